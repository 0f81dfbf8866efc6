// The payment reconciliation sweep: a Temporal Schedule starts one small workflow every period, whose only job is
// to run the sweep activity. The sweep finds payments the provider charged that never reached their consultation's
// workflow (Temporal or the API was down when the card was confirmed) and delivers or refunds each. Workflow-safe:
// types, names and the activity's interface only; the API implements the activity.

/** The Temporal Schedule that starts the sweep; one per namespace, created or updated by every worker at start. */
export const PAYMENT_RECONCILIATION_SCHEDULE_ID = 'payment-reconciliation';

/** The id prefix of each run the schedule starts (Temporal appends the scheduled time). */
export const PAYMENT_RECONCILIATION_WORKFLOW_ID = 'payment-reconciliation';

/**
 * How long the sweep's activity may go without a heartbeat before Temporal counts it lost and fails the run. A run may
 * take up to ten minutes, and the schedule skips every run due while one is open: without heartbeats, a run whose
 * worker died, or whose result never reached a Temporal server restarting as it finished, held the sweep up for those
 * ten minutes, just after an outage, when charged payments are most likely to be waiting.
 */
export const RECONCILIATION_HEARTBEAT_TIMEOUT_MS = 10_000;

/** How often the worker heartbeats a running sweep (the SDK sends at most one per 80 % of the timeout). */
export const RECONCILIATION_HEARTBEAT_EVERY_MS = 2_000;

/** What one sweep receives: fixed when the schedule is created or updated. */
export interface PaymentReconciliationInput {
  /** A payment younger than this is left to the card step and the provider's webhook, which are usually in time. */
  graceMs: number;
  /** Payments checked in one run at most; the rest wait for the next run. */
  batchSize: number;
}

/** What one sweep did, kept in the run's result for the operator. */
export interface PaymentReconciliationReport {
  /** Payments asked about at the provider. */
  checked: number;
  /** Succeeded payments handed to their consultation's workflow. */
  delivered: number;
  /** Succeeded payments refunded whole because their workflow had ended. */
  refunded: number;
  /** Payments whose check or delivery failed this time (the provider or Temporal out of reach); tried again later. */
  failed: number;
}

/** The sweep's activity, implemented by the API. */
export interface PaymentReconciliationActivities {
  /**
   * Claims up to `batchSize` payments not delivered and not refunded, older than `graceMs`, asks the provider about
   * each and delivers (or refunds) every succeeded one. A failure for one payment does not stop the others.
   */
  reconcilePayments(input: PaymentReconciliationInput): Promise<PaymentReconciliationReport>;
}
