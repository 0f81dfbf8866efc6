// Loaded on demand (see Guard): only a signed-out visit to a signed-in page shows the sign-in form.
export { SignInForm } from '@expertbridge/ui-kit';
