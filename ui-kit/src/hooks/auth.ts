import type { components, ExpertBridgeClient, UpdateUserRequest, User } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';
import { announceAuthChange } from './authEvents.js';

/** The cache key of the signed-in user; useSession refreshes it. */
export const CURRENT_USER_KEY = queryKey('get', '/api/auth/user');

/**
 * The signed-in user, or null when signed out (any non-success answer means signed out). With `enabled`
 * false it only reads what is cached.
 */
export function useCurrentUser(enabled = true) {
  const client = useApiClient();
  const queries = useQueryClient();
  return useQuery({
    enabled,
    queryKey: CURRENT_USER_KEY,
    queryFn: async (): Promise<User | null> => {
      // A re-check that cannot reach the API (offline, or the server restarting) keeps who was signed in:
      // only the API saying so signs the user out.
      const known = queries.getQueryData<User | null>(CURRENT_USER_KEY) ?? null;
      try {
        const { data, response } = await client.GET('/api/auth/user');
        if (response.status >= 500) return known;
        return response.ok && data ? data : null;
      } catch {
        return known;
      }
    },
  });
}

type LoginRequest = components['schemas']['LoginRequest'];
type RegisterRequest = components['schemas']['RegisterRequest'];

/** A call that answers the now signed-in user: store it and tell every tab. */
function useSignInMutation<B>(send: (client: ExpertBridgeClient, body: B) => Promise<User>) {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => send(client, body),
    onSuccess: (user) => {
      queries.setQueryData(CURRENT_USER_KEY, user);
      announceAuthChange('login-success');
    },
  });
}

/** Signs in with e-mail and password. */
export function useLogin() {
  return useSignInMutation(async (client, body: LoginRequest) =>
    unwrap(await client.POST('/api/auth/email/login', { body })),
  );
}

/** Creates an account and signs in. */
export function useRegister() {
  return useSignInMutation(async (client, body: RegisterRequest) =>
    unwrap(await client.POST('/api/auth/email/register', { body })),
  );
}

/** Sets the password of an account a widget booking made, with the code from its e-mail, and signs in. */
export function useClaimAccount() {
  return useSignInMutation(async (client, body: components['schemas']['ClaimAccountRequest']) =>
    unwrap(await client.POST('/api/auth/claim', { body })),
  );
}

/**
 * Exchanges a widget booking's token for a session on this site and answers where its room is. A token is exchanged
 * once: kept as a query that never refetches, so a page mounted twice (a lazy route settling) asks once. The session
 * then belongs to the guest, so every tab re-checks who is signed in.
 */
export function useRoomEntry(token: string) {
  const client = useApiClient();
  const queries = useQueryClient();
  return useQuery({
    queryKey: ['post', '/api/widget/room-entry', token],
    queryFn: async () => {
      const entry = unwrap(
        await client.POST('/api/widget/room-entry', {
          headers: { Authorization: `Bearer ${token}` },
        }),
      );
      await queries.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      announceAuthChange('login-success');
      return entry;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Changes the signed-in user's first and last name (Settings). The answer replaces the cached user, so every
 * greeting and menu shows the new name at once; the directory lists an expert under it, so it is refetched.
 */
export function useUpdateCurrentUser() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateUserRequest) =>
      unwrap(await client.PATCH('/api/auth/user', { body })),
    onSuccess: (user) => {
      queries.setQueryData(CURRENT_USER_KEY, user);
      return queries.invalidateQueries({ queryKey: ['get', '/api/experts'] });
    },
  });
}

/**
 * Whether an identity provider is configured: without one, "Continue with …" would only come back to the sign-in
 * page. It does not change while the page is open.
 */
export function useSignInMethods() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/auth/sign-in-methods'),
    queryFn: async () => unwrap(await client.GET('/api/auth/sign-in-methods')),
    staleTime: Infinity,
  });
}

/** The identity-provider sign-in address (a full-page navigation), optionally returning to a path. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}

/** The sign-out address (a full-page navigation that ends the session and goes home). */
export function logoutUrl(): string {
  return '/api/logout';
}
