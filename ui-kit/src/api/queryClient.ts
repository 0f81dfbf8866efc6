import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient with the spec's defaults (part 1 §7): no retries, no refetch on focus or on an interval,
 * data never stale; mutations are not retried. Session freshness is handled by useSession instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
