import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './gateway-errors.js';
import { createStripeClient, StripePaymentGateway } from './stripe-gateway.js';

const secret = 'whsec_test_secret';
const gateway = new StripePaymentGateway({
  client: createStripeClient({ secretKey: 'sk_test_webhooks' }),
  publishableKey: 'pk_test_webhooks',
  webhookSecret: secret,
});

const succeeded = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  created: 1_790_000_000,
  data: {
    object: {
      id: 'pi_1',
      object: 'payment_intent',
      amount: 18_000,
      currency: 'nzd',
      metadata: { consultationId: 'consultation-1' },
    },
  },
});

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret,
    ...options,
  });

describe('parseWebhook', () => {
  it('reads a correctly signed event: its id, type and the payment intent it is about', () => {
    expect(gateway.parseWebhook(Buffer.from(succeeded), sign(succeeded))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      created: 1_790_000_000,
      paymentIntentId: 'pi_1',
      consultationId: 'consultation-1',
    });
  });

  it('parses a redelivery of the same event to the same id, so a handler can process it once', () => {
    const first = gateway.parseWebhook(succeeded, sign(succeeded));
    const again = gateway.parseWebhook(succeeded, sign(succeeded));
    expect(again).toEqual(first);
  });

  it('finds the payment intent behind a refund event', () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'refund.updated',
      created: 1_790_000_100,
      data: { object: { id: 're_1', object: 'refund', payment_intent: 'pi_1', status: 'failed' } },
    });
    expect(gateway.parseWebhook(payload, sign(payload))).toEqual({
      id: 'evt_2',
      type: 'refund.updated',
      created: 1_790_000_100,
      paymentIntentId: 'pi_1',
      refundId: 're_1',
    });
  });

  it('finds the connected account an account.updated event is about', () => {
    const payload = JSON.stringify({
      id: 'evt_account_1',
      object: 'event',
      type: 'account.updated',
      created: 1_790_000_000,
      account: 'acct_1',
      data: { object: { id: 'acct_1', object: 'account', payouts_enabled: true } },
    });
    expect(gateway.parseWebhook(payload, sign(payload))).toEqual({
      id: 'evt_account_1',
      type: 'account.updated',
      created: 1_790_000_000,
      accountId: 'acct_1',
    });
  });

  it('finds the dispute, its charge and its payment intent behind a card dispute event', () => {
    const payload = JSON.stringify({
      id: 'evt_3',
      object: 'event',
      type: 'charge.dispute.created',
      created: 1_790_000_200,
      data: {
        object: {
          id: 'dp_1',
          object: 'dispute',
          charge: 'ch_1',
          payment_intent: 'pi_1',
          amount: 18_000,
          status: 'needs_response',
        },
      },
    });
    expect(gateway.parseWebhook(payload, sign(payload))).toEqual({
      id: 'evt_3',
      type: 'charge.dispute.created',
      created: 1_790_000_200,
      paymentIntentId: 'pi_1',
      disputeId: 'dp_1',
      chargeId: 'ch_1',
    });
  });

  it("takes the Connect endpoint's deliveries, signed with its own secret, and still refuses a stranger's", () => {
    const connectSecret = 'whsec_connect_secret';
    const both = new StripePaymentGateway({
      client: createStripeClient({ secretKey: 'sk_test_webhooks' }),
      publishableKey: 'pk_test_webhooks',
      webhookSecret: secret,
      connectWebhookSecret: connectSecret,
    });
    const updated = JSON.stringify({
      id: 'evt_connect_1',
      object: 'event',
      type: 'account.updated',
      created: 1_790_000_000,
      account: 'acct_1',
      data: { object: { id: 'acct_1', object: 'account', payouts_enabled: true } },
    });
    expect(both.parseWebhook(updated, sign(updated, { secret: connectSecret })).accountId).toBe(
      'acct_1',
    );
    expect(both.parseWebhook(succeeded, sign(succeeded)).paymentIntentId).toBe('pi_1');
    expect(() => both.parseWebhook(updated, sign(updated, { secret: 'whsec_stranger' }))).toThrow(
      WebhookSignatureError,
    );
    // Without the Connect secret configured, its deliveries are refused.
    expect(() => gateway.parseWebhook(updated, sign(updated, { secret: connectSecret }))).toThrow(
      WebhookSignatureError,
    );
  });

  it('refuses an event signed with another secret', () => {
    const header = sign(succeeded, { secret: 'whsec_someone_else' });
    expect(() => gateway.parseWebhook(succeeded, header)).toThrow(WebhookSignatureError);
  });

  it('refuses a body changed after signing', () => {
    const header = sign(succeeded);
    const altered = succeeded.replace('18000', '1');
    expect(() => gateway.parseWebhook(altered, header)).toThrow(WebhookSignatureError);
  });

  it('refuses a delivery without a signature header', () => {
    expect(() => gateway.parseWebhook(succeeded, undefined)).toThrow(WebhookSignatureError);
    expect(() => gateway.parseWebhook(succeeded, 'garbage')).toThrow(WebhookSignatureError);
  });

  it('refuses a captured delivery replayed after the five-minute tolerance', () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const header = sign(succeeded, { timestamp: tenMinutesAgo });
    expect(() => gateway.parseWebhook(succeeded, header)).toThrow(/tolerance/);
  });
});
