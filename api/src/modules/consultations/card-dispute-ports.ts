// What the card dispute activities need from other modules, declared here so that they depend on it: the provider's
// transfer reversals and evidence submission (payments' gateway) and our record of each dispute (payments' table).
// The composition root hands each its implementation (composition/worker.ts).
import type { Currency } from '@expertbridge/workflows';
import type { Transaction } from '../../platform/db.js';

/** The text fields of the evidence sent to the bank (Stripe's dispute evidence names). */
export type CardDisputeEvidence = Partial<Record<string, string>>;

/** The provider's side of a card dispute. */
export interface CardDisputeProvider {
  /** Reverses the consultation's transfer as far as the expert's balance allows; answers the amount reversed. */
  reverseTransfer(input: {
    transferGroup: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ amount: number }>;
  /** Sends the evidence to the bank (final). */
  submitEvidence(input: {
    disputeId: string;
    evidence: CardDisputeEvidence;
    idempotencyKey: string;
  }): Promise<unknown>;
  /** Whether an error is the provider refusing for good. */
  isPermanentRefusal(error: unknown): boolean;
}

/** Our record of a card dispute, as the activities read and write it. */
export interface CardDisputeRecord {
  amount: number;
  currency: Currency;
  reason: string;
  evidence: CardDisputeEvidence | null;
  admin_note: string | null;
  from_escrow: number;
  reversed_amount: number;
  owed_by_expert: number;
}

export interface CardDisputeRecords {
  find(id: string): Promise<CardDisputeRecord | undefined>;
  /** In the posting's transaction. */
  recordWithdrawal(trx: Transaction, id: string, fromEscrow: number): Promise<void>;
  /** In the posting's transaction. */
  recordReversal(
    trx: Transaction,
    id: string,
    money: { reversed: number; owed: number },
  ): Promise<void>;
  /** Keeps the evidence once (a retry sends what was kept) and answers the record. */
  keepEvidence(
    id: string,
    evidence: CardDisputeEvidence,
    note: string | null,
  ): Promise<CardDisputeRecord>;
  markSubmitted(id: string): Promise<void>;
}
