import type { components, operations } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

type Schemas = components['schemas'];
/** Where the signed-in expert's payout account stands, with the payouts waiting for it. */
export type PayoutAccount = Schemas['PayoutAccount'];
/** The sandbox's stand-in for Stripe's hosted onboarding: who it is for and what it asks. */
export type SandboxOnboardingSession = Schemas['SandboxOnboardingSession'];
/** The sandbox onboarding form's answers. */
export type SandboxOnboardingRequest = Schemas['SandboxOnboardingRequest'];
/** One expert's payout readiness, as admins see it. */
export type AdminPayoutAccount = Schemas['AdminPayoutAccount'];
/** Filters and paging of the admins' payout readiness list. */
export type PayoutAccountListParams = NonNullable<
  operations['listPayoutAccounts']['parameters']['query']
>;

const MY_ACCOUNT = queryKey('get', '/api/experts/me/payout-account');

/** The signed-in expert's own payout account (a 403 for anyone who is not an approved expert). */
export function useMyPayoutAccount(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: MY_ACCOUNT,
    queryFn: async () => unwrap(await client.GET('/api/experts/me/payout-account')),
    enabled,
  });
}

/** A fresh link to the hosted onboarding (creating the connected account the first time). */
export function useStartPayoutOnboarding() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => unwrap(await client.POST('/api/experts/me/payout-account/onboarding')),
  });
}

/** Re-reads the account from the provider (back from onboarding) and keeps the answer as the account. */
export function useSyncPayoutAccount() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await client.POST('/api/experts/me/payout-account/sync')),
    onSuccess: (account) => queries.setQueryData(MY_ACCOUNT, account),
  });
}

/** The sandbox onboarding session a link opens. */
export function useSandboxOnboarding(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/payments/sandbox/onboarding/{token}', { token }),
    queryFn: async () =>
      unwrap(
        await client.GET('/api/payments/sandbox/onboarding/{token}', {
          params: { path: { token } },
        }),
      ),
  });
}

/** Submits the sandbox onboarding form; the answer says where the browser goes next. */
export function useSubmitSandboxOnboarding(token: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: SandboxOnboardingRequest) =>
      unwrap(
        await client.POST('/api/payments/sandbox/onboarding/{token}', {
          params: { path: { token } },
          body,
        }),
      ),
  });
}

/** One page of every approved expert's payout readiness, those waiting with money first. */
export function usePayoutAccounts(params: PayoutAccountListParams = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/admin/payout-accounts', params),
    queryFn: async () =>
      unwrap(await client.GET('/api/admin/payout-accounts', { params: { query: params } })),
  });
}
