// The payment reconciliation sweep's run on the real dev server. The schedule skips every run due while one is open,
// so a run must end soon after its worker loses it: its activity heartbeats while it runs, and the workflow gives a
// silent one the heartbeat timeout, not its ten minutes.
import { randomUUID } from 'node:crypto';
import { ActivityFailure, TimeoutFailure, WorkflowFailedError } from '@temporalio/client';
import { TimeoutType } from '@temporalio/common';
import { describe, expect, it } from 'vitest';
import {
  RECONCILIATION_HEARTBEAT_TIMEOUT_MS,
  type PaymentReconciliationReport,
} from '../src/payment-reconciliation.js';
import { paymentReconciliationWorkflow } from '../src/workflows/payment-reconciliation.workflow.js';
import { useMockedWorker } from './support/mocked-worker.js';

const report: PaymentReconciliationReport = { checked: 3, delivered: 2, refunded: 1, failed: 0 };
const input = { graceMs: 1_000, batchSize: 10 };

/** Longer than the heartbeat timeout: only heartbeats keep the attempt alive this long. */
const LONG_RUN_MS = RECONCILIATION_HEARTBEAT_TIMEOUT_MS + 4_000;

const { taskQueue, client } = useMockedWorker('payment-reconciliation', {
  async reconcilePayments() {
    await new Promise((resolve) => setTimeout(resolve, LONG_RUN_MS));
    return report;
  },
});

// A worker of the SDK's own, not the lifecycle worker: its activity neither heartbeats nor ends while the test waits,
// as an attempt whose worker died or whose result never reached the server. Released at the test's end, so that the
// worker can stop.
let release: () => void = () => {};
const released = new Promise<void>((resolve) => (release = resolve));
const silent = useMockedWorker(
  'payment-reconciliation-silent',
  {
    async reconcilePayments() {
      await released;
      return report;
    },
  },
  { sdkWorker: true },
);

describe.concurrent('a payment reconciliation run', () => {
  it('outlives the heartbeat timeout while its worker heartbeats it', async () => {
    await expect(
      client().workflow.execute(paymentReconciliationWorkflow, {
        taskQueue,
        workflowId: `payment-reconciliation-${randomUUID()}`,
        args: [input],
      }),
    ).resolves.toEqual(report);
  });

  it('fails at the heartbeat timeout when its attempt goes silent, as one its worker lost', async () => {
    try {
      const startedAt = Date.now();
      const failure = await silent
        .client()
        .workflow.execute(paymentReconciliationWorkflow, {
          taskQueue: silent.taskQueue,
          workflowId: `payment-reconciliation-${randomUUID()}`,
          args: [input],
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      const waited = Date.now() - startedAt;
      expect(failure).toBeInstanceOf(WorkflowFailedError);
      const activity = (failure as WorkflowFailedError).cause;
      expect(activity).toBeInstanceOf(ActivityFailure);
      const timeout = (activity as ActivityFailure).cause;
      expect(timeout).toBeInstanceOf(TimeoutFailure);
      expect((timeout as TimeoutFailure).timeoutType).toBe(TimeoutType.HEARTBEAT);
      // Ended by the heartbeat timeout, far inside the activity's ten minutes.
      expect(waited).toBeGreaterThanOrEqual(RECONCILIATION_HEARTBEAT_TIMEOUT_MS - 500);
      expect(waited).toBeLessThan(RECONCILIATION_HEARTBEAT_TIMEOUT_MS + 20_000);
    } finally {
      release();
    }
  });
});
