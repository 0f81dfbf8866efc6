import { createClient, type ExpertBridgeClient } from '@expertbridge/sdk';
import { createContext, useContext, useState, type ReactNode } from 'react';

const ApiContext = createContext<ExpertBridgeClient | null>(null);

export interface ApiProviderProps {
  /** A ready client (tests, the widget with its publishable key); wins over baseUrl and fetch. */
  client?: ExpertBridgeClient;
  /** Where the API lives; defaults to the page's own origin. */
  baseUrl?: string;
  /** A fetch implementation, e.g. one that answers from mock handlers. */
  fetch?: (input: Request) => Promise<Response>;
  children: ReactNode;
}

/** Gives every data hook below it the SDK client. */
export function ApiProvider({ client, baseUrl, fetch, children }: ApiProviderProps) {
  const [own] = useState(
    () =>
      client ??
      createClient({
        baseUrl: baseUrl ?? globalThis.location?.origin ?? '',
        ...(fetch ? { fetch } : {}),
      }),
  );
  return <ApiContext.Provider value={client ?? own}>{children}</ApiContext.Provider>;
}

/** The SDK client of the nearest ApiProvider. */
export function useApiClient(): ExpertBridgeClient {
  const client = useContext(ApiContext);
  if (!client)
    throw new Error('useApiClient needs an <ApiProvider> (or <ExpertBridgeProvider>) above it');
  return client;
}
