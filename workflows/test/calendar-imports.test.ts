// The imported calendars' refresh on the real dev server with mocked activities: every import is fetched, page by
// page (a full page continues as new), a few at a time, and one whose fetch fails for good does not stop the rest.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  calendarImportsRefreshWorkflow,
  calendarImportWorkflow,
} from '../src/workflows/calendar-imports.workflow.js';
import { useMockedWorker } from './support/mocked-worker.js';

const ids = Array.from({ length: 7 }, (_, i) => `import-${i}`);
const fetched: string[] = [];
let running = 0;
let mostAtOnce = 0;

const { taskQueue, client } = useMockedWorker('calendar-imports', {
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
});

describe('the calendar imports refresh', () => {
  it('fetches every import, page by page, a few at a time, past one that fails', async () => {
    const handle = await client().workflow.start(calendarImportsRefreshWorkflow, {
      taskQueue,
      workflowId: `calendar-imports-refresh-${randomUUID()}`,
      args: [{ after: null, pageSize: 3, concurrency: 2 }],
    });
    // The last page's run answers for itself (pages of 3: 3, 3, then 1).
    await expect(handle.result()).resolves.toEqual({ refreshed: 1, failed: 0 });
    expect([...new Set(fetched)].sort()).toEqual(ids);
    expect(fetched.filter((id) => id === 'import-3')).toHaveLength(3);
    expect(mostAtOnce).toBe(2);
    const runs = await client().workflow.getHandle(handle.workflowId).describe();
    expect(runs.runId).not.toBe(handle.firstExecutionRunId);
  }, 60_000);

  it('fetches one import at once and answers what the fetch did', async () => {
    await expect(
      client().workflow.execute(calendarImportWorkflow, {
        taskQueue,
        workflowId: `calendar-import-${randomUUID()}`,
        args: [{ importId: 'import-1' }],
      }),
    ).resolves.toEqual({ outcome: 'ok', busyCount: 1 });
  });
});
