import type { Knex } from 'knex';
import { hashSecretKey, secretKeyHint } from '../../modules/partners/partner-keys.js';

/** The demo partner firm of the widget's demo site. Development only: these keys are in docs/api.md. */
export const DEMO_PARTNER = {
  name: 'Smith & Co Lawyers',
  publishableKey: 'pk_test_smithco',
  secretKey: 'sk_test_smithco_demo_secret_key',
  webhookSecret: 'whsec_smithco_demo',
} as const;

/** The demo partner, allowed on the demo site's origins (both spellings of this machine); idempotent. */
export async function seedDemoPartner(knex: Knex, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await knex('partners')
    .insert({
      name: DEMO_PARTNER.name,
      publishable_key: DEMO_PARTNER.publishableKey,
      secret_key_hash: hashSecretKey(DEMO_PARTNER.secretKey),
      secret_key_hint: secretKeyHint(DEMO_PARTNER.secretKey),
      webhook_secret: DEMO_PARTNER.webhookSecret,
      allowed_origins: origins,
    })
    .onConflict('publishable_key')
    .merge({ allowed_origins: origins, updated_at: knex.fn.now() });
}
