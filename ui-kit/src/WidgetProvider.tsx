import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from './api/ApiProvider.js';
import { createQueryClient } from './api/queryClient.js';
import { Toaster } from './components/feedback/Toaster/Toaster.js';
import { ToastProvider } from './components/feedback/Toaster/useToast.js';
import { createWidgetClient } from './hooks/widget.js';
import { CatalogueProvider } from './i18n/I18nProvider.js';
import { widgetCatalogue } from './i18n/widgetCatalogue.js';

export interface WidgetProviderProps {
  /** The API's origin. */
  baseUrl: string;
  /** The partner's publishable key. */
  partnerKey: string;
  /** A fetch implementation (mock handlers in stories and tests). */
  fetch?: (input: Request) => Promise<Response>;
  queryClient?: QueryClient;
  /** Force a theme; without it the OS preference decides. */
  theme?: 'light' | 'dark' | undefined;
  children: ReactNode;
}

const CATALOGUES = { en: widgetCatalogue };

/**
 * What the partner widget's flow needs, and nothing of the portal's: a cookie-less client with the
 * partner's key, its own query cache (each widget on a page is independent), the widget's texts, toasts.
 */
export function WidgetProvider({
  baseUrl,
  partnerKey,
  fetch,
  queryClient,
  theme,
  children,
}: WidgetProviderProps) {
  const [queries] = useState(() => queryClient ?? createQueryClient());
  const [client] = useState(() =>
    createWidgetClient({ baseUrl, partnerKey, ...(fetch ? { fetch } : {}) }),
  );
  return (
    <QueryClientProvider client={queries}>
      <ApiProvider client={client}>
        <CatalogueProvider catalogues={CATALOGUES}>
          <ToastProvider>
            <div className="eb-root" data-eb-theme={theme}>
              {children}
              <Toaster />
            </div>
          </ToastProvider>
        </CatalogueProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
