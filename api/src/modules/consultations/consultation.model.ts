import type { ConsultationStatus, Currency, LifecycleConfig } from '@expertbridge/workflows';
import type { RelationMappings } from 'objection';
import { BaseModel } from '../../platform/db.js';
import { UserModel } from '../auth/user.model.js';
import { ExpertModel } from '../catalogue/expert.model.js';
import { ConsultationPaymentModel } from './consultation-payment.model.js';

/** A booked consultation (table consultations) with its parties and the payments taken for it. */
export class ConsultationModel extends BaseModel {
  static override tableName = 'consultations';

  declare id: string;
  declare client_id: string;
  declare expert_id: string;
  declare expert_user_id: string;
  declare title: string;
  declare description: string | null;
  declare duration_minutes: number;
  declare scheduled_at: Date;
  declare ends_at: Date;
  declare status: ConsultationStatus;
  declare consultation_type: 'video' | 'chat';
  declare is_quick: boolean;
  declare currency: Currency;
  declare total_amount: number;
  declare platform_fee: number;
  declare expert_amount: number;
  declare lifecycle_config: LifecycleConfig;
  declare workflow_id: string;
  declare payment_intent_id: string | null;
  declare paid_at: Date | null;
  declare confirmed_at: Date | null;
  declare started_at: Date | null;
  declare started_by: string | null;
  declare completed_at: Date | null;
  declare completed_by: string | null;
  /** Whether each party was in the room, kept with the completion as its evidence. */
  declare client_attended: boolean | null;
  declare expert_attended: boolean | null;
  declare cancelled_at: Date | null;
  declare cancelled_by: 'client' | 'expert' | 'admin' | 'system' | null;
  declare cancellation_reason: string | null;
  declare cancellation_note: string | null;
  declare cancellation_refund: number | null;
  declare reschedule_count: number;
  /** The open proposal of a new time (all set or all null). */
  declare reschedule_proposed_by: 'client' | 'expert' | null;
  declare reschedule_proposed_start: Date | null;
  declare reschedule_proposed_end: Date | null;
  declare reschedule_proposal_message: string | null;
  declare reschedule_proposed_at: Date | null;
  declare reschedule_proposal_expires_at: Date | null;
  /** The admin's words for the next completion reminder, read and cleared by the reminder's step. */
  declare reminder_message: string | null;
  declare dispute_opened_at: Date | null;
  declare dispute_reason: string | null;
  declare dispute_resolved_at: Date | null;
  declare dispute_resolution: 'release' | 'partial_refund' | 'full_refund' | null;
  declare dispute_refund: number | null;
  declare dispute_resolved_by: string | null;
  declare dispute_note: string | null;
  declare last_reminder_at: Date | null;
  declare partner_id: string | null;
  declare partner_metadata: Record<string, string> | null;
  declare created_at: Date;
  declare updated_at: Date;

  declare client?: UserModel;
  declare expert?: ExpertModel;
  declare payments?: ConsultationPaymentModel[];

  static override get relationMappings(): RelationMappings {
    return {
      client: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: UserModel,
        join: { from: 'consultations.client_id', to: 'users.id' },
      },
      expert: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: ExpertModel,
        join: { from: 'consultations.expert_id', to: 'experts.id' },
      },
      payments: {
        relation: BaseModel.HasManyRelation,
        modelClass: ConsultationPaymentModel,
        join: { from: 'consultations.id', to: 'consultation_payments.consultation_id' },
      },
    };
  }
}
