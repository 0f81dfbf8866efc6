export { SignInForm, SIGN_IN_REDIRECT_MS, type SignInFormProps } from './SignInForm.js';
