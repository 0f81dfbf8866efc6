// The partner widget's entry: its provider and booking flow only, so the widget's bundle carries neither
// the portal's screens nor its texts. Stripe's code is split off and loaded only when the gateway is Stripe.
export { WidgetProvider, type WidgetProviderProps } from './WidgetProvider.js';
export {
  WidgetBooking,
  type ResumedBooking,
  type WidgetBookingProps,
} from './components/partner/WidgetBooking/WidgetBooking.js';
export type { PaymentFailure } from './components/payment/PaymentForm/Checkout.js';
export { createQueryClient } from './api/queryClient.js';
export {
  appearanceFrom,
  lightDomMountHost,
  StripeMountTargetProvider,
  type StripeMountHost,
} from './components/payment/PaymentForm/StripeMountTarget.js';
export { lookaheadRange, primeWidgetQueries, type WidgetPrefetch } from './hooks/widget.js';
export type {
  BookingMetadata,
  WidgetBooking as WidgetBookingRecord,
  WidgetBookingCreated,
} from './hooks/widget.js';
export { adoptKitStyles } from './styles/adopt.js';
export { Dialog, type DialogProps } from './primitives/Dialog.js';
export { useT } from './i18n/I18nProvider.js';
export { widgetCatalogue } from './i18n/widgetCatalogue.js';
