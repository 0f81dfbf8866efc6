export { PaymentForm, type PaymentFormProps } from './PaymentForm.js';
export { cardProblems, type CardDetails } from './cardShape.js';
export type { ReturnedPayment } from './Checkout.js';
