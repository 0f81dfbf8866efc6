import type { components } from '@expertbridge/sdk';
import { BaseModel } from '../../../platform/db.js';

/** What happened to a partner's booking (table partner_events), once per booking and type. */
export class PartnerEventModel extends BaseModel {
  static override tableName = 'partner_events';

  declare id: string;
  declare partner_id: string;
  declare consultation_id: string;
  declare type: components['schemas']['PartnerWebhookEventType'];
  /** The exact JSON text every delivery of the event sends (a text column: Objection leaves it a string). */
  declare payload: string;
  declare created_at: Date;
}
