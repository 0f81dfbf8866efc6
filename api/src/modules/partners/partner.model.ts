import { BaseModel } from '../../platform/db.js';
import type { PartnerRow } from './partner-row.js';

/**
 * A partner firm (table partners) with its keys: the publishable key its widgets send, the secret key's hash its
 * servers are known by, and the secret its webhooks are signed with. allowed_origins is a text[] column: without a
 * JSON schema Objection leaves arrays as they are, so pg sends it as an array, not as JSON.
 */
export class PartnerModel extends BaseModel implements PartnerRow {
  static override tableName = 'partners';

  declare id: string;
  declare name: string;
  declare publishable_key: string;
  declare secret_key_hash: string;
  declare secret_key_hint: string;
  declare webhook_secret: string;
  declare allowed_origins: string[];
  declare status: 'active' | 'disabled';
  declare webhook_url: string | null;
  declare created_at: Date;
  declare updated_at: Date;
}
