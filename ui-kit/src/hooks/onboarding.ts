import type {
  ExpertApplicationRequest,
  ExpertProfileUpdate,
  ExpertRegistrationRequest,
} from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';
import { CURRENT_USER_KEY } from './auth.js';

const PROFILE_ME = queryKey('get', '/api/experts/profile/me');
const MY_PROFILE = queryKey('get', '/api/experts/my-profile');

/** A new or changed expert profile changes the user's type, both profile reads and the directory. */
function useRefreshAfterProfileChange() {
  const queries = useQueryClient();
  return () =>
    Promise.all(
      [CURRENT_USER_KEY, PROFILE_ME, MY_PROFILE, ['get', '/api/experts']].map((queryKey) =>
        queries.invalidateQueries({ queryKey }),
      ),
    );
}

/** Submits the application wizard (reading A). */
export function useApplyAsExpert() {
  const client = useApiClient();
  const refresh = useRefreshAfterProfileChange();
  return useMutation({
    mutationFn: async (body: ExpertApplicationRequest) =>
      unwrap(await client.POST('/api/experts/apply', { body })),
    onSuccess: refresh,
  });
}

/** Submits the single registration form (reading B). */
export function useCompleteExpertRegistration() {
  const client = useApiClient();
  const refresh = useRefreshAfterProfileChange();
  return useMutation({
    mutationFn: async (body: ExpertRegistrationRequest) =>
      unwrap(await client.POST('/api/complete-expert-registration', { body })),
    onSuccess: refresh,
  });
}

/** The signed-in user's expert profile, or null when they have none; only when signed in. */
export function useMyExpertProfile(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: PROFILE_ME,
    queryFn: async () => unwrap(await client.GET('/api/experts/profile/me')),
    enabled,
  });
}

/** Updates the signed-in user's expert profile (first edit page). */
export function useUpdateMyExpertProfile() {
  const client = useApiClient();
  const refresh = useRefreshAfterProfileChange();
  return useMutation({
    mutationFn: async (body: ExpertProfileUpdate) =>
      unwrap(await client.PUT('/api/experts/profile/me', { body })),
    onSuccess: refresh,
  });
}

/** The signed-in user's expert profile (second edit page); a 404 when they have none. */
export function useMyExpertProfileAlt(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: MY_PROFILE,
    queryFn: async () => unwrap(await client.GET('/api/experts/my-profile')),
    enabled,
  });
}

/** Updates the signed-in user's expert profile (second edit page). */
export function useUpdateMyExpertProfileAlt() {
  const client = useApiClient();
  const refresh = useRefreshAfterProfileChange();
  return useMutation({
    mutationFn: async (body: ExpertProfileUpdate) =>
      unwrap(await client.PUT('/api/experts/my-profile', { body })),
    onSuccess: refresh,
  });
}
