// The daily run of the monthly statements: batches until none is due, continuing as new when a run grows long.
import { continueAsNew, proxyActivities } from '@temporalio/workflow';
import type { MonthlyStatementActivities } from '../monthly-statements.js';

const { issueMonthlyStatements } = proxyActivities<MonthlyStatementActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '10 seconds', maximumAttempts: 5 },
});

/** Issues every statement due, `batch` per activity. */
export async function monthlyStatementsWorkflow(input: {
  batch: number;
}): Promise<{ issued: number }> {
  let issued = 0;
  for (let round = 0; round < 50; round += 1) {
    const result = await issueMonthlyStatements({ limit: input.batch });
    issued += result.issued;
    if (result.issued < input.batch) return { issued };
  }
  return continueAsNew<typeof monthlyStatementsWorkflow>(input);
}
