// The card dispute tests' shared steps on a lifecycle app with the sandbox: a consultation brought to where a
// dispute finds it, the ledger read per account, and the sandbox's dispute events captured for a test to send.
import type { SandboxDelivery } from '../../src/modules/payments/gateway/sandbox-disputes.js';
import type { SandboxPaymentGateway } from '../../src/modules/payments/gateway/sandbox-gateway.js';
import { expect } from 'vitest';
import { bookAndPay, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { createSignedInUser } from '../helpers/users.js';

export const HOUR = 3_600_000;
/** The sandbox signs with it, so that a test can sign a delivery of its own. */
export const SECRET = 'whsec_card_disputes';

/** The app for card dispute tests: the lifecycle with a 1 s complaint window, starts allowed at once. */
export function startCardDisputeApp(): Promise<LifecycleTestApp> {
  return startLifecycleApp(
    { joinWindowLeadMs: 40 * 24 * HOUR, escrowHoldMs: 1_000 },
    { STRIPE_WEBHOOK_SECRET: SECRET },
  );
}

/** The steps over one app. */
export function cardDisputeFixtures(app: LifecycleTestApp) {
  const sandbox = app.payments as SandboxPaymentGateway;
  async function ledger(consultationId: string) {
    const rows: { account: string; total: string }[] = await app.db
      .knex('ledger_entries')
      .where({ consultation_id: consultationId })
      .select('account')
      .sum({ total: 'amount' })
      .groupBy('account');
    return Object.fromEntries(
      rows.map((r) => [r.account, Number(r.total)]).filter(([, total]) => total !== 0),
    );
  }

  async function memos(consultationId: string): Promise<string[]> {
    const rows: { memo: string }[] = await app.db
      .knex('ledger_entries')
      .where({ consultation_id: consultationId })
      .where('amount', '>', 0)
      .orderBy('id')
      .select('memo');
    return rows.map((row) => row.memo.replace(/dp_sb_[0-9a-f]+/, 'dp'));
  }

  /** Books and pays, accepted and started: escrow holds the money. */
  async function startedConsultation() {
    const at = fullHourAfter(3 * 24 * HOUR);
    const client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
    const expertUser = await createSignedInUser(app, { firstName: 'Ethan', lastName: 'Walker' });
    const expert = await expertAt(app, expertUser, at);
    const paid = await bookAndPay(client.client, expert, at);
    const id = paid.id as string;
    for (const [who, body] of [
      [expertUser, { status: 'confirmed' }],
      [client, { status: 'in_progress' }],
    ] as const) {
      const response = await who.client.request('PATCH', `/api/consultations/${id}`, { body });
      expect(response.status).toBe(200);
    }
    const { payment_intent_id: intent } = await app.db
      .knex('consultations')
      .where({ id })
      .first('payment_intent_id');
    return { id, intent: intent as string, client, expertUser };
  }

  /** Books, pays, holds a session and waits for the payout: the consultation as a dispute finds it. */
  async function paidOutConsultation() {
    const started = await startedConsultation();
    const { id, expertUser } = started;
    const completed = await expertUser.client.request('POST', `/api/consultations/${id}/complete`);
    expect(completed.status).toBe(200);
    await eventually(
      () => ledger(id),
      (balances) => balances.payouts === 15_300,
    );
    return started;
  }

  /** Opens a dispute on the intent and answers its deliveries instead of sending them (a test sends them). */
  async function capturedDispute(intent: string) {
    const deliveries: SandboxDelivery[] = [];
    const receiver = sandbox.disputes!.receiver;
    sandbox.disputes!.receiver = async (delivery) => deliveries.push(delivery);
    try {
      return { dispute: await sandbox.disputes!.open(intent), deliveries };
    } finally {
      sandbox.disputes!.receiver = receiver;
    }
  }

  const deliver = (delivery: SandboxDelivery) =>
    app.client().request('POST', '/api/webhooks/stripe', {
      rawBody: delivery.payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': delivery.signature },
    });

  return {
    sandbox,
    ledger,
    memos,
    startedConsultation,
    paidOutConsultation,
    capturedDispute,
    deliver,
  };
}
