// The floor's process, forked by booking.ts: a worker for bench/floor.workflow.ts of @expertbridge/workflows
// on its own task queue, with the product worker's options, and a plain Temporal client that drives floor
// lifecycles (start, payment signal, the expert's accept update) against the same dev server as the API. No HTTP,
// no database: what is left is Temporal's own cost for the product's history shape. It answers `usage` like the
// other bench servers and `run` with the lifecycles' latencies.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  acceptUpdate,
  paymentSucceededSignal,
  resolveLifecycleConfig,
  splitAmount,
  type ConsultationWorkflowInput,
} from '@expertbridge/workflows';
import { LIFECYCLE_WORKER_TUNING } from '@expertbridge/workflows/worker';
import { Client, Connection } from '@temporalio/client';
import {
  bundleWorkflowCode,
  DefaultLogger,
  NativeConnection,
  Runtime,
  Worker,
} from '@temporalio/worker';
import {
  FLOOR_TASK_QUEUE,
  floorActivities,
  floorSinks,
  floorWorkflowsPath,
} from '@expertbridge/workflows/bench/floor';
import { runConcurrently } from './booking-parties.js';
import { sendUsage } from './child-process.js';

export interface FloorRunRequest {
  type: 'run';
  count: number;
  concurrency: number;
  /** Start of the first slot (ms); each lifecycle books the next hour. */
  firstSlotAt: number;
}

export interface FloorRunResult {
  /** Milliseconds from the start request to the accept's answer, per lifecycle that got there. */
  totalMs: number[];
  errors: string[];
  seconds: number;
}

const address = process.env.BENCH_TEMPORAL_ADDRESS!;
const namespace = process.env.BENCH_TEMPORAL_NAMESPACE ?? 'default';
const config = resolveLifecycleConfig(JSON.parse(process.env.BENCH_LIFECYCLE_CONFIG ?? '{}'));
// As the API installs it: SDK logs at WARN and above, no signal handling of its own.
Runtime.install({
  logger: new DefaultLogger('WARN'),
  telemetryOptions: { logging: { filter: { core: 'WARN', other: 'ERROR' }, forward: {} } },
  shutdownSignals: [],
});

/** Resolve once the floor's first workflow task is done / its markPaid has run (process-payment waits for that). */
const bookedWaiters = new Map<string, () => void>();
const paidWaiters = new Map<string, () => void>();
const native = await NativeConnection.connect({ address });
const worker = await Worker.create({
  ...LIFECYCLE_WORKER_TUNING,
  connection: native,
  namespace,
  taskQueue: FLOOR_TASK_QUEUE,
  activities: floorActivities((id) => paidWaiters.get(id)?.()),
  sinks: floorSinks((id) => bookedWaiters.get(id)?.()),
  workflowBundle: await bundleWorkflowCode({
    workflowsPath: fileURLToPath(floorWorkflowsPath),
    logger: { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error() {} },
  }),
});
const running = worker.run();
const connection = await Connection.connect({ address });
const client = new Client({ connection, namespace });
const price = splitAmount(15_000, 'NZD');

/** One floor lifecycle, as the bench's HTTP lifecycle drives the product. */
async function lifecycle(startsAt: Date): Promise<number> {
  const started = performance.now();
  const consultationId = randomUUID();
  const expertId = randomUUID();
  const input: ConsultationWorkflowInput = {
    consultationId,
    clientId: randomUUID(),
    expertId,
    startsAt: startsAt.toISOString(),
    durationMinutes: 60,
    price,
    config,
  };
  const booked = new Promise<void>((resolve) => bookedWaiters.set(consultationId, resolve));
  const paid = new Promise<void>((resolve) => paidWaiters.set(consultationId, resolve));
  const handle = await client.workflow.start('floorWorkflow', {
    taskQueue: FLOOR_TASK_QUEUE,
    workflowId: `floor-${consultationId}`,
    args: [input],
  });
  // The product's client pays after the intent and card steps, once the workflow has started its payment timer.
  await booked;
  bookedWaiters.delete(consultationId);
  await handle.signal(paymentSucceededSignal, {
    paymentId: `pi_sandbox_${randomUUID().replaceAll('-', '')}`,
    amount: price.total,
    currency: price.currency,
  });
  await paid;
  paidWaiters.delete(consultationId);
  const state = await handle.executeUpdate(acceptUpdate, {
    args: [{ actor: { role: 'expert', userId: expertId } }],
  });
  if (state.status !== 'confirmed') throw new Error(`accept answered ${state.status}`);
  return performance.now() - started;
}

async function run(request: FloorRunRequest): Promise<FloorRunResult> {
  const totalMs: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  await runConcurrently(request.count, request.concurrency, async (i) => {
    try {
      totalMs.push(await lifecycle(new Date(request.firstSlotAt + i * 3_600_000)));
    } catch (error) {
      errors.push((error as Error).message);
    }
  });
  return { totalMs, errors, seconds: (performance.now() - started) / 1000 };
}

process.on('message', (message: { type?: string }) => {
  if (message.type === 'usage') sendUsage();
  if (message.type === 'run') {
    void run(message as FloorRunRequest).then((result) => process.send?.(result));
  }
  if (message.type === 'exit') {
    worker.shutdown();
    void running
      .then(() => Promise.all([native.close(), connection.close()]))
      .finally(() => process.exit(0));
  }
});
process.send?.({ port: 0 });
