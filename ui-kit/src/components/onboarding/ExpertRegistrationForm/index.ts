export { ExpertRegistrationForm } from './ExpertRegistrationForm.js';
export { validateRegistration, type RegistrationValues } from './registrationRules.js';
