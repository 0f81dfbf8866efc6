// The imported calendars' refresh on the real dev server with mocked activities: every import is fetched, page by
// page (a full page continues as new), a few at a time, and one whose fetch fails for good does not stop the rest.
import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, type Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLifecycleWorker } from '../src/worker.js';
import {
  calendarImportsRefreshWorkflow,
  calendarImportWorkflow,
} from '../src/workflows/calendar-imports.workflow.js';
import { ActivityRecorder } from './support/activity-recorder.js';
import { installQuietRuntime } from './support/harness.js';

const taskQueue = `calendar-imports-test-${randomUUID()}`;
const ids = Array.from({ length: 7 }, (_, i) => `import-${i}`);
const fetched: string[] = [];
let running = 0;
let mostAtOnce = 0;

let connection: Connection;
let native: NativeConnection;
let client: Client;
let worker: { worker: Worker; running: Promise<void> };

beforeAll(async () => {
  installQuietRuntime();
  const { address, namespace, bundlePath } = inject('temporal');
  connection = await Connection.connect({ address });
  native = await NativeConnection.connect({ address });
  client = new Client({ connection, namespace });
  const created = await createLifecycleWorker({
    connection: native,
    namespace,
    taskQueue,
    workflowBundle: { codePath: bundlePath },
    activities: {
      ...new ActivityRecorder().activities,
      async listCalendarImportIds({ after, limit }) {
        return ids.filter((id) => after === null || id > after).slice(0, limit);
      },
      async refreshCalendarImport({ importId }) {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        fetched.push(importId);
        // Our own database out of reach for this one, every attempt.
        if (importId === 'import-3') throw new Error('connection refused');
        return { outcome: importId === 'import-5' ? 'failed' : 'ok', busyCount: 1 };
      },
    },
  });
  worker = { worker: created, running: created.run() };
});

afterAll(async () => {
  worker?.worker.shutdown();
  await worker?.running;
  await native?.close();
  await connection?.close();
});

describe('the calendar imports refresh', () => {
  it('fetches every import, page by page, a few at a time, past one that fails', async () => {
    const handle = await client.workflow.start(calendarImportsRefreshWorkflow, {
      taskQueue,
      workflowId: `calendar-imports-refresh-${randomUUID()}`,
      args: [{ after: null, pageSize: 3, concurrency: 2 }],
    });
    // The last page's run answers for itself (pages of 3: 3, 3, then 1).
    await expect(handle.result()).resolves.toEqual({ refreshed: 1, failed: 0 });
    expect([...new Set(fetched)].sort()).toEqual(ids);
    expect(fetched.filter((id) => id === 'import-3')).toHaveLength(3);
    expect(mostAtOnce).toBe(2);
    const runs = await client.workflow.getHandle(handle.workflowId).describe();
    expect(runs.runId).not.toBe(handle.firstExecutionRunId);
  }, 60_000);

  it('fetches one import at once and answers what the fetch did', async () => {
    await expect(
      client.workflow.execute(calendarImportWorkflow, {
        taskQueue,
        workflowId: `calendar-import-${randomUUID()}`,
        args: [{ importId: 'import-1' }],
      }),
    ).resolves.toEqual({ outcome: 'ok', busyCount: 1 });
  });
});
