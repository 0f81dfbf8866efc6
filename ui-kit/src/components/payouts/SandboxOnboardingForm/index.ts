export { SandboxOnboardingForm } from './SandboxOnboardingForm.js';
