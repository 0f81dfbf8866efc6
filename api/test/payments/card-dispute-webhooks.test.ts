// The card dispute webhook on the sandbox with Temporal: forged, stale and replayed deliveries, a charge this platform
// did not make, and the same event delivered ten times at once (one reversal, one posting).
import { randomUUID } from 'node:crypto';
import { signWebhook } from '../../src/modules/payments/gateway/gateway-webhooks.js';
import { eventually } from '../helpers/booking.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { cardDisputeFixtures, SECRET, startCardDisputeApp } from './card-dispute-fixtures.js';

let app: LifecycleTestApp;
let f: ReturnType<typeof cardDisputeFixtures>;

beforeAll(async () => {
  app = await startCardDisputeApp();
  f = cardDisputeFixtures(app);
}, 120_000);
afterAll(() => app?.close());

describe('the card dispute webhook', () => {
  it('changes nothing for a forged or an old delivery, and answers a replay as a duplicate', async () => {
    const { id, intent } = await f.paidOutConsultation();
    const { dispute, deliveries } = await f.capturedDispute(intent);
    const [created] = deliveries;
    const forged = await f.deliver({
      ...created!,
      // The signature's first hex digit changed (to 0 it was the same one time in sixteen).
      signature: created!.signature.replace(
        /v1=(.)/,
        (_, digit) => `v1=${digit === '0' ? '1' : '0'}`,
      ),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_signature');
    const old = Math.floor(Date.now() / 1000) - 600;
    const stale = await f.deliver({
      payload: created!.payload,
      signature: signWebhook(created!.payload, SECRET, old),
    });
    expect(stale.status).toBe(400);
    expect(await app.db.knex('card_disputes').where({ id: dispute.id })).toEqual([]);

    expect((await f.deliver(created!)).body).toEqual({ received: true, duplicate: false });
    await eventually(
      () => f.ledger(id),
      (balances) => balances.disputed_funds === 18_000,
    );
    expect((await f.deliver(created!)).body).toEqual({ received: true, duplicate: true });
  }, 60_000);

  it('records a dispute on a charge this platform did not make, changing nothing', async () => {
    const intent = await f.sandbox.createPaymentIntent({
      consultationId: randomUUID(),
      amount: 5_000,
      currency: 'NZD',
      customerUserId: randomUUID(),
      idempotencyKey: `stranger-${randomUUID()}`,
    });
    await f.sandbox.confirmSandboxPayment({
      paymentIntentId: intent.id,
      cardNumber: '4000000000000259',
      expiry: '12/40',
      cvc: '123',
    });
    const { dispute, deliveries } = await f.capturedDispute(intent.id);
    for (const delivery of deliveries) {
      const response = await f.deliver(delivery);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true, duplicate: false });
    }
    expect(await app.db.knex('card_disputes').where({ id: dispute.id })).toEqual([]);
    const events = await app.db
      .knex('webhook_events')
      .where('id', 'like', `evt_${dispute.id.slice(3)}%`);
    expect(events.map((event) => event.type).sort()).toEqual([
      'charge.dispute.created',
      'charge.dispute.funds_withdrawn',
    ]);
  }, 60_000);

  it('reverses once and posts once when the same event is delivered ten times at once', async () => {
    const { id, intent } = await f.paidOutConsultation();
    const { dispute, deliveries } = await f.capturedDispute(intent);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => f.deliver(deliveries[0]!)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    await eventually(
      () => app.db.knex('card_disputes').where({ id: dispute.id }).first(),
      (row) => row?.reversed_amount === 15_300,
    );
    const transfer = await app.db.knex('sandbox_transfers').where({ transfer_group: id }).first();
    const reversals = await app.db
      .knex('sandbox_transfer_reversals')
      .where({ transfer_id: transfer.id });
    expect(reversals.map((reversal) => reversal.amount)).toEqual([15_300]);
    expect((await f.memos(id)).filter((memo) => memo.startsWith('card dispute'))).toEqual([
      'card dispute dp: funds withdrawn by the bank',
      "card dispute dp: the provider's dispute fee",
      "card dispute dp: the expert's payout reversed",
    ]);
    expect(await f.ledger(id)).toEqual({
      client_payments: -18_000,
      platform_revenue: 2_700,
      disputed_funds: 18_000,
      dispute_fees: 2_500,
      platform_funds: -5_200,
    });
  }, 60_000);
});
