// The booking bench's floor (bench/floor.workflow.ts) must keep the history shape of the product's workflow up to
// `confirmed`, or the bench's "ours ÷ floor" compares with something else. Both are driven the same way (book,
// pay, wait for `pending`, accept) and their event sequences — event types, with the activity of each scheduled
// task — must be equal. A change to the product's path to `confirmed` fails here until the floor follows it.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { WorkflowHandle } from '@temporalio/client';
import { bundleWorkflowCode, NativeConnection, Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { floorActivities, floorSinks, floorWorkflowsPath } from '../bench/floor-activities.js';
import {
  acceptUpdate,
  lifecycleStateQuery,
  paymentSucceededSignal,
  splitAmount,
} from '../src/index.js';
import { FAST_CONFIG } from './support/harness.js';
import { sleep, useLifecycleHarness } from './support/use-harness.js';

const harness = useLifecycleHarness();
const floorQueue = `floor-test-${randomUUID()}`;
let floor: { worker: Worker; running: Promise<void>; connection: NativeConnection } | undefined;

beforeAll(async () => {
  const { address, namespace } = inject('temporal');
  const connection = await NativeConnection.connect({ address });
  const bundle = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(floorWorkflowsPath),
    logger: { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error() {} },
  });
  const worker = await Worker.create({
    connection,
    namespace,
    taskQueue: floorQueue,
    activities: floorActivities(),
    sinks: floorSinks(),
    workflowBundle: bundle,
  });
  floor = { worker, running: worker.run(), connection };
});

afterAll(async () => {
  if (!floor) return;
  floor.worker.shutdown();
  await floor.running;
  await floor.connection.close();
});

/** Waits for the booking's first workflow task to have started the payment timer (17: TIMER_STARTED). */
async function booked(handle: WorkflowHandle) {
  for (let i = 0; i < 200; i++) {
    const events = (await handle.fetchHistory()).events ?? [];
    if (events.some((event) => Number(event.eventType) === 17)) return;
    await sleep(50);
  }
  throw new Error('the booking never started its payment timer');
}

/** Pays once booked, waits for `pending`, accepts: as the bench's lifecycle does over HTTP. */
async function payAndAccept(handle: WorkflowHandle, expertId: string, total: number) {
  await booked(handle);
  await handle.signal(paymentSucceededSignal, {
    paymentId: `pi_${randomUUID()}`,
    amount: total,
    currency: 'NZD',
  });
  for (let i = 0; (await handle.query(lifecycleStateQuery)).status !== 'pending'; i++) {
    if (i > 200) throw new Error('the payment was never recorded');
    await sleep(50);
  }
  const state = await handle.executeUpdate(acceptUpdate, {
    args: [{ actor: { role: 'expert', userId: expertId } }],
  });
  expect(state.status).toBe('confirmed');
}

/** The history once the workflow has settled after `confirmed`: no workflow task left open. */
async function settledShape(handle: WorkflowHandle): Promise<string[]> {
  let previous = -1;
  for (let i = 0; i < 100; i++) {
    const events = (await handle.fetchHistory()).events ?? [];
    const last = Number(events.at(-1)?.eventType);
    // 5, 6: WORKFLOW_TASK_SCHEDULED, WORKFLOW_TASK_STARTED.
    if (events.length === previous && last !== 5 && last !== 6) {
      return events.map((event) => {
        const activity = event.activityTaskScheduledEventAttributes?.activityType?.name;
        return `${event.eventType}${activity ? ` ${activity}` : ''}`;
      });
    }
    previous = events.length;
    await sleep(200);
  }
  throw new Error('the history did not settle');
}

describe('the bench floor', () => {
  it('has the history shape of consultationWorkflow up to confirmed', async () => {
    const booking = await harness().book();
    await payAndAccept(booking.handle, booking.expertId, harness().totalOf(booking.id));
    const product = await settledShape(booking.handle);

    const id = randomUUID();
    const handle = await harness().client.workflow.start('floorWorkflow', {
      taskQueue: floorQueue,
      workflowId: `floor-${id}`,
      args: [
        {
          consultationId: id,
          clientId: booking.clientId,
          expertId: booking.expertId,
          startsAt: new Date(Date.now() + 10 * 60_000).toISOString(),
          durationMinutes: 60,
          price: splitAmount(15_000, 'NZD'),
          config: FAST_CONFIG,
        },
      ],
    });
    await payAndAccept(handle, booking.expertId, 15_000);
    const floorShape = await settledShape(handle);

    // Timers started and cancelled, both activities, the signal and the update: the shape is not trivially equal.
    expect(
      product.filter((e) => e.includes('markPaid') || e.includes('confirmConsultation')),
    ).toHaveLength(2);
    expect(floorShape).toEqual(product);
    await Promise.all([booking.handle.terminate('test over'), handle.terminate('test over')]);
  });
});
