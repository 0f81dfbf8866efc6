// The lifecycle worker killed (SIGKILL, no shutdown) mid-lifecycle, twice: once after the client has paid and before
// the payment is recorded and the expert confirms, once while the money is held in escrow. Restarted, the worker
// finishes the lifecycle from Temporal's history and the money moves exactly once (ledger and provider read back).
// The worker runs as its own process (`npm run worker`), which needs PostgreSQL: the PGlite run skips this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import { createSignedInUser } from '../helpers/users.js';
import {
  ledgerOf,
  startFaultApp,
  startWorkerProcess,
  type FaultApp,
  type WorkerProcess,
} from './fault-stack.js';
import { withinSeconds } from './bounded.js';

const HOUR = 3_600_000;
const onPostgres = process.env.DATABASE_URL !== undefined;
let app: FaultApp;
let worker: WorkerProcess | undefined;

describe.runIf(onPostgres)('the lifecycle worker killed mid-lifecycle', () => {
  beforeAll(async () => {
    // Start is allowed at once and the complaint window lasts 3 s, so the test sees the payout.
    app = await startFaultApp({
      worker: 'process',
      lifecycle: { joinWindowLeadMs: 40 * 24 * HOUR, escrowHoldMs: 3_000 },
    });
    worker = await startWorkerProcess(app);
  }, 180_000);
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
  });

  it('completes the lifecycle after each restart and moves the money exactly once', async () => {
    const at = fullHourAfter(3 * 24 * HOUR);
    const client = await createSignedInUser(app);
    const expertUser = await createSignedInUser(app);
    const expert = await expertAt(app, expertUser, at);
    const booked = await book(client.client, expert, at);
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    const read = async () => (await client.client.get(`/api/consultations/${id}`)).body;
    const intent = await client.client.post('/api/create-payment-intent', {
      amount: 18000,
      consultationId: id,
    });
    expect(intent.status).toBe(200);
    const paymentIntentId = intent.body.paymentIntentId as string;

    // The worker dies; the client pays meanwhile. The charge is taken and handed to the workflow, which has no worker
    // to record it: the answers say so (still pending_payment) instead of hanging.
    await worker!.kill();
    worker = undefined;
    const paid = await client.client.post('/api/payments/sandbox/confirm', {
      paymentIntentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    const processed = await withinSeconds(20, () =>
      client.client.post('/api/process-payment', { consultationId: id, paymentIntentId }),
    );
    expect(processed.status).toBe(200);
    expect(processed.body.status).toBe('pending_payment');
    // The expert accepts while no worker runs: a clear 503 within the call's time limit, not a hang. Temporal has
    // taken the update in, so the answer says it may still take effect.
    const unconfirmed = await withinSeconds(30, () =>
      expertUser.client.patch(`/api/consultations/${id}`, { status: 'confirmed' }),
    );
    expect(unconfirmed.status).toBe(503);
    expect(unconfirmed.body.error).toMatchObject({
      code: 'lifecycle_unavailable',
      message: expect.stringContaining('may still take effect'),
    });
    expect((await read()).status).toBe('pending_payment');

    // Restarted, the worker records the payment from the history, then the expert's acceptance: each once.
    worker = await startWorkerProcess(app);
    const confirmed = await eventually(read, (c) => c.status === 'confirmed', 60_000);
    expect(confirmed.money).toMatchObject({ paid: 18000, inEscrow: 18000 });
    // The expert, trying again, is told it is done already rather than accepting twice.
    const again = await expertUser.client.patch(`/api/consultations/${id}`, {
      status: 'confirmed',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invalid_state');
    const started = await client.client.patch(`/api/consultations/${id}`, {
      status: 'in_progress',
    });
    expect(started.body.status).toBe('in_progress');
    const ended = await expertUser.client.post(`/api/consultations/${id}/complete`);
    expect(ended.body).toMatchObject({ status: 'completed', money: { state: 'held' } });

    // Killed again while escrow holds the money; the payout falls due while no worker runs.
    await worker.kill();
    worker = undefined;
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    // Due, not paid: the money waits in escrow for a worker.
    expect((await read()).money).toMatchObject({ state: 'releasable', inEscrow: 18000 });
    worker = await startWorkerProcess(app);
    const paidOut = await eventually(read, (c) => c.money.state === 'paid_out', 60_000);
    expect([paidOut.money.paidOut, paidOut.money.platformRevenue]).toEqual([15300, 2700]);

    // Read back: one payment into escrow, one release, one payout; every cent accounted for.
    const ledger = await eventually(
      () => ledgerOf(app, id),
      (l) => l.balances.expert_payable === 0,
      30_000,
    );
    expect(ledger.balances).toEqual({
      client_payments: -18000,
      escrow: 0,
      platform_revenue: 2700,
      expert_payable: 0,
      payouts: 15300,
    });
    expect(ledger.memos).toEqual([
      'client payment into escrow',
      'escrow released',
      'payout to the expert',
    ]);
    // And at the provider: one charge, one transfer, no refund.
    const knex = app.db.knex;
    const charges = await knex('sandbox_payment_intents').where({ consultation_id: id });
    expect(charges.map((c) => [c.status, Number(c.amount)])).toEqual([['succeeded', 18000]]);
    const transfers = await knex('sandbox_transfers').where({ transfer_group: id });
    expect(transfers.map((t) => Number(t.amount))).toEqual([15300]);
    expect(await knex('sandbox_refunds').where({ payment_intent_id: paymentIntentId })).toEqual([]);
  }, 300_000);
});
