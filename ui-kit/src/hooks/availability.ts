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
/** An expert's free start times over a period, as clients see them. */
export type Availability = Schemas['Availability'];

const SETTINGS = queryKey('get', '/api/experts/me/availability-settings');

/** The signed-in expert's availability settings (404 `expert_profile_not_found` for anyone who is not an expert). */
export function useMyAvailabilitySettings() {
  const client = useApiClient();
  return useQuery({
    queryKey: SETTINGS,
    queryFn: async () => unwrap(await client.GET('/api/experts/me/availability-settings')),
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
      void queries.invalidateQueries({ queryKey: queryKey('get', '/api/experts/{id}/availability') });
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
      unwrap(
        await client.POST('/api/experts/me/availability-settings/preview', { body: draft! }),
      ),
    enabled: draft !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
