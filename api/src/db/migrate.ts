import type { Knex } from 'knex';
import * as accountsAndCatalogue from './migrations/0001-accounts-and-catalogue.js';
import * as catalogue from './migrations/0002-catalogue.js';
import * as consultations from './migrations/0003-consultations.js';
import * as sandboxPayments from './migrations/0004-sandbox-payments.js';
import * as emailDelivery from './migrations/0005-email-delivery.js';
import * as liveUpdates from './migrations/0006-live-updates.js';
import * as paymentDelivery from './migrations/0007-payment-delivery.js';
import * as directoryIndexes from './migrations/0008-directory-indexes.js';
import * as partners from './migrations/0009-partners.js';
import * as partnerWebhooks from './migrations/0010-partner-webhooks.js';
import * as lateRefunds from './migrations/0011-late-payment-refunds.js';
import * as idempotencyKeys from './migrations/0012-idempotency-keys.js';
import * as disputeNotes from './migrations/0013-dispute-notes.js';
import * as paymentReconciliation from './migrations/0014-payment-reconciliation.js';
import * as payoutAccounts from './migrations/0015-payout-accounts.js';
import * as cardDisputes from './migrations/0016-card-disputes.js';
import * as paymentMethodDomains from './migrations/0017-payment-method-domains.js';
import * as availability from './migrations/0018-availability.js';
import * as rescheduleProposals from './migrations/0019-reschedule-proposals.js';
import * as calendars from './migrations/0020-calendars.js';
import * as nextAvailable from './migrations/0021-next-available.js';
import * as taxDetails from './migrations/0022-tax-details.js';
import * as documents from './migrations/0023-documents.js';
import * as sharedState from './migrations/0024-shared-state.js';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

/** Every migration in order. Listed here (not read from disk) so the same code runs from source and bundles. */
const migrations: Record<string, Migration> = {
  '0001-accounts-and-catalogue': accountsAndCatalogue,
  '0002-catalogue': catalogue,
  '0003-consultations': consultations,
  '0004-sandbox-payments': sandboxPayments,
  '0005-email-delivery': emailDelivery,
  '0006-live-updates': liveUpdates,
  '0007-payment-delivery': paymentDelivery,
  '0008-directory-indexes': directoryIndexes,
  '0009-partners': partners,
  '0010-partner-webhooks': partnerWebhooks,
  '0011-late-payment-refunds': lateRefunds,
  '0012-idempotency-keys': idempotencyKeys,
  '0013-dispute-notes': disputeNotes,
  '0014-payment-reconciliation': paymentReconciliation,
  '0015-payout-accounts': payoutAccounts,
  '0016-card-disputes': cardDisputes,
  '0017-payment-method-domains': paymentMethodDomains,
  '0018-availability': availability,
  '0019-reschedule-proposals': rescheduleProposals,
  '0020-calendars': calendars,
  '0021-next-available': nextAvailable,
  '0022-tax-details': taxDetails,
  '0023-documents': documents,
  '0024-shared-state': sharedState,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

export async function migrateLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource: source });
}

export async function migrateRollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource: source }, true);
}

/** The names of every migration this code knows, in order: the schema version it expects. */
export function knownMigrations(): string[] {
  return Object.keys(migrations);
}
