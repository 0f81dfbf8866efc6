// A booking whose workflow start reached Temporal but was not confirmed in time (LIFECYCLE_CALL_TIMEOUT_MS): the API
// answers 503 and deletes the row, so that workflow must not live on for a consultation that does not exist. The API
// terminates it; when it cannot (Temporal still out of reach), the workflow's first step finds no row and ends it.
import { consultationWorkflowId } from '@expertbridge/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsultationsRepository } from '../../src/modules/consultations/consultations.repository.js';
import { createConsultationsService } from '../../src/modules/consultations/consultations.service.js';
import {
  createLifecycleClient,
  lifecycleUnavailable,
  type LifecycleClient,
} from '../../src/modules/consultations/lifecycle-client.js';
import type { SessionUser } from '../../src/platform/session.js';
import { expertAt, fullHourAfter } from '../helpers/booking.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { schedulingOver } from '../helpers/scheduling.js';
import { createSignedInUser } from '../helpers/users.js';

const DAY = 24 * 3_600_000;
/** The orphan's first step comes when its payment window closes. */
const PAYMENT_WINDOW_MS = 3_000;

let app: LifecycleTestApp;
beforeAll(async () => {
  app = await startLifecycleApp({ paymentWindowMs: PAYMENT_WINDOW_MS });
}, 180_000);
afterAll(() => app?.close());

/** Consultation ids whose workflow the late start below started. */
const startedFor: string[] = [];

/** The real lifecycle client, whose start reaches Temporal and then reports the deadline passed. */
function lateStart(abandon?: LifecycleClient['abandon']): LifecycleClient {
  const real = createLifecycleClient(app.temporal);
  return {
    ...real,
    async start(input) {
      await real.start(input);
      startedFor.push(input.consultationId);
      throw lifecycleUnavailable();
    },
    ...(abandon ? { abandon } : {}),
  };
}

let day = 0;
async function bookWith(lifecycle: LifecycleClient) {
  const user = await createSignedInUser(app);
  const at = fullHourAfter((3 + day++) * DAY);
  const expert = await expertAt(app, await createSignedInUser(app), at);
  const service = createConsultationsService({
    repository: createConsultationsRepository(app.db.knex),
    scheduling: schedulingOver(app.db.knex),
    lifecycle,
    lifecycleConfig: app.config.lifecycle,
  });
  const client: SessionUser = { ...user, profileImageUrl: null, isAdmin: false };
  const refused = await service
    .create(client, {
      expertId: expert.id,
      title: 'A booking whose start was not confirmed',
      description: null,
      duration: 60,
      scheduledAt: at,
      consultationType: 'video',
    })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(refused).toMatchObject({ status: 503, code: 'lifecycle_unavailable' });
  expect(await app.db.knex('consultations').where({ client_id: user.id })).toHaveLength(0);
  const id = startedFor.at(-1)!;
  expect(await app.db.knex('consultations').where({ id })).toHaveLength(0);
  return app.temporal.workflow.getHandle(consultationWorkflowId(id));
}

describe('a booking whose workflow start timed out after reaching Temporal', () => {
  it('has its workflow terminated by the API', async () => {
    const handle = await bookWith(lateStart());
    // The refusal does not wait for it (the 503 must not take a second deadline): it follows within a few seconds.
    await expect
      .poll(async () => (await handle.describe()).status.name, { timeout: 10_000, interval: 100 })
      .toBe('TERMINATED');
  });

  it('has its workflow end by itself when the API cannot reach it, with nothing settled', async () => {
    const handle = await bookWith(lateStart(async () => undefined));
    expect((await handle.describe()).status.name).toBe('RUNNING');
    // Its payment window closes; the cancellation finds no row and the workflow completes instead of retrying.
    const final = (await handle.result()) as { status: string };
    expect(final.status).toBe('pending_payment');
    expect((await handle.describe()).status.name).toBe('COMPLETED');
  });
});
