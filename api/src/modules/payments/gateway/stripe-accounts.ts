import type Stripe from 'stripe';
import type {
  AccountLink,
  ConnectedAccountView,
  CreateAccountLinkInput,
  CreateConnectedAccountInput,
} from './payment-gateway.js';

/*
 * Stripe Connect for the experts' payouts. Express accounts: Stripe hosts the onboarding (Account Links) and
 * collects the identity and bank details itself, as it recommends over collecting them through the API; the
 * platform only asks for the `transfers` capability, since we pay with separate charges and transfers.
 */

type Request<T> = (options: { timeout: number }) => Promise<T>;
/** Runs a request within the gateway's limits and retries (stripe-gateway.ts). */
export type StripeCall = <T>(request: Request<T>) => Promise<T>;

export function createConnectedAccount(
  stripe: Stripe,
  call: StripeCall,
  input: CreateConnectedAccountInput,
): Promise<{ id: string }> {
  return call(({ timeout }) =>
    stripe.accounts.create(
      {
        type: 'express',
        country: input.country,
        email: input.email,
        capabilities: { transfers: { requested: true } },
        business_type: 'individual',
        metadata: { expertId: input.expertId },
      },
      { idempotencyKey: input.idempotencyKey, timeout },
    ),
  ).then((account) => ({ id: account.id }));
}

export async function createAccountLink(
  stripe: Stripe,
  call: StripeCall,
  input: CreateAccountLinkInput,
): Promise<AccountLink> {
  // No idempotency key: every call must answer a fresh link (a link is single-use and short-lived).
  const link = await call(({ timeout }) =>
    stripe.accountLinks.create(
      {
        account: input.accountId,
        type: input.type,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        collection_options: { fields: 'eventually_due' },
      },
      { timeout },
    ),
  );
  return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
}

/** Stripe's account as the payouts module reads it. */
export function toAccountView(account: Stripe.Account): ConnectedAccountView {
  const requirements = account.requirements;
  return {
    id: account.id,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirements: {
      currentlyDue: requirements?.currently_due ?? [],
      eventuallyDue: requirements?.eventually_due ?? [],
      pastDue: requirements?.past_due ?? [],
      pendingVerification: requirements?.pending_verification ?? [],
      currentDeadline: requirements?.current_deadline
        ? new Date(requirements.current_deadline * 1000)
        : null,
      disabledReason: requirements?.disabled_reason ?? null,
    },
  };
}

export async function retrieveAccount(
  stripe: Stripe,
  call: StripeCall,
  id: string,
): Promise<ConnectedAccountView> {
  return toAccountView(await call(({ timeout }) => stripe.accounts.retrieve(id, {}, { timeout })));
}
