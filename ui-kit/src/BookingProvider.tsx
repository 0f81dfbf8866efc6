import { bookingCatalogues } from './i18n/bookingCatalogue.js';
import { KitProviders, type ExpertBridgeProviderProps } from './KitProviders.js';

/**
 * ExpertBridgeProvider as the booking entry ships it: the same providers and props, speaking only the texts
 * of the entry's components, so a page that books leaves the portal's and the admin pages' words out.
 */
export function BookingProvider(props: ExpertBridgeProviderProps) {
  return <KitProviders {...props} catalogues={bookingCatalogues} />;
}
