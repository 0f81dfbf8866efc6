// Card disputes on the sandbox with the real Temporal dev server: a consultation already paid out is disputed by
// the client's bank, the expert's payout is reversed, the evidence goes to the bank, the bank decides for us and the
// money comes back — each movement its own posting, the ledger balanced to the cent throughout.
import type { SandboxPaymentGateway } from '../../src/modules/payments/gateway/sandbox-gateway.js';
import type { SandboxDelivery } from '../../src/modules/payments/gateway/sandbox-disputes.js';
import { createCardDisputeClient } from '../../src/modules/payments/card-dispute-client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { createSignedInUser } from '../helpers/users.js';

const HOUR = 3_600_000;
const SECRET = 'whsec_card_disputes';
let app: LifecycleTestApp;
let sandbox: SandboxPaymentGateway;

beforeAll(async () => {
  app = await startLifecycleApp(
    { joinWindowLeadMs: 40 * 24 * HOUR, escrowHoldMs: 1_000 },
    { STRIPE_WEBHOOK_SECRET: SECRET },
  );
  sandbox = app.payments as SandboxPaymentGateway;
}, 120_000);
afterAll(() => app?.close());

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

/** Books, pays, holds a session and waits for the payout: the consultation as a dispute finds it. */
async function paidOutConsultation() {
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
  expect(
    (await expertUser.client.request('POST', `/api/consultations/${id}/complete`)).status,
  ).toBe(200);
  await eventually(
    () => ledger(id),
    (balances) => balances.payouts === 15_300,
  );
  const { payment_intent_id: intent } = await app.db
    .knex('consultations')
    .where({ id })
    .first('payment_intent_id');
  return { id, intent: intent as string, client, expertUser };
}

const deliver = (delivery: SandboxDelivery) =>
  app.client().request('POST', '/api/webhooks/stripe', {
    rawBody: delivery.payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': delivery.signature },
  });

describe('a card dispute on a consultation already paid out', () => {
  it('reverses the payout, sends the evidence, and when won reinstates every cent, each movement posted', async () => {
    const { id, intent, client, expertUser } = await paidOutConsultation();
    expect(await ledger(id)).toEqual({
      client_payments: -18_000,
      platform_revenue: 2_700,
      payouts: 15_300,
    });

    const dispute = await sandbox.disputes!.open(intent);
    expect(dispute).toMatchObject({ amount: 18_000, currency: 'NZD', status: 'needs_response' });

    // Withdrawn by the bank, the fee, the payout reversed: the platform is short its fee and the dispute fee.
    expect(
      await eventually(
        () => ledger(id),
        (balances) => balances.payouts === undefined,
      ),
    ).toEqual({
      client_payments: -18_000,
      platform_revenue: 2_700,
      disputed_funds: 18_000,
      dispute_fees: 2_500,
      platform_funds: -5_200,
    });
    const row = await app.db.knex('card_disputes').where({ id: dispute.id }).first();
    expect(row).toMatchObject({
      consultation_id: id,
      amount: 18_000,
      status: 'needs_response',
      from_escrow: 0,
      reversed_amount: 15_300,
      owed_by_expert: 0,
      evidence_submitted_at: null,
    });
    for (const party of [client, expertUser]) {
      const notices = await app.db
        .knex('notifications')
        .where({ user_id: party.id, kind: 'card_dispute_opened', consultation_id: id });
      expect(notices).toHaveLength(1);
    }

    // An admin sends the evidence before the deadline, with Stripe's test text that wins it.
    await createCardDisputeClient(app.temporal).submitNow(
      dispute.id,
      'The client attended the whole session. winning_evidence',
    );
    const closed = await eventually(
      () => app.db.knex('card_disputes').where({ id: dispute.id }).first(),
      (current) => current.status === 'won' && current.evidence_submitted_at !== null,
    );
    expect(closed.evidence_submitted_at).not.toBeNull();
    expect(closed.evidence_submitted_at.getTime()).toBeLessThan(closed.evidence_due_by.getTime());
    expect(closed.evidence).toMatchObject({
      customer_email_address: client.email,
      cancellation_policy_disclosure: expect.stringContaining('full refund up to 24 hours'),
      uncategorized_text: expect.stringMatching(
        /Chat transcript: 0 messages.*sha-256 [0-9a-f]{64}/,
      ),
    });
    expect(closed.evidence.access_activity_log).toEqual(expect.any(String));

    expect(
      await eventually(
        () => ledger(id),
        (balances) => balances.payouts === 15_300,
      ),
    ).toEqual({
      client_payments: -18_000,
      platform_revenue: 2_700,
      payouts: 15_300,
      dispute_fees: 2_500,
      platform_funds: -2_500,
    });
    expect((await memos(id)).filter((memo) => memo.startsWith('card dispute'))).toEqual([
      'card dispute dp: funds withdrawn by the bank',
      "card dispute dp: the provider's dispute fee",
      "card dispute dp: the expert's payout reversed",
      'card dispute dp won: funds reinstated',
      'card dispute dp won: the reversed payout paid again',
    ]);
    const won = await app.db
      .knex('notifications')
      .where({ kind: 'card_dispute_won', consultation_id: id });
    expect(won).toHaveLength(2);
  }, 90_000);
});
