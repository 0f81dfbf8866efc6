// The booking path a partner's or client's page imports: only what a "Book this expert" flow needs, so its
// bundle stays small. Stripe's code is split off and loaded only when the gateway is Stripe. The provider is
// the kit's with the same props, speaking only these components' texts (the kit's every text and the admin
// pages' Korean were most of this bundle).
export { BookingProvider as ExpertBridgeProvider } from './BookingProvider.js';
export type { ExpertBridgeProviderProps } from './KitProviders.js';
export {
  AvailabilityPicker,
  type AvailabilityPickerProps,
  type BookingSelection,
} from './components/booking/AvailabilityPicker/AvailabilityPicker.js';
export {
  BookingDialog,
  type BookingDialogProps,
} from './components/booking/BookingDialog/BookingDialog.js';
export { ExpertCard, type ExpertCardProps } from './components/directory/ExpertCard/ExpertCard.js';
export {
  PaymentForm,
  type PaymentFormProps,
} from './components/payment/PaymentForm/PaymentForm.js';
export { useExpert, useExperts } from './hooks/catalogue.js';
export {
  useConsultation,
  useCreateConsultation,
  useExpertAvailability,
  type Consultation,
} from './hooks/consultations.js';
export {
  useConfirmSandboxPayment,
  useCreatePaymentIntent,
  usePaymentConfig,
  useProcessPayment,
} from './hooks/payments.js';
export { useSession } from './hooks/session.js';
export { adoptKitStyles } from './styles/adopt.js';
