// The monthly statements' daily run on the real dev server with a mocked activity: it asks for batches until one
// comes back short, so everything due is issued in one run however many experts there are.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { monthlyStatementsWorkflow } from '../src/workflows/monthly-statements.workflow.js';
import { useMockedWorker } from './support/mocked-worker.js';

let due = 7;
const batches: number[] = [];

const { taskQueue, client } = useMockedWorker('monthly-statements', {
  async issueMonthlyStatements({ limit }) {
    const issued = Math.min(limit, due);
    due -= issued;
    batches.push(issued);
    return { issued };
  },
});

describe('the monthly statements run', () => {
  it('issues batches until none is left', async () => {
    await expect(
      client().workflow.execute(monthlyStatementsWorkflow, {
        taskQueue,
        workflowId: `monthly-statements-${randomUUID()}`,
        args: [{ batch: 3 }],
      }),
    ).resolves.toEqual({ issued: 7 });
    expect(batches).toEqual([3, 3, 1]);
  }, 60_000);
});
