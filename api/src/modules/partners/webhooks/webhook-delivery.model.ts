import type { RelationMappings } from 'objection';
import { BaseModel } from '../../../platform/db.js';
import { PartnerModel } from '../partner.model.js';
import { PartnerEventModel } from './partner-event.model.js';

/** One delivery of a partner event to the partner's address (table partner_webhook_deliveries), with its attempts. */
export class WebhookDeliveryModel extends BaseModel {
  static override tableName = 'partner_webhook_deliveries';

  declare id: string;
  declare event_id: string;
  declare partner_id: string;
  declare url: string;
  declare status: 'pending' | 'delivered' | 'failed';
  declare attempts: number;
  declare last_status_code: number | null;
  declare last_error: string | null;
  declare created_at: Date;
  declare dispatched_at: Date | null;
  declare delivered_at: Date | null;

  declare event?: PartnerEventModel;
  declare partner?: PartnerModel;

  static override get relationMappings(): RelationMappings {
    return {
      event: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: PartnerEventModel,
        join: { from: 'partner_webhook_deliveries.event_id', to: 'partner_events.id' },
      },
      partner: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: PartnerModel,
        join: { from: 'partner_webhook_deliveries.partner_id', to: 'partners.id' },
      },
    };
  }
}
