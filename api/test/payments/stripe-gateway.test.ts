// The Stripe gateway's behaviour on Stripe's answers (declines, refusals, outages), with msw standing in for
// api.stripe.com: an unhandled request fails the test instead of reaching the network.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  GatewayDeclinedError,
  GatewayUnavailableError,
} from '../../src/modules/payments/gateway/gateway-errors.js';
import {
  createStripeClient,
  StripePaymentGateway,
} from '../../src/modules/payments/gateway/stripe-gateway.js';

const STRIPE = 'https://api.stripe.com/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const gateway = new StripePaymentGateway({
  client: createStripeClient({ secretKey: 'sk_test_msw' }),
  publishableKey: 'pk_test_msw',
  webhookSecret: 'whsec_msw',
  limits: { attemptTimeoutMs: 5_000, budgetMs: 5_000, retries: 0 },
});

const stripeError = (status: number, error: Record<string, string>) =>
  HttpResponse.json({ error }, { status });

const intent = (fields: Record<string, unknown>) => ({
  id: 'pi_1',
  object: 'payment_intent',
  amount: 18_000,
  currency: 'nzd',
  status: 'requires_payment_method',
  client_secret: 'pi_1_secret_x',
  metadata: { consultationId: 'consultation-1' },
  last_payment_error: null,
  ...fields,
});

const refund = { paymentIntentId: 'pi_1', amount: 5_000, idempotencyKey: 'wf:refund' };
const transfer = {
  destinationAccountId: 'acct_1',
  amount: 15_300,
  currency: 'NZD' as const,
  transferGroup: 'consultation-1',
  idempotencyKey: 'wf:payout',
};

describe('Stripe gateway: payment intents', () => {
  it('sends the idempotency key and answers the client secret', async () => {
    let idempotencyKey: string | null = null;
    server.use(
      http.post(`${STRIPE}/payment_intents`, ({ request }) => {
        idempotencyKey = request.headers.get('Idempotency-Key');
        return HttpResponse.json(intent({}));
      }),
    );
    const created = await gateway.createPaymentIntent({
      consultationId: 'consultation-1',
      amount: 18_000,
      currency: 'NZD',
      customerUserId: 'user-1',
      idempotencyKey: 'consultation-1:payment',
    });
    expect(idempotencyKey).toBe('consultation-1:payment');
    expect(created).toEqual({
      id: 'pi_1',
      clientSecret: 'pi_1_secret_x',
      amount: 18_000,
      currency: 'NZD',
      status: 'requires_payment_method',
    });
  });

  it('never sends an intent without a consultation id or with an amount in fractions of a cent', async () => {
    const input = {
      consultationId: 'consultation-1',
      amount: 18_000,
      currency: 'NZD' as const,
      customerUserId: 'user-1',
      idempotencyKey: 'consultation-1:payment',
    };
    await expect(
      gateway.createPaymentIntent({ ...input, consultationId: '' }),
    ).rejects.toMatchObject({
      code: 'parameter_invalid',
    });
    await expect(gateway.createPaymentIntent({ ...input, amount: 180.5 })).rejects.toMatchObject({
      code: 'amount_invalid',
    });
  });

  it('reports the issuer reason of a declined payment, and the consultation from the metadata', async () => {
    const lastError = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    };
    server.use(
      http.get(`${STRIPE}/payment_intents/pi_1`, () =>
        HttpResponse.json(intent({ last_payment_error: lastError })),
      ),
    );
    expect(await gateway.retrievePaymentIntent('pi_1')).toEqual({
      id: 'pi_1',
      status: 'requires_payment_method',
      amount: 18_000,
      currency: 'NZD',
      consultationId: 'consultation-1',
      lastError: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
  });

  it('reports a generic decline as card_declined', async () => {
    const lastError = {
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Declined.',
    };
    server.use(
      http.get(`${STRIPE}/payment_intents/pi_1`, () =>
        HttpResponse.json(intent({ last_payment_error: lastError })),
      ),
    );
    const view = await gateway.retrievePaymentIntent('pi_1');
    expect(view.lastError).toEqual({ code: 'card_declined', message: 'Declined.' });
  });

  it('says a payment succeeded only when Stripe says so', async () => {
    server.use(
      http.get(`${STRIPE}/payment_intents/pi_1`, () =>
        HttpResponse.json(intent({ status: 'succeeded' })),
      ),
    );
    const view = await gateway.retrievePaymentIntent('pi_1');
    expect(view.status).toBe('succeeded');
    expect(view.lastError).toBeUndefined();
  });

  it('treats an unknown intent as a permanent refusal', async () => {
    server.use(
      http.get(`${STRIPE}/payment_intents/pi_gone`, () =>
        stripeError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: "No such payment_intent: 'pi_gone'",
        }),
      ),
    );
    await expect(gateway.retrievePaymentIntent('pi_gone')).rejects.toMatchObject({
      name: 'GatewayDeclinedError',
      code: 'resource_missing',
    });
  });
});

describe('Stripe gateway: refunds', () => {
  it('answers the refund Stripe made', async () => {
    server.use(
      http.post(`${STRIPE}/refunds`, () =>
        HttpResponse.json({ id: 're_1', object: 'refund', amount: 5_000, status: 'succeeded' }),
      ),
    );
    expect(await gateway.refund(refund)).toEqual({
      id: 're_1',
      amount: 5_000,
      status: 'succeeded',
    });
  });

  it('throws GatewayDeclinedError when Stripe refuses the refund for good', async () => {
    server.use(
      http.post(`${STRIPE}/refunds`, () =>
        stripeError(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge ch_1 has already been refunded.',
        }),
      ),
    );
    const refused = gateway.refund(refund);
    await expect(refused).rejects.toBeInstanceOf(GatewayDeclinedError);
    await expect(refused).rejects.toMatchObject({
      code: 'charge_already_refunded',
      retryable: false,
    });
  });

  it('throws GatewayDeclinedError for a refund that came back failed', async () => {
    server.use(
      http.post(`${STRIPE}/refunds`, () =>
        HttpResponse.json({
          id: 're_2',
          object: 'refund',
          amount: 5_000,
          status: 'failed',
          failure_reason: 'expired_or_canceled_card',
        }),
      ),
    );
    await expect(gateway.refund(refund)).rejects.toMatchObject({
      name: 'GatewayDeclinedError',
      code: 'expired_or_canceled_card',
    });
  });

  it.each([
    ['an API error', 500, { type: 'api_error', message: 'Something went wrong' }],
    [
      'rate limiting',
      429,
      { type: 'invalid_request_error', code: 'rate_limit', message: 'Slow down' },
    ],
    [
      'a lock timeout',
      409,
      { type: 'invalid_request_error', code: 'lock_timeout', message: 'Busy' },
    ],
  ])('throws a retryable GatewayUnavailableError on %s', async (_name, status, error) => {
    server.use(http.post(`${STRIPE}/refunds`, () => stripeError(status, error)));
    const failed = gateway.refund(refund);
    await expect(failed).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(failed).rejects.toMatchObject({ retryable: true });
  });

  it('throws a retryable GatewayUnavailableError when Stripe cannot be reached', async () => {
    server.use(http.post(`${STRIPE}/refunds`, () => HttpResponse.error()));
    await expect(gateway.refund(refund)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('never sends a refund of a fractional or non-positive amount', async () => {
    for (const amount of [0, -100, 12.5]) {
      await expect(gateway.refund({ ...refund, amount })).rejects.toMatchObject({
        code: 'amount_invalid',
      });
    }
  });
});

describe('Stripe gateway: transfers', () => {
  it('answers the transfer id', async () => {
    server.use(
      http.post(`${STRIPE}/transfers`, () =>
        HttpResponse.json({ id: 'tr_1', object: 'transfer', amount: 15_300, currency: 'nzd' }),
      ),
    );
    expect(await gateway.transfer(transfer)).toEqual({ id: 'tr_1' });
  });

  it('throws GatewayDeclinedError when Stripe refuses the transfer for good', async () => {
    server.use(
      http.post(`${STRIPE}/transfers`, () =>
        stripeError(400, {
          type: 'invalid_request_error',
          code: 'balance_insufficient',
          message: 'You have insufficient funds in your Stripe account.',
        }),
      ),
    );
    await expect(gateway.transfer(transfer)).rejects.toMatchObject({
      name: 'GatewayDeclinedError',
      code: 'balance_insufficient',
      retryable: false,
    });
  });

  it('treats a key reused with other parameters as permanent', async () => {
    server.use(
      http.post(`${STRIPE}/transfers`, () =>
        stripeError(400, {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters.',
        }),
      ),
    );
    await expect(gateway.transfer(transfer)).rejects.toBeInstanceOf(GatewayDeclinedError);
  });
});
