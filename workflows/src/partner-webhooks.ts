// Partner webhooks: one small workflow per delivery, whose only job is to run the delivery
// activity under a retry policy with exponential backoff and to record the failure when the retries run
// out. Workflow-safe: types, the default schedule and names only; the API implements the activities.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How a delivery is retried: Temporal's retry policy, in milliseconds. */
export interface PartnerWebhookRetry {
  /** The wait before the first retry. */
  initialIntervalMs: number;
  /** Each wait is the previous one times this (1 = a fixed interval). */
  backoffCoefficient: number;
  /** No wait is longer than this. */
  maximumIntervalMs: number;
  /** Attempts in all, the first included; after the last one the delivery is `failed`. */
  maximumAttempts: number;
}

/**
 * About a day: retries after 1, 2, 4 … 128 minutes, then every 4 hours; the 14th attempt comes
 * 24 h 15 min after the first.
 */
export const DEFAULT_PARTNER_WEBHOOK_RETRY: Readonly<PartnerWebhookRetry> = Object.freeze({
  initialIntervalMs: MINUTE,
  backoffCoefficient: 2,
  maximumIntervalMs: 4 * HOUR,
  maximumAttempts: 14,
});

/** Fills missing values with the defaults and refuses a schedule Temporal would not take. */
export function resolvePartnerWebhookRetry(
  overrides: Partial<PartnerWebhookRetry> = {},
): PartnerWebhookRetry {
  const retry: PartnerWebhookRetry = { ...DEFAULT_PARTNER_WEBHOOK_RETRY, ...overrides };
  for (const key of ['initialIntervalMs', 'maximumIntervalMs', 'maximumAttempts'] as const) {
    if (!Number.isSafeInteger(retry[key]) || retry[key] < 1) {
      throw new RangeError(`${key} must be a positive whole number, got ${retry[key]}`);
    }
  }
  if (!Number.isFinite(retry.backoffCoefficient) || retry.backoffCoefficient < 1) {
    throw new RangeError(`backoffCoefficient must be at least 1, got ${retry.backoffCoefficient}`);
  }
  if (retry.maximumIntervalMs < retry.initialIntervalMs) {
    throw new RangeError('maximumIntervalMs must be at least initialIntervalMs');
  }
  return retry;
}

/** The workflow of one delivery; derived from the delivery's id so that it starts once. */
export function partnerWebhookWorkflowId(deliveryId: string): string {
  return `partner-webhook-${deliveryId}`;
}

/** What the delivery workflow receives; the schedule is fixed when the delivery starts. */
export interface PartnerWebhookWorkflowInput {
  deliveryId: string;
  retry: PartnerWebhookRetry;
}

/** The ApplicationFailure type of a delivery that must not be retried (an address that is not http(s)). */
export const PARTNER_WEBHOOK_REFUSED = 'PartnerWebhookRefused';

/** The activities of the delivery workflow, implemented by the API. */
export interface PartnerWebhookActivities {
  /**
   * One attempt: POSTs the stored event, signed now, to the delivery's address and records the attempt
   * (status code or error). Resolves on a 2xx (the delivery is `delivered`); throws otherwise.
   */
  deliverPartnerWebhook(input: { deliveryId: string }): Promise<void>;
  /** Marks a delivery whose attempts ran out (or that was refused) `failed`. */
  failPartnerWebhook(input: { deliveryId: string; reason: string }): Promise<void>;
}
