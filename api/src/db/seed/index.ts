import type { Knex } from 'knex';
import type { Config } from '../../platform/config.js';
import { seedCategories } from './categories.js';
import { seedDemoAccounts, type DemoAccount } from './demo-accounts.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoPartner } from './demo-partner.js';
import { seedDemoPayoutAccounts } from './demo-payout-accounts.js';
import { seedDemoTaxDetails } from './demo-tax-details.js';

export interface SeedOptions {
  /** Demo accounts and catalogue; never in production. */
  demo: boolean;
  demoPassword: string;
  /** Where the demo partner's widget may run (the demo partner site's origins); none: no demo partner. */
  partnerDemoOrigins?: readonly string[];
  /** The sandbox gateway is in use: demo experts get ready sandbox payout accounts (never Stripe's ids). */
  sandboxPayoutAccounts?: boolean;
}

/** Idempotent seed: categories always; the demo catalogue and accounts only when asked. */
export async function seedDatabase(knex: Knex, options: SeedOptions): Promise<DemoAccount[]> {
  await seedCategories(knex);
  if (!options.demo) return [];
  const accounts = await seedDemoAccounts(knex, options.demoPassword);
  // After the accounts: the demo expert sign-in gets reviews too.
  await seedDemoCatalogue(knex);
  await seedDemoPartner(knex, options.partnerDemoOrigins ?? []);
  await seedDemoTaxDetails(knex);
  if (options.sandboxPayoutAccounts) await seedDemoPayoutAccounts(knex);
  return accounts;
}

/** The seed a configuration asks for: demo data outside production, the demo partner on its site's origins. */
export function seedOptionsFor(
  config: Pick<Config, 'isProduction' | 'SEED_PASSWORD' | 'PAYMENT_GATEWAY' | 'PARTNER_DEMO_PORT'>,
): SeedOptions {
  const port = config.PARTNER_DEMO_PORT;
  return {
    demo: !config.isProduction,
    demoPassword: config.SEED_PASSWORD,
    sandboxPayoutAccounts: config.PAYMENT_GATEWAY === 'sandbox',
    partnerDemoOrigins:
      port === 'off' ? [] : [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
  };
}
