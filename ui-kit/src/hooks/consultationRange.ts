import type { components } from '@expertbridge/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

type Consultation = components['schemas']['Consultation'];

/** Which list: the consultations booked as a client, or those booked with the signed-in expert. */
export type ConsultationSide = 'client' | 'expert';

/** The largest page the API gives, and how many a range may take before we stop asking. */
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/**
 * Every consultation starting in `[from, to)`, earliest first, on one side, gathered across the list's
 * pages (a calendar must not drop a busy month's last bookings). Cached under the list's path, so booking,
 * answering and completing, which refresh the lists, refresh it too.
 */
export function useConsultationsInRange(
  side: ConsultationSide | undefined,
  range: { from: string; to: string },
) {
  const client = useApiClient();
  const path = side === 'expert' ? '/api/consultations/expert' : '/api/consultations';
  return useQuery({
    queryKey: queryKey('get', path, { ...range, order: 'asc', pages: 'all' }),
    queryFn: async (): Promise<Consultation[]> => {
      const items: Consultation[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const query = { ...range, order: 'asc' as const, page, pageSize: PAGE_SIZE };
        const answer = unwrap(
          side === 'expert'
            ? await client.GET('/api/consultations/expert', { params: { query } })
            : await client.GET('/api/consultations', { params: { query } }),
        );
        items.push(...answer.items);
        if (answer.items.length < PAGE_SIZE || items.length >= answer.total) break;
      }
      return items;
    },
    enabled: side !== undefined,
  });
}
