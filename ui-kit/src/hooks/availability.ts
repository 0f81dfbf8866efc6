import type { components } from '@expertbridge/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

type Schemas = components['schemas'];
/** The signed-in expert's weekly hours, date overrides and booking rules (`updatedAt` null: never saved). */
export type AvailabilitySettings = Schemas['AvailabilitySettings'];
/** What the editor saves and previews: the settings without `updatedAt`. */
export type AvailabilityDraft = Schemas['AvailabilitySettingsInput'];
/** The first and last allowed start time of a stretch of a day, both inclusive, on the half hour. */
export type AvailabilityRange = Schemas['AvailabilityRange'];
/** Other hours (or none) on one date, or on every day of a holiday up to `until`. */
export type AvailabilityOverride = Schemas['AvailabilityOverride'];

type Slot = Schemas['Availability']['slots'][number];

/** The longest range one availability request may ask for. */
const MAX_RANGE_MS = 31 * 24 * 60 * 60 * 1000;

const SETTINGS = queryKey('get', '/api/experts/me/availability-settings');

/** The signed-in expert's availability settings (404 `expert_profile_not_found` for anyone who is not an expert). */
export function useMyAvailabilitySettings(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: SETTINGS,
    queryFn: async () => unwrap(await client.GET('/api/experts/me/availability-settings')),
    enabled,
  });
}

/** Saves the settings; the answer becomes the cached settings, and every availability is asked again. */
export function useSaveAvailabilitySettings() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: AvailabilityDraft) =>
      unwrap(await client.PUT('/api/experts/me/availability-settings', { body })),
    onSuccess: (settings) => {
      queries.setQueryData(SETTINGS, settings);
      void queries.invalidateQueries({
        queryKey: queryKey('get', '/api/experts/{id}/availability'),
      });
    },
  });
}

/**
 * The next two weeks as clients would see them under a draft (existing bookings and busy times applied).
 * A preview is a read: it is cached by the draft, and the last answer stays shown while the next loads.
 */
export function useAvailabilityPreview(draft: AvailabilityDraft | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('post', '/api/experts/me/availability-settings/preview', draft),
    queryFn: async () =>
      unwrap(await client.POST('/api/experts/me/availability-settings/preview', { body: draft! })),
    enabled: draft !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The free starts of an expert over `[from, to)` (a calendar month may span more than the 31 days one
 * request takes: it is asked in pieces), for a booking of `duration` minutes (the API offers no past times).
 */
export function useFreeStarts(
  expertId: string | undefined,
  duration: components['schemas']['ConsultationDuration'] | undefined,
  range: { from: string; to: string },
) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/experts/{id}/availability', {
      expertId,
      duration,
      ...range,
      pieces: true,
    }),
    queryFn: async (): Promise<Slot[]> => {
      const slots: Slot[] = [];
      const end = Date.parse(range.to);
      for (let start = Date.parse(range.from); start < end; start += MAX_RANGE_MS) {
        const query = {
          from: new Date(start).toISOString(),
          to: new Date(Math.min(start + MAX_RANGE_MS, end)).toISOString(),
          duration: duration!,
        };
        const answer = unwrap(
          await client.GET('/api/experts/{id}/availability', {
            params: { path: { id: expertId! }, query },
          }),
        );
        slots.push(...answer.slots);
      }
      return slots;
    },
    enabled: Boolean(expertId && duration),
  });
}
