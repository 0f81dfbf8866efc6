import type { components } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

type Schemas = components['schemas'];
/** The secret address of the signed-in user's ICS feed. */
export type CalendarFeed = Schemas['CalendarFeed'];
/** An external calendar whose busy times block the expert's availability. */
export type CalendarImport = Schemas['CalendarImport'];
/** One busy stretch of an imported calendar (no title: it is never stored). */
export type BusyTime = Schemas['BusyTime'];

const FEED = queryKey('get', '/api/calendar/feed');
const IMPORTS = queryKey('get', '/api/experts/me/calendar-imports');

/** The signed-in user's calendar feed, or null when they made none. */
export function useMyCalendarFeed() {
  const client = useApiClient();
  return useQuery({
    queryKey: FEED,
    queryFn: async () => unwrap(await client.GET('/api/calendar/feed')).feed,
  });
}

/** Makes the feed, or a new address for it (the old one stops working at once). */
export function useCreateCalendarFeed() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await client.POST('/api/calendar/feed')),
    onSuccess: (feed) => queries.setQueryData(FEED, feed),
  });
}

/** Turns the feed off. */
export function useDeleteCalendarFeed() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await client.DELETE('/api/calendar/feed')),
    onSuccess: () => queries.setQueryData(FEED, null),
  });
}

/**
 * The expert's imported calendars. While one waits for its first fetch it is asked again every few
 * seconds, so pending turns into ok or failed on screen without a reload.
 */
export function useMyCalendarImports(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: IMPORTS,
    queryFn: async () => unwrap(await client.GET('/api/experts/me/calendar-imports')).items,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'pending') ? 3000 : false,
  });
}

/** Adds an external calendar by its iCal address (fetched at once by the server). */
export function useAddCalendarImport() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schemas['CreateCalendarImportRequest']) =>
      unwrap(await client.POST('/api/experts/me/calendar-imports', { body })),
    onSuccess: () => queries.invalidateQueries({ queryKey: IMPORTS }),
  });
}

/** Stops importing a calendar; its busy times stop blocking at once. */
export function useRemoveCalendarImport() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (importId: string) =>
      unwrap(
        await client.DELETE('/api/experts/me/calendar-imports/{importId}', {
          params: { path: { importId } },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: IMPORTS }),
  });
}

/** Fetches an imported calendar again now. */
export function useRefreshCalendarImport() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (importId: string) =>
      unwrap(
        await client.POST('/api/experts/me/calendar-imports/{importId}/refresh', {
          params: { path: { importId } },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: IMPORTS }),
  });
}

/** The expert's imported busy times overlapping `[from, to)` (at most 62 days). */
export function useMyBusyTimes(range: { from: string; to: string }, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/experts/me/busy-times', range),
    queryFn: async () =>
      unwrap(await client.GET('/api/experts/me/busy-times', { params: { query: range } })).items,
    enabled,
  });
}
