import type { ExpertBridgeClient } from '@expertbridge/sdk';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from './api/ApiProvider.js';
import { createQueryClient } from './api/queryClient.js';
import { Toaster } from './components/feedback/Toaster/Toaster.js';
import { ToastProvider } from './components/feedback/Toaster/useToast.js';
import type { Catalogue, Locale } from './i18n/catalogue.js';
import { CatalogueProvider, type Catalogues } from './i18n/I18nProvider.js';
import { LiveProvider } from './live/LiveProvider.js';
import type { LiveConnector } from './live/transport.js';
import { NavigationProvider, type Navigate } from './navigation/Navigation.js';

export interface ExpertBridgeProviderProps {
  /** Where the API lives; defaults to the page's origin. */
  baseUrl?: string;
  /** A fetch implementation (mock handlers in stories and tests). */
  fetch?: (input: Request) => Promise<Response>;
  /** A ready SDK client; wins over baseUrl and fetch. */
  client?: ExpertBridgeClient;
  /** A QueryClient to share; defaults to one with the spec's defaults. */
  queryClient?: QueryClient;
  locale?: Locale;
  adminLocale?: Locale;
  messages?: Partial<Record<Locale, Catalogue>>;
  /** The host app's router; without it links are plain page loads. */
  navigate?: Navigate;
  /** Force a theme; without it the OS preference decides. */
  theme?: 'light' | 'dark';
  /**
   * The live connection (chat, video signalling, pushed updates): `connectToApi` for the real API. Without
   * it the kit polls where it would listen.
   */
  live?: LiveConnector | undefined;
  children: ReactNode;
}

export interface KitProvidersProps extends ExpertBridgeProviderProps {
  /** The texts the components below speak, whole per locale. */
  catalogues: Catalogues;
}

/**
 * ExpertBridgeProvider's providers with the catalogues given: the kit's entry passes every text, the booking
 * entry only its components' texts.
 */
export function KitProviders({
  baseUrl,
  fetch,
  client,
  queryClient,
  locale,
  adminLocale,
  messages,
  navigate,
  theme,
  live,
  catalogues,
  children,
}: KitProvidersProps) {
  const [queries] = useState(() => queryClient ?? createQueryClient());
  const tree = (
    <div className="eb-root" data-eb-theme={theme}>
      {children}
      <Toaster />
    </div>
  );
  return (
    <QueryClientProvider client={queries}>
      <ApiProvider
        {...(client ? { client } : {})}
        {...(baseUrl ? { baseUrl } : {})}
        {...(fetch ? { fetch } : {})}
      >
        <CatalogueProvider
          catalogues={catalogues}
          {...(locale ? { locale } : {})}
          {...(adminLocale ? { adminLocale } : {})}
          {...(messages ? { overrides: messages } : {})}
        >
          <LiveProvider connect={live} baseUrl={baseUrl ?? globalThis.location?.origin ?? ''}>
            <ToastProvider>
              {navigate ? (
                <NavigationProvider navigate={navigate}>{tree}</NavigationProvider>
              ) : (
                tree
              )}
            </ToastProvider>
          </LiveProvider>
        </CatalogueProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
