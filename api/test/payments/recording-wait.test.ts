// process-payment's answer waits for the workflow to record the payment (the row leaves pending_payment). It wakes on
// the live channel's announcement of that change (PGlite and PostgreSQL alike), and without one (a missed NOTIFY) it
// still finds the recording by reading the row. The workflow is stood in for: its recording is a status change made
// on another statement a moment after the payment is handed over.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsultationsRepository } from '../../src/modules/consultations/consultations.repository.js';
import { createConsultationsService } from '../../src/modules/consultations/consultations.service.js';
import type { LifecycleClient } from '../../src/modules/consultations/lifecycle-client.js';
import { createPaymentGateway } from '../../src/modules/payments/gateway/create-payment-gateway.js';
import { createPaymentsRepository } from '../../src/modules/payments/payments.repository.js';
import { createPaymentsService } from '../../src/modules/payments/payments.service.js';
import { loadConfig } from '../../src/platform/config.js';
import type { Database } from '../../src/platform/db.js';
import { openLiveFeed, type LiveEvent, type LiveFeed } from '../../src/platform/live-channel.js';
import { createLogger } from '../../src/platform/logger.js';
import type { SessionUser } from '../../src/platform/session.js';
import type { Announcements } from '../../src/platform/wait.js';
import { insertConsultationRow, insertExpert } from '../helpers/consultation-rows.js';
import { schedulingOver } from '../helpers/scheduling.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { ignorePostings } from '../helpers/ledger-balances.js';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const logger = createLogger(config);
/** The poll of the recording's wait, as knex sends it. */
const STATUS_READ = /^select "status" from "consultations" where "id" = (\?|\$1) limit/;

let db: Database;
let live: LiveFeed;
const statements: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  live = await openLiveFeed(db, logger);
  db.knex.on('query', ({ sql }: { sql: string }) => statements.push(sql));
});
afterAll(async () => {
  await live?.close();
  await db?.close();
});

/** A lifecycle whose workflow records a payment handed to it 50 ms later, as its activity would. */
function recordingLifecycle(knex: Knex): LifecycleClient {
  const unused = () => Promise.reject(new Error('not used here'));
  return {
    start: unused,
    update: unused,
    state: unused,
    abandon: unused,
    payoutAccountReady: unused,
    async paymentSucceeded(consultationId, receipt) {
      setTimeout(() => {
        void knex('consultations')
          .where({ id: consultationId, status: 'pending_payment' })
          .update({ status: 'pending', payment_intent_id: receipt.paymentId })
          .then(() => undefined);
      }, 50);
      return true;
    },
  };
}

/** A paid consultation's process-payment, through `feed`; the answer's status and the status reads it made. */
async function processPayment(feed: Announcements<LiveEvent> | undefined) {
  const { knex } = db;
  const expert = await insertExpert(knex);
  const id = await insertConsultationRow(knex, { expert, status: 'pending_payment' });
  const { client_id: clientId } = await knex('consultations').where({ id }).first('client_id');
  const user: SessionUser = {
    id: clientId as string,
    email: 'client@test.expertbridge.test',
    firstName: 'Charlotte',
    lastName: 'Ngata',
    profileImageUrl: null,
    isAdmin: false,
  };
  const gateway = createPaymentGateway(config, db);
  if (gateway.kind !== 'sandbox') throw new Error('the test pays on the sandbox');
  const lifecycle = recordingLifecycle(knex);
  const payments = createPaymentsService({
    repository: createPaymentsRepository(knex, { observePostings: ignorePostings }),
    config,
    gateway,
    lifecycle,
    consultations: createConsultationsService({
      repository: createConsultationsRepository(knex),
      scheduling: schedulingOver(knex),
      lifecycle,
      lifecycleConfig: config.lifecycle,
    }),
    logger,
    live: feed,
  });
  const intent = await payments.createIntent(user, { consultationId: id, amount: 18000 });
  await gateway.confirmSandboxPayment({
    paymentIntentId: intent.paymentIntentId,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  const from = statements.length;
  const answer = await payments.process(user, {
    consultationId: id,
    paymentIntentId: intent.paymentIntentId,
  });
  const statusReads = statements.slice(from).filter((sql) => STATUS_READ.test(sql)).length;
  return { status: answer.status, statusReads };
}

describe('process-payment waiting for the recording', () => {
  it('announces a consultation status change on the live channel', async () => {
    const expert = await insertExpert(db.knex);
    const id = await insertConsultationRow(db.knex, { expert, status: 'pending_payment' });
    const seen = new Promise<LiveEvent>((resolve) => {
      const stop = live.subscribe((event) => {
        if (event.kind === 'consultation' && event.consultationId === id) {
          stop();
          resolve(event);
        }
      });
    });
    await db.knex('consultations').where({ id }).update({ status: 'pending' });
    await expect(seen).resolves.toMatchObject({ kind: 'consultation', status: 'pending' });
  });

  it('wakes on the announcement of the recording, without reading the status again', async () => {
    const { status, statusReads } = await processPayment(live);
    expect(status).toBe('pending');
    expect(statusReads).toBe(0);
  });

  it('reads the status itself when no announcement comes', async () => {
    const silent: Announcements<LiveEvent> = { subscribe: () => () => undefined };
    const { status, statusReads } = await processPayment(silent);
    expect(status).toBe('pending');
    expect(statusReads).toBeGreaterThan(0);
  });

  it('polls the status without a live channel', async () => {
    const { status, statusReads } = await processPayment(undefined);
    expect(status).toBe('pending');
    expect(statusReads).toBeGreaterThan(0);
  });
});
