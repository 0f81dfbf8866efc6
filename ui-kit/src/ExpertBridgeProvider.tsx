import type { ExpertBridgeClient } from '@expertbridge/sdk';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from './api/ApiProvider.js';
import { createQueryClient } from './api/queryClient.js';
import { Toaster } from './components/feedback/Toaster/Toaster.js';
import { ToastProvider } from './components/feedback/Toaster/useToast.js';
import type { Catalogue, Locale } from './i18n/catalogue.js';
import { I18nProvider } from './i18n/I18nProvider.js';
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
  children: ReactNode;
}

/** Everything the kit's components need: API client, query cache, catalogues, toasts and navigation. */
export function ExpertBridgeProvider({
  baseUrl,
  fetch,
  client,
  queryClient,
  locale,
  adminLocale,
  messages,
  navigate,
  theme,
  children,
}: ExpertBridgeProviderProps) {
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
        <I18nProvider
          {...(locale ? { locale } : {})}
          {...(adminLocale ? { adminLocale } : {})}
          {...(messages ? { overrides: messages } : {})}
        >
          <ToastProvider>
            {navigate ? <NavigationProvider navigate={navigate}>{tree}</NavigationProvider> : tree}
          </ToastProvider>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
