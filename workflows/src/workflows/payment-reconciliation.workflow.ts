// One run of the payment reconciliation sweep, started by its Temporal Schedule. A failed run is not retried here:
// the next scheduled run claims the same payments again (their claim lapses), so retrying would only overlap it.
import { proxyActivities } from '@temporalio/workflow';
import {
  RECONCILIATION_HEARTBEAT_TIMEOUT_MS,
  type PaymentReconciliationActivities,
  type PaymentReconciliationInput,
  type PaymentReconciliationReport,
} from '../payment-reconciliation.js';

/** Runs the sweep once; answers what it did. */
export async function paymentReconciliationWorkflow(
  input: PaymentReconciliationInput,
): Promise<PaymentReconciliationReport> {
  const { reconcilePayments } = proxyActivities<PaymentReconciliationActivities>({
    // A batch of provider calls and signals, each bounded by its own time limit.
    startToCloseTimeout: '10 minutes',
    // The worker heartbeats while the sweep runs (worker.ts): a run it lost ends in seconds, not ten minutes.
    heartbeatTimeout: RECONCILIATION_HEARTBEAT_TIMEOUT_MS,
    retry: { maximumAttempts: 1 },
  });
  return reconcilePayments(input);
}
