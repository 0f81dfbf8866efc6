// What a card dispute's evidence is assembled from, read in one go: the booking and the terms it was made under, the
// payments, the room's attendance, the chat (reduced to a digest here, its text never leaves), the review.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { LifecycleConfig } from '@expertbridge/workflows';
import { consultationBalances } from '../ledger/ledger.records.js';
import type { Balances } from '../ledger/ledger.js';

/** Everything the evidence states, as we hold it. */
export interface EvidenceFacts {
  consultation: {
    id: string;
    title: string;
    status: string;
    durationMinutes: number;
    scheduledAt: Date;
    endsAt: Date;
    bookedAt: Date;
    completedAt: Date | null;
    completedBy: string | null;
    totalAmount: number;
    currency: string;
    /** Fixed at booking: the cancellation and escrow terms the client accepted when paying. */
    terms: LifecycleConfig;
  };
  client: { name: string; email: string };
  expertName: string;
  payments: { paymentIntentId: string; amount: number; succeededAt: Date | null }[];
  attendance: { role: string; joinedAt: Date; leftAt: Date | null }[];
  chat: { sha256: string; messages: number; firstAt: Date | null; lastAt: Date | null };
  review: { rating: number; comment: string | null; createdAt: Date } | null;
}

export type CardDisputeEvidenceRepository = ReturnType<typeof createCardDisputeEvidenceRepository>;

export function createCardDisputeEvidenceRepository(knex: Knex) {
  return {
    /** The consultation's ledger balances now. */
    balances(consultationId: string): Promise<Balances> {
      return consultationBalances(knex, consultationId);
    },

    async facts(consultationId: string): Promise<EvidenceFacts | undefined> {
      const row = await knex('consultations as c')
        .join('users as cu', 'cu.id', 'c.client_id')
        .join('users as eu', 'eu.id', 'c.expert_user_id')
        .where('c.id', consultationId)
        .first(
          'c.*',
          knex.raw(`cu.first_name || ' ' || cu.last_name AS client_name`),
          'cu.email as client_email',
          knex.raw(`eu.first_name || ' ' || eu.last_name AS expert_name`),
        );
      if (!row) return undefined;
      const [payments, attendance, messages, review] = await Promise.all([
        knex('consultation_payments')
          .where({ consultation_id: consultationId, status: 'succeeded' })
          .orderBy('succeeded_at')
          .select('payment_intent_id', 'amount', 'succeeded_at'),
        knex('consultation_attendance')
          .where({ consultation_id: consultationId })
          .orderBy('joined_at')
          .select('role', 'joined_at', 'left_at'),
        knex('chat_messages')
          .where({ consultation_id: consultationId })
          .orderBy('seq')
          .select('sender_id', 'message', 'created_at'),
        knex('reviews')
          .where({ consultation_id: consultationId })
          .first('rating', 'comment', 'created_at'),
      ]);
      const digest = createHash('sha256');
      for (const message of messages) {
        digest.update(
          `${message.created_at.toISOString()}\t${message.sender_id}\t${message.message}\n`,
        );
      }
      return {
        consultation: {
          id: row.id,
          title: row.title,
          status: row.status,
          durationMinutes: row.duration_minutes,
          scheduledAt: row.scheduled_at,
          endsAt: row.ends_at,
          bookedAt: row.created_at,
          completedAt: row.completed_at,
          completedBy: row.completed_by,
          totalAmount: row.total_amount,
          currency: row.currency,
          terms: row.lifecycle_config,
        },
        client: { name: row.client_name, email: row.client_email },
        expertName: row.expert_name,
        payments: payments.map((p) => ({
          paymentIntentId: p.payment_intent_id,
          amount: p.amount,
          succeededAt: p.succeeded_at,
        })),
        attendance: attendance.map((a) => ({
          role: a.role,
          joinedAt: a.joined_at,
          leftAt: a.left_at,
        })),
        chat: {
          sha256: digest.digest('hex'),
          messages: messages.length,
          firstAt: messages[0]?.created_at ?? null,
          lastAt: messages.at(-1)?.created_at ?? null,
        },
        review: review
          ? { rating: review.rating, comment: review.comment, createdAt: review.created_at }
          : null,
      };
    },
  };
}
