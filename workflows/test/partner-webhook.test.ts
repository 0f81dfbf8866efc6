// The partner webhook workflow on the real dev server with mocked activities: the delivery is retried on
// the delivery's schedule, recorded as failed once the attempts run out, and never retried when refused.
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { describe, expect, it } from 'vitest';
import {
  PARTNER_WEBHOOK_REFUSED,
  partnerWebhookWorkflowId,
  resolvePartnerWebhookRetry,
} from '../src/partner-webhooks.js';
import { partnerWebhookWorkflow } from '../src/workflows/partner-webhook.workflow.js';
import { useMockedWorker } from './support/mocked-worker.js';

const retry = resolvePartnerWebhookRetry({
  initialIntervalMs: 50,
  backoffCoefficient: 2,
  maximumIntervalMs: 200,
  maximumAttempts: 4,
});

/** What each delivery's attempts do, by delivery id: 'ok', 'fail' or 'refuse', one entry an attempt. */
const plans = new Map<string, ('ok' | 'fail' | 'refuse')[]>();
const attempts = new Map<string, number>();
const failures = new Map<string, string>();

const { taskQueue, client } = useMockedWorker('partner-webhook', {
  async deliverPartnerWebhook({ deliveryId }) {
    const attempt = (attempts.get(deliveryId) ?? 0) + 1;
    attempts.set(deliveryId, attempt);
    const outcome = plans.get(deliveryId)?.[attempt - 1] ?? 'fail';
    if (outcome === 'refuse') {
      throw ApplicationFailure.nonRetryable('not an http(s) address', PARTNER_WEBHOOK_REFUSED);
    }
    if (outcome === 'fail') throw new Error(`HTTP 500 on attempt ${attempt}`);
  },
  async failPartnerWebhook({ deliveryId, reason }) {
    failures.set(deliveryId, reason);
  },
});

function deliver(plan: ('ok' | 'fail' | 'refuse')[]) {
  const deliveryId = randomUUID();
  plans.set(deliveryId, plan);
  const result = client().workflow.execute(partnerWebhookWorkflow, {
    taskQueue,
    workflowId: partnerWebhookWorkflowId(deliveryId),
    args: [{ deliveryId, retry }],
  });
  return { deliveryId, result };
}

describe('a partner webhook delivery', () => {
  it('is retried until an attempt succeeds', async () => {
    const { deliveryId, result } = deliver(['fail', 'fail', 'ok']);
    await expect(result).resolves.toBe('delivered');
    expect(attempts.get(deliveryId)).toBe(3);
    expect(failures.has(deliveryId)).toBe(false);
  });

  it('is recorded as failed, with the last error, once the attempts run out', async () => {
    const { deliveryId, result } = deliver([]);
    await expect(result).resolves.toBe('failed');
    expect(attempts.get(deliveryId)).toBe(retry.maximumAttempts);
    expect(failures.get(deliveryId)).toBe('HTTP 500 on attempt 4');
  });

  it('is not retried when the delivery is refused', async () => {
    const { deliveryId, result } = deliver(['refuse', 'ok']);
    await expect(result).resolves.toBe('failed');
    expect(attempts.get(deliveryId)).toBe(1);
    expect(failures.get(deliveryId)).toBe('not an http(s) address');
  });
});

describe('the retry schedule', () => {
  it('defaults to about a day of exponential backoff', () => {
    const { initialIntervalMs, backoffCoefficient, maximumIntervalMs, maximumAttempts } =
      resolvePartnerWebhookRetry();
    let wait = initialIntervalMs;
    let total = 0;
    for (let retryNumber = 1; retryNumber < maximumAttempts; retryNumber += 1) {
      total += wait;
      wait = Math.min(wait * backoffCoefficient, maximumIntervalMs);
    }
    expect(total / 3_600_000).toBeGreaterThanOrEqual(20);
    expect(total / 3_600_000).toBeLessThanOrEqual(30);
  });

  it('refuses a schedule Temporal would not take', () => {
    expect(() => resolvePartnerWebhookRetry({ backoffCoefficient: 0.5 })).toThrow(/at least 1/);
    expect(() => resolvePartnerWebhookRetry({ maximumAttempts: 0 })).toThrow(/maximumAttempts/);
    expect(() =>
      resolvePartnerWebhookRetry({ initialIntervalMs: 10_000, maximumIntervalMs: 1_000 }),
    ).toThrow(/maximumIntervalMs/);
  });
});
