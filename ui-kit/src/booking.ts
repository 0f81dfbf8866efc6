// The booking path the widget imports: only what a "Book this expert" flow needs, so its bundle stays
// small. AvailabilityPicker, BookingDialog and PaymentForm join when the consultation endpoints land.
export { ExpertBridgeProvider, type ExpertBridgeProviderProps } from './ExpertBridgeProvider.js';
export { ExpertCard, type ExpertCardProps } from './components/directory/ExpertCard/ExpertCard.js';
export { useExpert, useExperts } from './hooks/catalogue.js';
export { useSession } from './hooks/session.js';
export { adoptKitStyles } from './styles/adopt.js';
