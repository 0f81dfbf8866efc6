export { ClientTaxDetailsForm } from './ClientTaxDetailsForm.js';
