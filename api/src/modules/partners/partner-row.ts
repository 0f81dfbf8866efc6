// A partner as its module hands it to its callers (the admin's routes, the partner API, the widget): the row of
// table partners. Keys are kept as the publishable key and the secret key's hash; the secret itself never.

export interface PartnerRow {
  id: string;
  name: string;
  publishable_key: string;
  secret_key_hash: string;
  secret_key_hint: string;
  webhook_secret: string;
  allowed_origins: string[];
  status: 'active' | 'disabled';
  webhook_url: string | null;
  created_at: Date;
  updated_at: Date;
}

export type NewPartner = Pick<
  PartnerRow,
  | 'name'
  | 'publishable_key'
  | 'secret_key_hash'
  | 'secret_key_hint'
  | 'webhook_secret'
  | 'allowed_origins'
  | 'webhook_url'
>;

/** The columns a key rotation replaces. */
export type PartnerKeyColumns = Pick<
  NewPartner,
  'publishable_key' | 'secret_key_hash' | 'secret_key_hint' | 'webhook_secret'
>;
