export { PaymentMethodDomains, type PaymentMethodDomain } from './PaymentMethodDomains.js';
