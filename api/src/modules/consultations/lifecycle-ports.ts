// What the consultation lifecycle needs from other modules, declared here so that they depend on it and it on
// none of them: the payment gateway's refunds and transfers (payments), the notifications of each step
// (notifications) and a partner booking's webhook events (partners). The composition root hands each its
// implementation (composition/worker.ts).
import type { components } from '@expertbridge/sdk';
import type { Currency, DisputeResolution } from '@expertbridge/workflows';
import type { Transaction } from '../../platform/db.js';

export type NotificationKind = components['schemas']['NotificationKind'];
export type PartnerEventType = components['schemas']['PartnerWebhookEventType'];

/**
 * Queues a consultation's notifications (in-app and e-mail) inside the caller's transaction; several kinds at once
 * share one read of the parties and one write.
 */
export type ConsultationNotifier = (
  trx: Transaction,
  input: {
    consultationId: string;
    kind: NotificationKind | readonly NotificationKind[];
    dedupeBase: string;
    extra?: NotificationExtra;
  },
) => Promise<void>;

/** What a notification's text needs beyond the consultation: an amount, a message, a dispute's outcome. */
export interface NotificationExtra {
  amount?: number;
  message?: string;
  resolution?: DisputeResolution['kind'];
  /** A proposed new start (ISO 8601), for the proposal's notices. */
  proposedStartsAt?: string;
  /** Only this party hears of it, whoever the kind's usual audience is (a proposal's answer goes to its proposer). */
  to?: 'client' | 'expert';
}

/** An event's details beyond its type: a move's number (each move is its own event) and the start before it. */
export interface PartnerEventDetails {
  occurrence?: number;
  previousScheduledAt?: string;
}

/** The part of the payment gateway that moves money out of escrow. */
export interface MoneyMover {
  refund(input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  transfer(input: {
    destinationAccountId: string | null;
    expertId: string;
    amount: number;
    currency: Currency;
    transferGroup: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Whether an error is the provider refusing for good (not worth a retry). */
  isPermanentRefusal(error: unknown): boolean;
}

/**
 * A booking made through a partner: its event recorded with the status change, in the same transaction, and
 * its webhook delivery started once that transaction has committed.
 */
export interface PartnerEventHooks {
  record(
    trx: Transaction,
    input: { consultationId: string; type: PartnerEventType } & PartnerEventDetails,
  ): Promise<unknown>;
  /** Starts the consultation's recorded deliveries not started yet; a retried step tries again. */
  startDeliveries(consultationId: string): Promise<void>;
}
