// A worker on the test run's dev server for one test file: the recorder's activities with the file's own over them,
// on a task queue of its own, started before the file's tests and stopped after them.
import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { afterAll, beforeAll, inject } from 'vitest';
import { createLifecycleWorker, type WorkerActivities } from '../../src/worker.js';
import { ActivityRecorder } from './activity-recorder.js';
import { installQuietRuntime } from './harness.js';

export interface MockedWorker {
  taskQueue: string;
  /** The client of the file's tests (set once the worker runs). */
  client(): Client;
}

/**
 * `sdkWorker`: a plain worker of the SDK's with the activities as given, without what createLifecycleWorker adds
 * around them (the sweep's heartbeats), to stand for a worker that has lost its attempts.
 */
export function useMockedWorker(
  name: string,
  activities: Partial<WorkerActivities>,
  options: { sdkWorker?: boolean } = {},
): MockedWorker {
  const taskQueue = `${name}-test-${randomUUID()}`;
  let connection: Connection | undefined;
  let native: NativeConnection | undefined;
  let client: Client | undefined;
  let worker: { worker: Worker; running: Promise<void> } | undefined;

  beforeAll(async () => {
    installQuietRuntime();
    const { address, namespace, bundlePath } = inject('temporal');
    connection = await Connection.connect({ address });
    native = await NativeConnection.connect({ address });
    client = new Client({ connection, namespace });
    const settings = {
      connection: native,
      namespace,
      taskQueue,
      workflowBundle: { codePath: bundlePath },
      activities: { ...new ActivityRecorder().activities, ...activities },
    };
    const created = await (options.sdkWorker
      ? Worker.create(settings)
      : createLifecycleWorker(settings));
    worker = { worker: created, running: created.run() };
  });

  afterAll(async () => {
    worker?.worker.shutdown();
    await worker?.running;
    await native?.close();
    await connection?.close();
  });

  return {
    taskQueue,
    client: () => {
      if (!client) throw new Error('the mocked worker has not started');
      return client;
    },
  };
}
