// The documents module as both roots build it: the ledger's posting observer (every repository that posts gets it,
// in the API and in the worker), the API's documents service, and the worker's monthly statements.
import type { Client } from '@temporalio/client';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db.js';
import type { PostingObserver } from '../modules/ledger/posting-observer.js';
import type { PlatformDetails } from '../modules/documents/document-content.js';
import { createDocumentsRepository } from '../modules/documents/documents.repository.js';
import { createDocumentsService } from '../modules/documents/documents.service.js';
import { createMonthlyStatements } from '../modules/documents/monthly-statements.js';
import { ensureMonthlyStatementsSchedule } from '../modules/documents/monthly-statement-schedule.js';
import { createPostingDocuments } from '../modules/documents/posting-documents.js';
import { formatAbn, formatNzGstNumber } from '../modules/tax/tax-numbers.js';

/** The platform as its documents name it (configuration). */
export function platformDetails(config: Config): PlatformDetails {
  return {
    legalName: config.PLATFORM_LEGAL_NAME,
    address: config.PLATFORM_ADDRESS.replace(/\\n/g, '\n'),
    nzGstNumber: formatNzGstNumber(config.PLATFORM_NZ_GST_NUMBER),
    abn: formatAbn(config.PLATFORM_ABN),
  };
}

/** The observer of every ledger posting: it issues the posting's documents in its transaction. */
export function postingObserverFor(config: Config): PostingObserver {
  return createPostingDocuments(platformDetails(config));
}

/** The API's documents service. */
export function documentsServiceFor({ db }: { db: Database }) {
  return createDocumentsService({ repository: createDocumentsRepository(db.knex) });
}

/** The worker's activity that issues the monthly statements due. */
export function monthlyStatementActivitiesFor(deps: { config: Config; db: Database }) {
  const statements = createMonthlyStatements({
    repository: createDocumentsRepository(deps.db.knex),
    platform: platformDetails(deps.config),
  });
  return {
    issueMonthlyStatements: (input: { limit: number }) =>
      statements.issueDue(new Date(), input.limit),
  };
}

/** Creates or updates the daily schedule of monthly statements. */
export function ensureStatementsSchedule(deps: { temporal: Client }) {
  return ensureMonthlyStatementsSchedule(deps.temporal);
}
