export { CompletePaymentCard } from './CompletePaymentCard.js';
