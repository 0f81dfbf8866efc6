// The only code that touches card_disputes (migration 0016): our record of each card dispute the provider reported,
// what it withdrew and reversed, the evidence sent, and the admins' list of open ones by deadline.
import type { Knex } from 'knex';
import type { Transaction } from '../../platform/db.js';
import { balancesByConsultation } from '../ledger/ledger.records.js';
import { emptyBalances, type Balances } from '../ledger/ledger.js';
import type { CardDisputeView, Currency, DisputeEvidence } from './gateway/payment-gateway.js';

export interface CardDisputeRow {
  id: string;
  consultation_id: string;
  payment_intent_id: string;
  charge_id: string;
  amount: number;
  currency: Currency;
  reason: string;
  status: CardDisputeView['status'];
  evidence_due_by: Date | null;
  evidence: DisputeEvidence | null;
  admin_note: string | null;
  evidence_submitted_at: Date | null;
  from_escrow: number;
  reversed_amount: number;
  owed_by_expert: number;
  closed_at: Date | null;
  created_at: Date;
}

/** An open card dispute as the admins' list shows it: the consultation's title and balances beside it. */
export interface OpenCardDisputeRow extends CardDisputeRow {
  title: string;
  balances: Balances;
}

const FINAL = ['won', 'lost', 'warning_closed', 'prevented'];

export type CardDisputesRepository = ReturnType<typeof createCardDisputesRepository>;

export function createCardDisputesRepository(knex: Knex) {
  const on = (trx?: Transaction) => (trx as Knex.Transaction | undefined) ?? knex;
  return {
    /** The consultation a charge's payment intent paid for; undefined for a charge this platform did not make. */
    async consultationOfIntent(paymentIntentId: string): Promise<string | undefined> {
      const row = await knex('consultation_payments')
        .where({ payment_intent_id: paymentIntentId })
        .first('consultation_id');
      return row?.consultation_id as string | undefined;
    },

    /**
     * Keeps the provider's latest word on the dispute. A closed dispute keeps its final status, whatever order the
     * provider's events arrive in.
     */
    async upsert(consultationId: string, dispute: CardDisputeView): Promise<void> {
      const final = FINAL.includes(dispute.status);
      await knex('card_disputes')
        .insert({
          id: dispute.id,
          consultation_id: consultationId,
          payment_intent_id: dispute.paymentIntentId,
          charge_id: dispute.chargeId,
          amount: dispute.amount,
          currency: dispute.currency,
          reason: dispute.reason,
          status: dispute.status,
          evidence_due_by: dispute.evidenceDueBy,
          closed_at: final ? knex.fn.now() : null,
        })
        .onConflict('id')
        .merge({
          status: knex.raw(
            `CASE WHEN card_disputes.closed_at IS NULL THEN excluded.status ELSE card_disputes.status END`,
          ),
          evidence_due_by: knex.raw(
            'COALESCE(excluded.evidence_due_by, card_disputes.evidence_due_by)',
          ),
          closed_at: knex.raw('COALESCE(card_disputes.closed_at, excluded.closed_at)'),
          updated_at: knex.fn.now(),
        });
    },

    async find(id: string): Promise<CardDisputeRow | undefined> {
      return knex('card_disputes').where({ id }).first();
    },

    /** The dispute with its consultation's title. */
    async findWithTitle(id: string): Promise<(CardDisputeRow & { title: string }) | undefined> {
      return knex('card_disputes as d')
        .join('consultations as c', 'c.id', 'd.consultation_id')
        .where('d.id', id)
        .first('d.*', 'c.title');
    },

    /** What the withdrawal took from escrow (the rest came from the platform's funds); in the posting's transaction. */
    async recordWithdrawal(trx: Transaction, id: string, fromEscrow: number): Promise<void> {
      await on(trx)('card_disputes')
        .where({ id })
        .update({ from_escrow: fromEscrow, updated_at: knex.fn.now() });
    },

    /** What the reversal took back from the expert, and what they still owe; in the posting's transaction. */
    async recordReversal(
      trx: Transaction,
      id: string,
      money: { reversed: number; owed: number },
    ): Promise<void> {
      await on(trx)('card_disputes').where({ id }).update({
        reversed_amount: money.reversed,
        owed_by_expert: money.owed,
        updated_at: knex.fn.now(),
      });
    },

    /** Keeps the evidence assembled for the dispute (once: a retry sends what was kept) and the admin's words. */
    async keepEvidence(
      id: string,
      evidence: DisputeEvidence,
      note: string | null,
    ): Promise<CardDisputeRow> {
      await knex('card_disputes')
        .where({ id })
        .whereNull('evidence')
        .update({
          evidence: JSON.stringify(evidence),
          admin_note: note,
          updated_at: knex.fn.now(),
        });
      return (await knex('card_disputes').where({ id }).first()) as CardDisputeRow;
    },

    async markSubmitted(id: string): Promise<void> {
      await knex('card_disputes')
        .where({ id })
        .whereNull('evidence_submitted_at')
        .update({ evidence_submitted_at: knex.fn.now(), updated_at: knex.fn.now() });
    },

    /** Stores an admin's words for the evidence while it has not been assembled; false when too late. */
    async saveNote(id: string, note: string): Promise<boolean> {
      const updated = await knex('card_disputes')
        .where({ id })
        .whereNull('evidence_submitted_at')
        .whereNull('closed_at')
        .update({ admin_note: note, updated_at: knex.fn.now() });
      return updated === 1;
    },

    /** Open card disputes, the nearest deadline first, with their consultation's title and ledger balances. */
    async listOpen(limit: number): Promise<OpenCardDisputeRow[]> {
      const rows: (CardDisputeRow & { title: string })[] = await knex('card_disputes as d')
        .join('consultations as c', 'c.id', 'd.consultation_id')
        .whereNull('d.closed_at')
        .orderByRaw('d.evidence_due_by ASC NULLS LAST, d.created_at')
        .limit(limit)
        .select('d.*', 'c.title');
      const balances = await balancesByConsultation(
        knex,
        rows.map((row) => row.consultation_id),
      );
      return rows.map((row) => ({
        ...row,
        balances: balances.get(row.consultation_id) ?? emptyBalances(),
      }));
    },
  };
}
