// The payment reconciliation sweep against the real lifecycle (Temporal dev server, worker, sandbox gateway): charges
// the API never delivered are handed to their running workflow or, when it has ended, refunded whole; a provider
// failure for one payment does not stop the others; running it again, or twice at once, moves money once.
import {
  consultationWorkflowId,
  PAYMENT_RECONCILIATION_SCHEDULE_ID,
} from '@expertbridge/workflows';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReconciliationFor } from '../../src/composition/worker.js';
import { GatewayUnavailableError } from '../../src/modules/payments/gateway/gateway-errors.js';
import type { SandboxPaymentGateway } from '../../src/modules/payments/gateway/sandbox-gateway.js';
import { ensureReconciliationSchedule } from '../../src/modules/payments/reconciliation-schedule.js';
import { bookWithIntent, eventually, expertAt } from '../helpers/booking.js';
import type { ExpertRow } from '../helpers/consultation-rows.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { dailySlots, ledgerOf } from '../faults/fault-stack.js';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const slots = dailySlots();
/** Every run is started by the test: the schedule's own runs come a day apart. */
const SCHEDULE_OFF = { PAYMENT_SWEEP_PERIOD_MS: '86400000' };

let app: LifecycleTestApp;
let sandbox: SandboxPaymentGateway;
let client: TestUser;
let expert: ExpertRow;
const refunds: string[] = [];
/** Intents whose next lookup at the provider fails as if it were out of reach. */
const unreachable = new Set<string>();

beforeAll(async () => {
  app = await startLifecycleApp({}, SCHEDULE_OFF);
  if (app.payments.kind !== 'sandbox') throw new Error('the sandbox gateway is expected');
  sandbox = app.payments;
  client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  expert = await expertAt(app, await createSignedInUser(app), slots.first);
}, 180_000);
afterAll(() => app?.close());

/** The sweep as the worker runs it, over a gateway that counts refunds and fails lookups on request. */
function sweep() {
  const gateway = Object.create(sandbox) as SandboxPaymentGateway;
  gateway.retrievePaymentIntent = async (id) => {
    if (unreachable.delete(id))
      throw new GatewayUnavailableError('sandbox', 'the provider timed out');
    return sandbox.retrievePaymentIntent(id);
  };
  gateway.refund = async (input) => {
    refunds.push(input.paymentIntentId);
    return sandbox.refund(input);
  };
  return paymentReconciliationFor({
    config: app.config,
    db: app.db,
    gateway,
    temporal: app.temporal,
    logger: pino({ level: 'silent' }),
  }).reconcilePayments({ graceMs: 0, batchSize: 50 });
}

/** A booking with its intent; `charged`: the provider charged the card and the API heard nothing of it. */
async function booking(charged: boolean) {
  const { id, paymentIntentId } = await bookWithIntent(client.client, expert, slots.next());
  if (charged) await sandbox.confirmSandboxPayment({ paymentIntentId, ...card });
  return { id, paymentIntentId };
}

const statusOf = async (id: string) =>
  (await app.db.knex('consultations').where({ id }).first('status')).status as string;

const kindsFor = async (table: 'notifications' | 'email_outbox', id: string) =>
  (await app.db.knex(table).where({ consultation_id: id }).pluck('kind')) as string[];

/** A booking whose workflow has ended (the client cancelled before paying), charged afterwards. */
async function closedBookingCharged() {
  const closed = await booking(false);
  const cancelled = await client.client.post(`/api/consultations/${closed.id}/cancel`, {});
  expect(cancelled.status).toBe(200);
  const workflow = app.temporal.workflow.getHandle(consultationWorkflowId(closed.id));
  await eventually(
    async () => (await workflow.describe()).status.name,
    (status) => status !== 'RUNNING',
  );
  await sandbox.confirmSandboxPayment({ paymentIntentId: closed.paymentIntentId, ...card });
  return closed;
}

describe('the payment reconciliation sweep', () => {
  it('delivers or refunds every charged payment, past a provider failure, and moves money once', async () => {
    const open = await booking(true);
    const closed = await closedBookingCharged();
    const unpaid = await booking(false);
    const flaky = await booking(true);
    unreachable.add(flaky.paymentIntentId);

    const sweptFrom = Date.now();
    const first = await sweep();
    expect(first).toEqual({ checked: 4, delivered: 1, refunded: 1, failed: 1 });
    // The running workflow takes the payment: the client gets the usual payment-received notices.
    await eventually(
      () => statusOf(open.id),
      (status) => status === 'pending',
    );
    expect(await ledgerOf(app, open.id)).toEqual({
      balances: { client_payments: -18_000, escrow: 18_000 },
      memos: ['client payment into escrow'],
    });
    expect(await kindsFor('notifications', open.id)).toContain('payment_received');
    // The ended one is refunded whole, both movements posted, and the client told in-app and by e-mail.
    expect(refunds).toEqual([closed.paymentIntentId]);
    const refunded = await ledgerOf(app, closed.id);
    expect(refunded.memos).toEqual([`late payment ${closed.paymentIntentId} refunded in full`]);
    expect(refunded.balances).toEqual({
      client_payments: -18_000,
      refunds: 18_000,
      refunds_payable: 0,
    });
    expect(await kindsFor('notifications', closed.id)).toContain('refund_issued');
    expect(await kindsFor('email_outbox', closed.id)).toContain('refund_issued');
    // The unpaid one is left alone, and waits before it is asked about again.
    expect(await statusOf(unpaid.id)).toBe('pending_payment');
    const deferred = await app.db
      .knex('consultation_payments')
      .where({ payment_intent_id: unpaid.paymentIntentId })
      .first('reconcile_after');
    expect(deferred.reconcile_after.getTime()).toBeGreaterThanOrEqual(sweptFrom + 1_000);

    // The next run takes the one whose lookup failed, and nothing else moves.
    // (The unpaid one may be due again by now: its wait grows with its age, which is seconds here.)
    const second = await sweep();
    expect(second).toMatchObject({ delivered: 1, refunded: 0, failed: 0 });
    await eventually(
      () => statusOf(flaky.id),
      (status) => status === 'pending',
    );
    expect(await sweep()).toMatchObject({ delivered: 0, refunded: 0, failed: 0 });
    expect(refunds).toEqual([closed.paymentIntentId]);
    expect((await ledgerOf(app, open.id)).memos).toEqual(['client payment into escrow']);
    expect((await ledgerOf(app, flaky.id)).memos).toEqual(['client payment into escrow']);
    expect((await ledgerOf(app, closed.id)).memos).toHaveLength(1);
  }, 120_000);

  it('moves each payment once when two sweeps run at the same time', async () => {
    const payments = [await booking(true), await booking(true), await closedBookingCharged()];
    const refundsBefore = refunds.length;
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a.delivered + b.delivered).toBe(2);
    expect(a.refunded + b.refunded).toBe(1);
    expect(a.failed + b.failed).toBe(0);
    for (const { id } of payments.slice(0, 2)) {
      await eventually(
        () => statusOf(id),
        (status) => status === 'pending',
      );
      expect((await ledgerOf(app, id)).memos).toEqual(['client payment into escrow']);
    }
    expect(refunds.slice(refundsBefore)).toEqual([payments[2]!.paymentIntentId]);
    expect((await ledgerOf(app, payments[2]!.id)).memos).toHaveLength(1);
  }, 120_000);

  it('takes over a payment the card step verified but could not deliver, however old', async () => {
    const { id, paymentIntentId } = await booking(true);
    // Older than any look-back for payments never heard of, but verified: the sweep still takes it.
    await app.db
      .knex('consultation_payments')
      .where({ payment_intent_id: paymentIntentId })
      .update({
        created_at: app.db.knex.raw("CURRENT_TIMESTAMP - interval '30 days'"),
        verified_at: app.db.knex.raw('CURRENT_TIMESTAMP'),
      });
    expect(await sweep()).toMatchObject({ delivered: 1, failed: 0 });
    await eventually(
      () => statusOf(id),
      (status) => status === 'pending',
    );
  }, 120_000);

  it("keeps one schedule, set to the last worker's settings, when workers start at once", async () => {
    const schedule = app.temporal.schedule.getHandle(PAYMENT_RECONCILIATION_SCHEDULE_ID);
    expect((await schedule.describe()).spec.intervals).toEqual([
      expect.objectContaining({ every: 86_400_000 }),
    ]);
    const settings = { periodMs: 120_000, graceMs: 30_000, batchSize: 20 };
    await Promise.all([
      ensureReconciliationSchedule(app.temporal, settings),
      ensureReconciliationSchedule(app.temporal, settings),
    ]);
    const described = await schedule.describe();
    expect(described.spec.intervals).toEqual([expect.objectContaining({ every: 120_000 })]);
    expect(described.action).toMatchObject({
      workflowType: 'paymentReconciliationWorkflow',
      args: [{ graceMs: 30_000, batchSize: 20 }],
    });
    expect(described.policies.overlap).toBe('SKIP');
  });
});
