import type { components } from '@expertbridge/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

/** The marketing figures and the lifecycle durations the product states in its texts. */
export type SiteConfig = components['schemas']['SiteConfig'];

/** What the pages say about figures and durations; it changes only with a deployment. */
export function useSiteConfig() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/config'),
    queryFn: async () => unwrap(await client.GET('/api/config')),
  });
}
