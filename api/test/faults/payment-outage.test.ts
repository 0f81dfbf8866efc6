// The Temporal server stopped while a client pays: the sandbox charges the card, but the confirmation cannot reach
// the consultation's workflow and answers 503. With no further call from the client, the reconciliation sweep finds
// the charge once Temporal is back: it is delivered when the booking is still open (the consultation moves to
// pending), or refunded whole when the workflow has already expired the booking; either way on the ledger, balanced,
// and the client told.
import { PAYMENT_RECONCILIATION_SCHEDULE_ID } from '@expertbridge/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithIntent, eventually, expertAt } from '../helpers/booking.js';
import type { ExpertRow } from '../helpers/consultation-rows.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { withinSeconds } from './bounded.js';
import { dailySlots, ledgerOf, startFaultApp, type FaultApp } from './fault-stack.js';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
/** The sweep every 2 s: the test waits for it, not for the default minute. */
const SWEEP_PERIOD_S = 2;

interface Paying {
  app: FaultApp;
  client: TestUser;
  expert: ExpertRow;
  slots: ReturnType<typeof dailySlots>;
}

async function start(paymentWindowMs: number, graceSeconds: number): Promise<Paying> {
  const slots = dailySlots();
  const app = await startFaultApp({
    worker: 'in-process',
    lifecycle: { paymentWindowMs },
    env: {
      PAYMENT_SWEEP_PERIOD_MS: String(SWEEP_PERIOD_S * 1000),
      PAYMENT_SWEEP_GRACE_MS: String(graceSeconds * 1000),
    },
  });
  const client = await createSignedInUser(app);
  const expert = await expertAt(app, await createSignedInUser(app), slots.first);
  return { app, client, expert, slots };
}

/** Books (Temporal up), stops Temporal, pays with the card: the card is charged, the answer is a prompt 503. */
async function payWhileTemporalIsDown({ app, client, expert, slots }: Paying) {
  const { id, paymentIntentId } = await bookWithIntent(client.client, expert, slots.next());
  await app.temporalServer.stop();
  const confirmed = await withinSeconds(25, () =>
    client.client.post('/api/payments/sandbox/confirm', { paymentIntentId, ...card }),
  );
  expect(confirmed.status).toBe(503);
  expect(confirmed.body.error.code).toBe('lifecycle_unavailable');
  const charged = await app.db
    .knex('sandbox_payment_intents')
    .where({ id: paymentIntentId })
    .first('status');
  expect(charged.status).toBe('succeeded');
  return { id, paymentIntentId };
}

const consultationOf = (app: FaultApp, id: string) =>
  app.db.knex('consultations').where({ id }).first('status', 'cancellation_reason');

/** What the sweep had to go on, for a failure's message: the payment's row and the schedule's open and last runs. */
async function sweepState(app: FaultApp, paymentIntentId: string): Promise<string> {
  const payment = await app.db
    .knex('consultation_payments')
    .where({ payment_intent_id: paymentIntentId })
    .first('status', 'verified_at', 'delivered_at', 'reconcile_after');
  const schedule = await app.temporal.schedule
    .getHandle(PAYMENT_RECONCILIATION_SCHEDULE_ID)
    .describe()
    .then(
      ({ info }) => ({
        running: info.runningActions.map((action) => action.workflow.workflowId),
        lastTaken: info.recentActions.slice(-3).map((action) => action.takenAt.toISOString()),
      }),
      (error: unknown) => String(error),
    );
  return JSON.stringify({ now: new Date().toISOString(), payment, schedule });
}

const kindsFor = async (app: FaultApp, table: 'notifications' | 'email_outbox', id: string) =>
  (await app.db.knex(table).where({ consultation_id: id }).pluck('kind')) as string[];

describe('Temporal back inside the payment window', () => {
  let paying: Paying;
  beforeAll(async () => {
    paying = await start(300_000, 1);
  }, 180_000);
  afterAll(() => paying?.app.close());

  it('delivers the charged payment to its workflow with no client action', async () => {
    const { app } = paying;
    const { id, paymentIntentId } = await payWhileTemporalIsDown(paying);
    await app.temporalServer.start();
    // The worker's pollers reconnect with a backoff (up to a minute, as in temporal-outage.test.ts); the sweep's
    // next run then delivers it, well inside the window: the sweep, not the client, moved it.
    await eventually(
      () => consultationOf(app, id),
      (row) => row.status === 'pending',
      90_000,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}; ${await sweepState(app, paymentIntentId)}`);
    });
    expect(await ledgerOf(app, id)).toEqual({
      balances: { client_payments: -18_000, escrow: 18_000 },
      memos: ['client payment into escrow'],
    });
    const payment = await app.db
      .knex('consultation_payments')
      .where({ payment_intent_id: paymentIntentId })
      .first('delivered_at', 'verified_at', 'status');
    expect(payment).toMatchObject({ status: 'succeeded', delivered_at: expect.any(Date) });
    expect(payment.verified_at).toBeInstanceOf(Date);
    expect(await kindsFor(app, 'notifications', id)).toContain('payment_received');
    expect(await kindsFor(app, 'email_outbox', id)).toContain('payment_received');
    expect(
      await app.db.knex('sandbox_refunds').where({ payment_intent_id: paymentIntentId }),
    ).toEqual([]);
  }, 180_000);
});

describe('Temporal back after the payment window closed', () => {
  const WINDOW_MS = 15_000;
  let paying: Paying;
  // A grace beyond the outage lets the workflow's own expiry run first once Temporal is back, so this test sees the
  // refund (after the workflow ended, or as a stray payment if the sweep's signal meets the expiry half-way): a sweep
  // arriving before the expiry would deliver the payment, as the test above shows.
  beforeAll(async () => {
    paying = await start(WINDOW_MS, 60);
  }, 180_000);
  afterAll(() => paying?.app.close());

  it('refunds the charged payment whole, posts it and tells the client, with no client action', async () => {
    const { app } = paying;
    const bookedAt = Date.now();
    const { id, paymentIntentId } = await payWhileTemporalIsDown(paying);
    // Down past the window: the workflow expires the booking as soon as it runs again.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, bookedAt + WINDOW_MS + 2_000 - Date.now())),
    );
    await app.temporalServer.start();
    await eventually(
      () => consultationOf(app, id),
      (row) => row.status === 'cancelled',
      90_000,
    );
    expect((await consultationOf(app, id)).cancellation_reason).toBe('payment_window_expired');
    const refunded = await eventually(
      () => ledgerOf(app, id),
      (ledger) => ledger.memos.length > 0,
      120_000,
    );
    expect(refunded.memos).toEqual([
      expect.stringMatching(new RegExp(`^(late|stray) payment ${paymentIntentId} refunded`)),
    ]);
    expect(refunded.balances).toMatchObject({ client_payments: -18_000, refunds: 18_000 });
    expect(Object.values(refunded.balances).reduce((sum, amount) => sum + amount, 0)).toBe(0);
    const refunds = await app.db
      .knex('sandbox_refunds')
      .where({ payment_intent_id: paymentIntentId })
      .select('amount');
    expect(refunds).toEqual([{ amount: 18_000 }]);
    expect(await kindsFor(app, 'notifications', id)).toContain('refund_issued');
    expect(await kindsFor(app, 'email_outbox', id)).toContain('refund_issued');
    // Later sweeps leave it alone: still one refund, one posting.
    await new Promise((resolve) => setTimeout(resolve, 3 * SWEEP_PERIOD_S * 1000));
    expect(
      await app.db.knex('sandbox_refunds').where({ payment_intent_id: paymentIntentId }),
    ).toHaveLength(1);
    expect((await ledgerOf(app, id)).memos).toHaveLength(1);
  }, 300_000);
});
