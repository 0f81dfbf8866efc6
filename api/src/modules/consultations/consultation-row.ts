import type { ConsultationStatus, Currency, LifecycleConfig } from '@expertbridge/workflows';
import type { LedgerAccount } from '../ledger/ledger.js';

/** A consultation with its parties, category and review, as the views read it. */
export interface ConsultationRow {
  id: string;
  client_id: string;
  expert_id: string;
  expert_user_id: string;
  title: string;
  description: string | null;
  duration_minutes: number;
  scheduled_at: Date;
  ends_at: Date;
  status: ConsultationStatus;
  consultation_type: 'video' | 'chat';
  is_quick: boolean;
  currency: Currency;
  total_amount: number;
  platform_fee: number;
  expert_amount: number;
  lifecycle_config: LifecycleConfig;
  workflow_id: string;
  payment_intent_id: string | null;
  paid_at: Date | null;
  started_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by: 'client' | 'expert' | 'admin' | 'system' | null;
  cancellation_reason: string | null;
  cancellation_refund: number | null;
  dispute_opened_at: Date | null;
  dispute_reason: string | null;
  dispute_resolved_at: Date | null;
  dispute_resolution: 'release' | 'partial_refund' | 'full_refund' | null;
  dispute_refund: number | null;
  dispute_note: string | null;
  /** The open proposal of a new time (all set or all null). */
  reschedule_proposed_by: 'client' | 'expert' | null;
  reschedule_proposed_start: Date | null;
  reschedule_proposed_end: Date | null;
  reschedule_proposal_message: string | null;
  reschedule_proposed_at: Date | null;
  reschedule_proposal_expires_at: Date | null;
  /** Set while the payout waits for the expert's payout account (written by the payouts module). */
  payout_waiting_since?: Date | null;
  last_reminder_at: Date | null;
  /** The partner whose widget made the booking, and the metadata it sent (UTM and its own keys). */
  partner_id: string | null;
  partner_metadata: Record<string, string> | null;
  created_at: Date;
  updated_at: Date;
  client_first_name: string;
  client_last_name: string;
  client_email: string;
  client_profile_image_url: string | null;
  expert_title: string;
  expert_time_zone: string;
  expert_first_name: string;
  expert_last_name: string;
  expert_profile_image_url: string | null;
  category_id: number;
  category_name: string;
  review_id: string | null;
  review_rating: number | null;
  review_comment: string | null;
  review_expert_response: string | null;
  review_responded_at: Date | null;
  review_created_at: Date | null;
}

/** The columns a booking writes (the rest have their defaults, or are set by the lifecycle later). */
type BookedColumns =
  | 'client_id'
  | 'expert_id'
  | 'expert_user_id'
  | 'title'
  | 'description'
  | 'duration_minutes'
  | 'scheduled_at'
  | 'ends_at'
  | 'status'
  | 'consultation_type'
  | 'is_quick'
  | 'currency'
  | 'total_amount'
  | 'platform_fee'
  | 'expert_amount'
  | 'lifecycle_config';

/**
 * The columns of a new booking; a booking made through a partner also names the partner and its metadata, and one
 * made under an expert's buffers the buffers in force (they set the time it occupies, migration 0018).
 */
export type NewConsultation = Pick<ConsultationRow, BookedColumns> &
  Partial<Pick<ConsultationRow, 'partner_id' | 'partner_metadata'>> & {
    buffer_before_minutes?: number;
    buffer_after_minutes?: number;
  };

/** A consultation row with its ledger balances per account (the ones posted to), read in the same statement. */
export type ConsultationWithBalances = ConsultationRow & {
  ledger_balances: Partial<Record<LedgerAccount, number>>;
};
