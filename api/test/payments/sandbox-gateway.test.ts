// The sandbox gateway on a real (PGlite or PostgreSQL) database: Stripe's test-card answers, idempotency, and the
// bounds on refunds and transfers that keep the books right.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db.js';
import { WebhookSignatureError } from '../../src/modules/payments/gateway/gateway-errors.js';
import { SandboxPaymentGateway } from '../../src/modules/payments/gateway/sandbox-gateway.js';
import { createSandboxRepository } from '../../src/modules/payments/gateway/sandbox.repository.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { DECLINED, newIntent, sandboxNow, VISA } from './sandbox-fixtures.js';

let db: Database;
let gateway: SandboxPaymentGateway;

beforeAll(async () => {
  db = await createTestDatabase();
  gateway = new SandboxPaymentGateway(createSandboxRepository(db.knex), {
    now: sandboxNow,
    webhookSecret: 'whsec_sandbox_test',
  });
});
afterAll(() => db?.close());

describe('sandbox payment intents', () => {
  it('creates an intent awaiting a card, and answers the same intent for the same key', async () => {
    const consultationId = randomUUID();
    const input = {
      consultationId,
      amount: 18_000,
      currency: 'NZD' as const,
      customerUserId: randomUUID(),
      idempotencyKey: `consultation-${consultationId}:payment-intent`,
    };
    const first = await gateway.createPaymentIntent(input);
    expect(first).toMatchObject({
      amount: 18_000,
      currency: 'NZD',
      status: 'requires_payment_method',
    });
    expect(first.clientSecret).toMatch(new RegExp(`^${first.id}_secret_`));
    expect(await gateway.createPaymentIntent(input)).toEqual(first);
    const other = await gateway.createPaymentIntent({ ...input, idempotencyKey: 'another-key' });
    expect(other.id).not.toBe(first.id);
  });

  it('refuses a key reused for another amount', async () => {
    const { consultationId } = await newIntent(gateway, 18_000);
    await expect(
      gateway.createPaymentIntent({
        consultationId,
        amount: 9_000,
        currency: 'NZD',
        customerUserId: randomUUID(),
        idempotencyKey: `consultation-${consultationId}:payment-intent`,
      }),
    ).rejects.toMatchObject({ name: 'GatewayDeclinedError', code: 'idempotency_error' });
  });

  it('takes 4242 4242 4242 4242 and reports the intent succeeded, with a signed success event', async () => {
    const { consultationId, intent } = await newIntent(gateway);
    const paid = await gateway.confirmSandboxPayment({ paymentIntentId: intent.id, ...VISA });
    expect(paid.intent).toEqual({
      id: intent.id,
      status: 'succeeded',
      amount: 18_000,
      currency: 'NZD',
      consultationId,
    });
    expect(await gateway.retrievePaymentIntent(intent.id)).toEqual(paid.intent);
    const event = gateway.parseWebhook(paid.webhook.payload, paid.webhook.signature);
    expect(event).toMatchObject({
      type: 'payment_intent.succeeded',
      paymentIntentId: intent.id,
      consultationId,
    });
  });

  it.each([
    [DECLINED.cardNumber, 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'incorrect_number', 'Your card number is incorrect.'],
  ])('declines %s with %s and leaves the intent payable', async (cardNumber, code, message) => {
    const { intent } = await newIntent(gateway);
    const declined = await gateway.confirmSandboxPayment({
      paymentIntentId: intent.id,
      ...VISA,
      cardNumber,
    });
    expect(declined.intent.status).toBe('requires_payment_method');
    expect(declined.intent.lastError).toEqual({ code, message });
    expect(gateway.parseWebhook(declined.webhook.payload, declined.webhook.signature).type).toBe(
      'payment_intent.payment_failed',
    );
    const retried = await gateway.confirmSandboxPayment({ paymentIntentId: intent.id, ...VISA });
    expect(retried.intent.status).toBe('succeeded');
    expect(retried.intent.lastError).toBeUndefined();
  });

  it('declines an expired card and a short security code', async () => {
    const { intent } = await newIntent(gateway);
    const expired = await gateway.confirmSandboxPayment({
      paymentIntentId: intent.id,
      ...VISA,
      expiry: '02/27',
    });
    expect(expired.intent.lastError?.code).toBe('expired_card');
    const shortCvc = await gateway.confirmSandboxPayment({
      paymentIntentId: intent.id,
      ...VISA,
      cvc: '12',
    });
    expect(shortCvc.intent.lastError?.code).toBe('incorrect_cvc');
  });

  it('never charges a succeeded intent again: a second confirm answers the same success and event', async () => {
    const { intent } = await newIntent(gateway);
    const first = await gateway.confirmSandboxPayment({ paymentIntentId: intent.id, ...VISA });
    const again = await gateway.confirmSandboxPayment({ paymentIntentId: intent.id, ...DECLINED });
    expect(again.intent).toEqual(first.intent);
    expect(again.webhook.payload).toBe(first.webhook.payload);
  });

  it('refuses to confirm or read an intent that does not exist', async () => {
    await expect(gateway.retrievePaymentIntent('pi_sb_missing')).rejects.toMatchObject({
      code: 'resource_missing',
    });
    await expect(
      gateway.confirmSandboxPayment({ paymentIntentId: 'pi_sb_missing', ...VISA }),
    ).rejects.toMatchObject({ name: 'GatewayDeclinedError', code: 'resource_missing' });
  });

  it('refuses its events when the signature is wrong or made with another secret', async () => {
    const { intent } = await newIntent(gateway);
    const { webhook } = await gateway.confirmSandboxPayment({
      paymentIntentId: intent.id,
      ...VISA,
    });
    const altered = webhook.payload.replace('"succeeded"', '"canceled"');
    expect(() => gateway.parseWebhook(altered, webhook.signature)).toThrow(WebhookSignatureError);
    const other = new SandboxPaymentGateway(createSandboxRepository(db.knex), { now: sandboxNow });
    expect(() => other.parseWebhook(webhook.payload, webhook.signature)).toThrow(
      WebhookSignatureError,
    );
  });
});
