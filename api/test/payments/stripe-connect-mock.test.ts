// The Stripe gateway's Connect requests (experts' payout accounts), checked by stripe-mock against Stripe's OpenAPI:
// a parameter Stripe does not know or a wrong type is refused there, so these fail if a request's shape drifts.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toAccountView } from '../../src/modules/payments/gateway/stripe-accounts.js';
import { statusOf } from '../../src/modules/payouts/payout-account-view.js';
import { useRecordingStripeMock } from '../helpers/stripe-mock.js';

const stripe = useRecordingStripeMock();

const expertId = '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b11';

describe('Stripe Connect against stripe-mock', () => {
  it('creates an Express account for the expert with the transfers capability and an idempotency key', async () => {
    const account = await stripe.gateway.createConnectedAccount({
      expertId,
      email: 'aroha@example.com',
      country: 'NZ',
      idempotencyKey: `payout-account-${expertId}`,
    });
    expect(account.id).toMatch(/^acct_/);
    const request = stripe.sent();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/accounts');
    expect(request.idempotency_key).toBe(`payout-account-${expertId}`);
    expect(request.body).toEqual({
      type: 'express',
      country: 'NZ',
      email: 'aroha@example.com',
      capabilities: { transfers: { requested: true } },
      business_type: 'individual',
      metadata: { expertId },
    });
  });

  it('creates a hosted onboarding link returning to the portal', async () => {
    const link = await stripe.gateway.createAccountLink({
      accountId: 'acct_123',
      type: 'account_onboarding',
      refreshUrl: 'https://expertbridge.example/expert/payouts',
      returnUrl: 'https://expertbridge.example/expert/payouts/return',
    });
    expect(link.url).toEqual(expect.any(String));
    expect(link.expiresAt).toBeInstanceOf(Date);
    const request = stripe.sent();
    expect(request.path).toBe('/v1/account_links');
    expect(request.body).toEqual({
      account: 'acct_123',
      type: 'account_onboarding',
      refresh_url: 'https://expertbridge.example/expert/payouts',
      return_url: 'https://expertbridge.example/expert/payouts/return',
      collection_options: { fields: 'eventually_due' },
    });
  });

  it('retrieves an account as payouts enabled and requirements', async () => {
    const view = await stripe.gateway.retrieveAccount('acct_123');
    expect(view).toMatchObject({
      id: expect.stringMatching(/^acct_/),
      payoutsEnabled: expect.any(Boolean),
      requirements: { currentlyDue: expect.any(Array), pastDue: expect.any(Array) },
    });
    const request = stripe.sent();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/v1/accounts/acct_123');
  });
});

describe("an account's status from Stripe's requirements", () => {
  const account = (fields: Partial<Stripe.Account>) =>
    toAccountView({ id: 'acct_1', object: 'account', ...fields } as Stripe.Account);
  const requirements = (r: Partial<Stripe.Account.Requirements>) =>
    ({
      currently_due: [],
      eventually_due: [],
      past_due: [],
      pending_verification: [],
      current_deadline: null,
      disabled_reason: null,
      ...r,
    }) as Stripe.Account.Requirements;

  it('is ready when payouts are enabled, with what is due eventually still listed', () => {
    expect(
      statusOf(
        account({
          payouts_enabled: true,
          requirements: requirements({ eventually_due: ['individual.id_number'] }),
        }),
      ),
    ).toMatchObject({ payout_status: 'ready', payout_details_due: ['individual.id_number'] });
  });

  it('has details due (with the deadline) while requirements are due', () => {
    expect(
      statusOf(
        account({
          payouts_enabled: false,
          requirements: requirements({
            currently_due: ['external_account'],
            current_deadline: 1_796_256_000,
            disabled_reason: 'requirements.past_due',
          }),
        }),
      ),
    ).toMatchObject({
      payout_status: 'details_due',
      payout_due_by: new Date(1_796_256_000_000),
      payout_details_due: ['external_account'],
    });
  });

  it('is pending verification with nothing due, and restricted when Stripe rejected it', () => {
    expect(
      statusOf(
        account({
          payouts_enabled: false,
          requirements: requirements({
            pending_verification: ['individual.verification.document'],
            disabled_reason: 'requirements.pending_verification',
          }),
        }),
      ).payout_status,
    ).toBe('pending_verification');
    expect(
      statusOf(
        account({
          payouts_enabled: false,
          requirements: requirements({ disabled_reason: 'rejected.fraud' }),
        }),
      ),
    ).toMatchObject({ payout_status: 'restricted', payout_disabled_reason: 'rejected.fraud' });
  });
});
