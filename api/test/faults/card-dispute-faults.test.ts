// Card disputes with the Stripe gateway while Stripe (stripe-mock behind the fault proxy) fails: the payout's reversal
// whose first answer is lost is made once (one key) and posted once, even with the event delivered ten times at once;
// the evidence sent through a 500, a hang and a reset goes once under one key; a reversal the expert's connected
// balance cannot cover takes what it holds and posts the rest as owed, forgiven when the dispute is won; and a dispute
// on a charge this platform never made is recorded and answered 200 with nothing else changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, eventually, expertAt } from '../helpers/booking.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { startStripeMock, type StripeMockServer } from '../helpers/stripe-mock.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { dailySlots, ledgerOf } from './fault-stack.js';
import { deliverStripeEvent, stripeThroughProxy } from './stripe-events.js';
import { startStripeFaultProxy, type StripeFaultProxy } from './stripe-fault-proxy.js';

const SECRET = 'whsec_dispute_faults';
const slots = dailySlots();
let mock: StripeMockServer;
let proxy: StripeFaultProxy;
let app: LifecycleTestApp;
let client: TestUser;
let admin: TestUser;

beforeAll(async () => {
  mock = await startStripeMock();
  proxy = await startStripeFaultProxy(() => mock.port);
  app = await startLifecycleApp(
    { joinWindowLeadMs: 40 * 24 * 3_600_000, escrowHoldMs: 1_000 },
    stripeThroughProxy(proxy.port, 'disputefaults', SECRET),
  );
  client = await createSignedInUser(app);
  admin = await createSignedInUser(app, { admin: true });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await mock?.stop();
});

const sentTo = (method: string, path: RegExp) =>
  proxy.seen.filter((request) => request.method === method && path.test(request.path));
const balances = async (id: string) => (await ledgerOf(app, id)).balances;
const disputeRow = (id: string) => app.db.knex('card_disputes').where({ id }).first();

/** Booked, paid through "Stripe", held, completed and paid out to the expert's connected account. */
async function paidOut() {
  const at = slots.next();
  const expertUser = await createSignedInUser(app);
  const expert = await expertAt(app, expertUser, at);
  const booked = await book(client.client, expert, at);
  const id = booked.body.id as string;
  const intent = await client.client.post('/api/create-payment-intent', {
    amount: 18_000,
    consultationId: id,
  });
  const paymentIntentId = intent.body.paymentIntentId as string;
  proxy.charge(paymentIntentId);
  const paid = await client.client.post('/api/process-payment', {
    consultationId: id,
    paymentIntentId,
  });
  expect(paid.status).toBe(200);
  for (const [who, body] of [
    [expertUser, { status: 'confirmed' }],
    [client, { status: 'in_progress' }],
  ] as const) {
    expect((await who.client.request('PATCH', `/api/consultations/${id}`, { body })).status).toBe(
      200,
    );
  }
  expect(
    (await expertUser.client.request('POST', `/api/consultations/${id}/complete`)).status,
  ).toBe(200);
  await eventually(
    () => balances(id),
    (now) => now.payouts === 15_300,
  );
  return { id, paymentIntentId };
}

let events = 0;
const deliver = (type: string, disputeId: string, id = `evt_dispute_faults_${++events}`) =>
  deliverStripeEvent(app, SECRET, {
    id,
    type,
    object: { id: disputeId, object: 'dispute', charge: 'ch_dispute_faults' },
  });

const REVERSALS = /^\/v1\/transfers\/[^/]+\/reversals$/;

/**
 * A paid-out consultation disputed while the expert's connected balance holds 100.00 of the 153.00 paid out, the
 * reversals answered as `plan` says; answers once the dispute records what the expert owes.
 */
async function shortDispute(disputeId: string, plan: Parameters<StripeFaultProxy['plan']>[0]) {
  const { id, paymentIntentId } = await paidOut();
  proxy.dispute(disputeId, { paymentIntentId, amount: 18_000, currency: 'nzd' });
  proxy.balance([{ amount: 10_000, currency: 'nzd' }]);
  proxy.seen.length = 0;
  proxy.plan((request) =>
    request.method === 'POST' && REVERSALS.test(request.path) ? plan(request) : 'forward',
  );
  expect((await deliver('charge.dispute.created', disputeId)).status).toBe(200);
  const row = await eventually(
    () => disputeRow(disputeId),
    (current) => current?.owed_by_expert > 0,
    30_000,
  );
  expect(row).toMatchObject({ reversed_amount: 10_000, owed_by_expert: 5_300 });
  return id;
}

describe('card disputes with Stripe failing', () => {
  it('records a dispute on a charge never made here and changes nothing', async () => {
    // Not declared to the proxy: stripe-mock's own dispute, on an intent no consultation has.
    const answer = await deliver('charge.dispute.created', 'dp_stranger', 'evt_dp_stranger');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ received: true, duplicate: false });
    expect(await disputeRow('dp_stranger')).toBeUndefined();
    expect(await app.db.knex('webhook_events').where({ id: 'evt_dp_stranger' })).toHaveLength(1);
    expect(sentTo('POST', REVERSALS)).toEqual([]);
  }, 30_000);

  it('reverses once and posts once when the answer is lost and the event comes ten times; sends the evidence once', async () => {
    const { id, paymentIntentId } = await paidOut();
    const disputeId = 'dp_faults_reversal';
    proxy.dispute(disputeId, { paymentIntentId, amount: 18_000, currency: 'nzd' });
    proxy.seen.length = 0;
    proxy.plan(({ method, path, attempt }) =>
      method === 'POST' && REVERSALS.test(path) && attempt === 1 ? 'lost' : 'forward',
    );
    const created = 'evt_faults_reversal_created';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliver('charge.dispute.created', disputeId, created)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    await eventually(
      () => disputeRow(disputeId),
      (row) => row?.reversed_amount === 15_300,
      30_000,
    );
    const reversals = sentTo('POST', REVERSALS);
    expect(reversals.map((request) => request.fault)).toEqual(['lost', 'forward']);
    // Stripe acted on the lost one; the retry's same key answers that reversal instead of making another.
    expect(new Set(reversals.map((request) => request.idempotencyKey)).size).toBe(1);
    const reversed = (await ledgerOf(app, id)).memos.filter((memo) => memo.includes('reversed'));
    expect(reversed).toEqual([`card dispute ${disputeId}: the expert's payout reversed`]);
    expect(await balances(id)).toMatchObject({
      payouts: 0,
      disputed_funds: 18_000,
      dispute_fees: 2_500,
      platform_funds: -5_200,
    });

    // The evidence, sent by an admin through a 500, a hang and a reset: one submission under one key.
    const submit = new RegExp(`^/v1/disputes/${disputeId}$`);
    proxy.seen.length = 0;
    proxy.plan(({ method, path, attempt }) =>
      method === 'POST' && submit.test(path)
        ? ((['fail', 'hang', 'reset'] as const)[attempt - 1] ?? 'forward')
        : 'forward',
    );
    const sent = await admin.client.request(
      'POST',
      `/api/admin/card-disputes/${disputeId}/submit`,
      {
        body: { note: 'The client attended the whole session.' },
      },
    );
    expect(sent.status).toBe(202);
    await eventually(
      () => disputeRow(disputeId),
      (row) => row.evidence_submitted_at !== null,
      30_000,
    );
    const submissions = sentTo('POST', submit);
    expect(submissions.map((request) => request.fault)).toEqual([
      'fail',
      'hang',
      'reset',
      'forward',
    ]);
    expect(new Set(submissions.map((request) => request.idempotencyKey)).size).toBe(1);
  }, 90_000);

  it("takes what the expert's balance holds, posts the rest as owed, and forgives it when won", async () => {
    const disputeId = 'dp_faults_short';
    // Stripe refuses the whole reversal: the connected account holds less than the payout.
    let refused = false;
    const id = await shortDispute(disputeId, () => {
      if (refused) return 'forward';
      refused = true;
      return 'insufficient';
    });
    const reversals = sentTo('POST', REVERSALS);
    expect(reversals.map((request) => request.fault)).toEqual(['insufficient', 'forward']);
    expect(reversals[1]!.idempotencyKey).toBe(`${reversals[0]!.idempotencyKey}:partial`);
    expect(sentTo('GET', /^\/v1\/balance$/)).toHaveLength(1);
    expect(await balances(id)).toMatchObject({
      payouts: 0,
      platform_funds: -10_500,
      expert_receivable: 5_300,
    });

    // The bank decides for us: the funds come back and the expert owes nothing.
    proxy.dispute(disputeId, { status: 'won' });
    expect((await deliver('charge.dispute.closed', disputeId)).status).toBe(200);
    const settled = await eventually(
      () => balances(id),
      (now) => now.payouts === 15_300,
      30_000,
    );
    expect(settled).toMatchObject({ expert_receivable: 0, disputed_funds: 0, dispute_fees: 2_500 });
    const memos = (await ledgerOf(app, id)).memos.filter((memo) => memo.includes(disputeId));
    expect(memos).toContain(`card dispute ${disputeId} won: the expert owes nothing`);
  }, 90_000);

  it('reverses the part once when its answer is lost and the balance has dropped by it on the retry', async () => {
    // Refused whole (and again on every retry: Stripe answers a key with its first result); the part is made but
    // every answer of the call is lost, so the step fails and is retried with the balance now at 0.
    const id = await shortDispute('dp_faults_short_lost', ({ idempotencyKey }) => {
      if (!idempotencyKey?.endsWith(':partial')) return 'insufficient';
      proxy.balance([{ amount: 0, currency: 'nzd' }]);
      return 'lost';
    });
    // The retry finds the part made and makes no other.
    const faults = sentTo('POST', REVERSALS).map((request) => request.fault);
    expect(faults[0]).toBe('insufficient');
    expect(faults.at(-1)).toBe('insufficient');
    expect(new Set(faults.slice(1, -1))).toEqual(new Set(['lost']));
    expect(sentTo('GET', /^\/v1\/balance$/)).toHaveLength(1);
    expect(await balances(id)).toMatchObject({ payouts: 0, expert_receivable: 5_300 });
  }, 90_000);
});
