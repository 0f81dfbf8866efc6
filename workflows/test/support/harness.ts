// A worker on its own task queue with recorded activities, and a client to book consultations and
// drive them through the workflow's signal, updates and query, in real time with short durations.
import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import type { UpdateDefinition } from '@temporalio/common';
import { DefaultLogger, NativeConnection, Runtime, type Worker } from '@temporalio/worker';
import {
  acceptUpdate,
  consultationWorkflowId,
  endUpdate,
  startUpdate,
  resolveLifecycleConfig,
  splitAmount,
  type Actor,
  type ConsultationWorkflowInput,
  type LifecycleConfig,
  type LifecycleState,
} from '../../src/index.js';
import {
  consultationWorkflow,
  lifecycleStateQuery,
  paymentSucceededSignal,
} from '../../src/workflows/consultation.workflow.js';
import { createLifecycleWorker } from '../../src/worker.js';
import { ActivityRecorder, type ActivityName } from './activity-recorder.js';
import type { TemporalTestServer } from './global-setup.js';

const SECOND = 1000;

/**
 * Durations for tests: seconds instead of hours. Timers a test does not exercise are a minute or more
 * away so that they never fire by accident; each test shortens the ones it checks.
 */
export const FAST_CONFIG: LifecycleConfig = resolveLifecycleConfig({
  paymentWindowMs: 60 * SECOND,
  expertResponseWindowMs: 60 * SECOND,
  joiningInstructionsLeadMs: 6 * SECOND,
  startReminderLeadMs: 3 * SECOND,
  joinWindowLeadMs: 2 * SECOND,
  noShowGraceMs: 2 * SECOND,
  overdueReminderAfterMs: 60 * SECOND,
  overdueUrgentAfterMs: 90 * SECOND,
  autoCompleteAfterMs: 120 * SECOND,
  fullRefundLeadMs: 60 * SECOND,
  freeRescheduleLeadMs: 60 * SECOND,
  escrowHoldMs: 60 * SECOND,
});

/** What a test may vary when it books. */
export interface BookOptions {
  /** The start, from now. */
  startsInMs?: number;
  durationMinutes?: number;
  /** 0 books a Quick Consultation. */
  total?: number;
  config?: Partial<LifecycleConfig>;
}

/** One booked consultation and the means to drive and observe it. */
export class Booking {
  readonly clientId = `client-${randomUUID()}`;
  readonly expertId = `expert-${randomUUID()}`;
  readonly client: Actor = { role: 'client', userId: this.clientId };
  readonly expert: Actor = { role: 'expert', userId: this.expertId };
  readonly admin: Actor = { role: 'admin', userId: 'admin-1' };

  constructor(
    readonly id: string,
    private readonly harness: LifecycleHarness,
  ) {}

  get handle() {
    return this.harness.client.workflow.getHandle(consultationWorkflowId(this.id));
  }

  state(): Promise<LifecycleState> {
    return this.handle.query(lifecycleStateQuery);
  }

  pay(paymentId = `pi_${this.id}`, amount?: number): Promise<void> {
    return this.handle.signal(paymentSucceededSignal, {
      paymentId,
      amount: amount ?? this.harness.totalOf(this.id),
      currency: 'NZD',
    });
  }

  /** Sends an update and returns the state it answers with. */
  update<A>(definition: UpdateDefinition<LifecycleState, [A]>, args: A): Promise<LifecycleState> {
    return this.handle.executeUpdate(definition, { args: [args] });
  }

  calls(name?: ActivityName) {
    return this.harness.recorder.callsFor(this.id, name);
  }

  /** Polls the query until `predicate` holds. */
  async waitFor(
    predicate: (state: LifecycleState) => boolean,
    what: string,
    timeoutMs = 20 * SECOND,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = await this.state();
      if (predicate(state)) return state;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  /** Polls the recorded calls until `name` has been called `count` times. */
  async waitForCalls(name: ActivityName, count = 1, timeoutMs = 20 * SECOND) {
    const deadline = Date.now() + timeoutMs;
    while (this.calls(name).length < count) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} × ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.calls(name);
  }

  /** Pays and has the expert accept: confirmed. */
  async payAndAccept(): Promise<LifecycleState> {
    await this.pay();
    await this.waitFor((s) => s.status === 'pending', 'the payment to be recorded');
    return this.update(acceptUpdate, { actor: this.expert });
  }

  /** Pays, accepts, starts and ends (book inside the join window): completed. */
  async runToCompletion(): Promise<LifecycleState> {
    await this.payAndAccept();
    await this.update(startUpdate, { actor: this.client });
    return this.update(endUpdate, { actor: this.expert });
  }

  result(): Promise<LifecycleState> {
    return this.handle.result() as Promise<LifecycleState>;
  }
}

let runtimeInstalled = false;

/**
 * Installs the process's Temporal runtime with a WARN logger: worker state changes at INFO would drown
 * the test report. Call it before anything else creates the runtime (a worker, a test environment).
 */
export function installQuietRuntime(): void {
  if (!runtimeInstalled) Runtime.install({ logger: new DefaultLogger('WARN') });
  runtimeInstalled = true;
}

/** A worker with recorded activities on a fresh task queue, against the shared dev server. */
export class LifecycleHarness {
  readonly recorder = new ActivityRecorder();
  readonly taskQueue = `lifecycle-test-${randomUUID()}`;
  private readonly totals = new Map<string, number>();
  private worker?: { worker: Worker; running: Promise<void> };

  private constructor(
    private readonly server: TemporalTestServer,
    readonly client: Client,
    private readonly nativeConnection: NativeConnection,
    private readonly connection: Connection,
  ) {}

  static async start(server: TemporalTestServer): Promise<LifecycleHarness> {
    installQuietRuntime();
    const { address, namespace } = server;
    const connection = await Connection.connect({ address });
    const nativeConnection = await NativeConnection.connect({ address });
    const client = new Client({ connection, namespace });
    const harness = new LifecycleHarness(server, client, nativeConnection, connection);
    await harness.startWorker();
    return harness;
  }

  /** Starts a worker (a new one after stopWorker: a new process would do the same). */
  async startWorker(): Promise<void> {
    const { namespace, bundlePath } = this.server;
    const worker = await createLifecycleWorker({
      connection: this.nativeConnection,
      namespace,
      taskQueue: this.taskQueue,
      activities: this.recorder.activities,
      workflowBundle: { codePath: bundlePath },
    });
    this.worker = { worker, running: worker.run() };
  }

  /** Stops the worker and waits until it has shut down. */
  async stopWorker(): Promise<void> {
    if (!this.worker) return;
    this.worker.worker.shutdown();
    await this.worker.running;
    this.worker = undefined;
  }

  totalOf(id: string): number {
    return this.totals.get(id) ?? 0;
  }

  /** Books a consultation: starts its workflow as the API would. */
  async book(options: BookOptions = {}): Promise<Booking> {
    const id = randomUUID();
    const booking = new Booking(id, this);
    const total = options.total ?? 15_000;
    this.totals.set(id, total);
    const input: ConsultationWorkflowInput = {
      consultationId: id,
      clientId: booking.clientId,
      expertId: booking.expertId,
      startsAt: new Date(Date.now() + (options.startsInMs ?? 10 * 60 * SECOND)).toISOString(),
      durationMinutes: options.durationMinutes ?? 60,
      price: splitAmount(total, 'NZD'),
      config: { ...FAST_CONFIG, ...options.config },
    };
    await this.client.workflow.start(consultationWorkflow, {
      taskQueue: this.taskQueue,
      workflowId: consultationWorkflowId(id),
      args: [input],
    });
    return booking;
  }

  async close(): Promise<void> {
    await this.stopWorker();
    await this.nativeConnection.close();
    await this.connection.close();
  }
}
