import { BaseModel } from '../../platform/db.js';

/**
 * One payment intent taken for a consultation (table consultation_payments), as the gateway reported it: part of the
 * consultation (its lifecycle marks the payment succeeded), recorded by the payments module's repository.
 */
export class ConsultationPaymentModel extends BaseModel {
  static override tableName = 'consultation_payments';
  static override idColumn = 'payment_intent_id';

  declare payment_intent_id: string;
  declare consultation_id: string;
  declare gateway: string;
  declare amount: number;
  declare currency: 'NZD' | 'AUD';
  declare status: string;
  declare created_at: Date;
  declare succeeded_at: Date | null;
  declare delivered_at: Date | null;
  declare late_refunded_at: Date | null;
  declare verified_at: Date | null;
  declare reconcile_after: Date | null;
}
