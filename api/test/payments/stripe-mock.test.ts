// The Stripe gateway's requests, checked by stripe-mock against Stripe's OpenAPI: a parameter Stripe does not know
// or a wrong type is refused there, so these tests fail if a request's shape drifts from the real API.
import { describe, expect, it } from 'vitest';
import { GatewayDeclinedError } from '../../src/modules/payments/gateway/gateway-errors.js';
import { useRecordingStripeMock } from '../helpers/stripe-mock.js';

const stripe = useRecordingStripeMock();

const consultationId = '6f1c2a4e-8a43-4d0b-9a57-1c1f3f0c2b11';

describe('Stripe stripe.gateway against stripe-mock', () => {
  it('creates a payment intent on the platform account, tagged with the consultation, with the idempotency key', async () => {
    const intent = await stripe.gateway.createPaymentIntent({
      consultationId,
      amount: 18_000,
      currency: 'NZD',
      customerUserId: 'c0ffee00-0000-4000-8000-000000000001',
      idempotencyKey: `consultation-${consultationId}:payment-intent`,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toEqual(expect.any(String));
    expect(intent.amount).toBe(18_000);
    expect(intent.currency).toBe('NZD');
    const request = stripe.sent();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.idempotency_key).toBe(`consultation-${consultationId}:payment-intent`);
    expect(request.body).toEqual({
      amount: 18_000,
      currency: 'nzd',
      automatic_payment_methods: { enabled: true },
      metadata: { consultationId, customerUserId: 'c0ffee00-0000-4000-8000-000000000001' },
      transfer_group: consultationId,
    });
  });

  it('retrieves a payment intent by id, and refuses one in a currency the platform never charges in', async () => {
    // stripe-mock's fixture intent is in USD: no consultation is ever paid in it, so reading it as one is refused.
    await expect(stripe.gateway.retrievePaymentIntent('pi_123')).rejects.toMatchObject({
      name: 'GatewayDeclinedError',
      code: 'currency_invalid',
    });
    const request = stripe.sent();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/v1/payment_intents/pi_123');
  });

  it('refunds part of a payment intent with the reason and the idempotency key', async () => {
    const refund = await stripe.gateway.refund({
      paymentIntentId: 'pi_123',
      amount: 9_000,
      reason: 'requested_by_customer',
      idempotencyKey: `consultation-${consultationId}:refund-cancel`,
    });
    expect(refund.id).toMatch(/^re_/);
    const request = stripe.sent();
    expect(request.path).toBe('/v1/refunds');
    expect(request.idempotency_key).toBe(`consultation-${consultationId}:refund-cancel`);
    expect(request.body).toEqual({
      payment_intent: 'pi_123',
      amount: 9_000,
      reason: 'requested_by_customer',
    });
  });

  it('transfers the expert share to the connected account within the consultation transfer group', async () => {
    const transfer = await stripe.gateway.transfer({
      destinationAccountId: 'acct_1ExpertXYZ',
      amount: 15_300,
      currency: 'AUD',
      transferGroup: consultationId,
      idempotencyKey: `consultation-${consultationId}:payout`,
    });
    expect(transfer.id).toMatch(/^tr_/);
    const request = stripe.sent();
    expect(request.path).toBe('/v1/transfers');
    expect(request.idempotency_key).toBe(`consultation-${consultationId}:payout`);
    expect(request.body).toEqual({
      amount: 15_300,
      currency: 'aud',
      destination: 'acct_1ExpertXYZ',
      transfer_group: consultationId,
    });
  });

  it('turns a request stripe-mock refuses as invalid into a permanent GatewayDeclinedError', async () => {
    const refused = stripe.gateway.refund({
      paymentIntentId: 'pi_123',
      amount: 100,
      // Not one of Stripe's reasons: the schema check refuses it, which is what makes the tests above meaningful.
      reason: 'changed_mind' as 'duplicate',
      idempotencyKey: 'invalid-reason',
    });
    await expect(refused).rejects.toBeInstanceOf(GatewayDeclinedError);
    await expect(refused).rejects.toMatchObject({ retryable: false });
  });
});
