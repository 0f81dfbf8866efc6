import { allCatalogues } from './i18n/I18nProvider.js';
import { KitProviders, type ExpertBridgeProviderProps } from './KitProviders.js';

export type { ExpertBridgeProviderProps } from './KitProviders.js';

/** Everything the kit's components need: API client, query cache, catalogues, toasts and navigation. */
export function ExpertBridgeProvider(props: ExpertBridgeProviderProps) {
  return <KitProviders {...props} catalogues={allCatalogues()} />;
}
