// The partner webhook workflow's activities: one signed POST per attempt, each recorded in the delivery log.
// The workflow retries a failed attempt on the delivery's schedule and calls failPartnerWebhook after the last.
import { ApplicationFailure } from '@temporalio/common';
import { PARTNER_WEBHOOK_REFUSED, type PartnerWebhookActivities } from '@expertbridge/workflows';
import type {
  DeliveryAttemptRow,
  PartnerWebhooksRepository,
} from './partner-webhooks.repository.js';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.js';

/** How long a partner has to answer one attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Why an attempt must not be made at all, or undefined when it may. */
function refusalOf(delivery: DeliveryAttemptRow): string | undefined {
  if (delivery.partner_status !== 'active') return 'The partner is disabled';
  let protocol: string;
  try {
    protocol = new URL(delivery.url).protocol;
  } catch {
    return 'The webhook address is not a URL';
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    return `The webhook address must be http(s), not ${protocol}`;
  }
  return undefined;
}

function describe(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

export function createPartnerWebhookActivities({
  repository,
}: {
  repository: PartnerWebhooksRepository;
}): PartnerWebhookActivities {
  return {
    async deliverPartnerWebhook({ deliveryId }) {
      const delivery = await repository.findDeliveryAttempt(deliveryId);
      if (!delivery) {
        throw ApplicationFailure.nonRetryable(
          'The delivery does not exist',
          PARTNER_WEBHOOK_REFUSED,
        );
      }
      // Settled by an earlier attempt whose success the workflow did not hear of.
      if (delivery.status !== 'pending') return;
      const refusal = refusalOf(delivery);
      if (refusal) throw ApplicationFailure.nonRetryable(refusal, PARTNER_WEBHOOK_REFUSED);
      const timestamp = Math.floor(Date.now() / 1000);
      let status: number;
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'ExpertBridge-Webhooks/1',
            [SIGNATURE_HEADER]: signatureHeader(
              delivery.payload,
              delivery.webhook_secret,
              timestamp,
            ),
          },
          body: delivery.payload,
          // A redirect is an answer that is not 2xx: the partner fixes its address instead.
          redirect: 'manual',
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        const reason = describe(error);
        await repository.recordAttempt(deliveryId, {
          statusCode: null,
          error: reason,
          delivered: false,
        });
        throw ApplicationFailure.retryable(reason, 'PartnerWebhookUnreachable');
      }
      const delivered = status >= 200 && status < 300;
      await repository.recordAttempt(deliveryId, {
        statusCode: status,
        error: delivered ? null : `HTTP ${status}`,
        delivered,
      });
      if (!delivered) {
        throw ApplicationFailure.retryable(
          `The partner answered HTTP ${status}`,
          'PartnerWebhookRejected',
        );
      }
    },

    async failPartnerWebhook({ deliveryId, reason }) {
      await repository.markFailed(deliveryId, reason);
    },
  };
}
