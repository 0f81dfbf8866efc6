import { BaseModel } from '../../platform/db.js';

/** A person's account (table users): clients, experts and administrators alike. */
export class UserModel extends BaseModel {
  static override tableName = 'users';

  declare id: string;
  declare email: string;
  declare first_name: string;
  declare last_name: string;
  declare password_hash: string | null;
  declare profile_image_url: string | null;
  declare is_admin: boolean;
  declare email_verified: boolean;
  declare created_at: Date;
  declare updated_at: Date;
}
