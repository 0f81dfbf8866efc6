import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { WebhookSignatureError } from './gateway-errors.js';
import type { GatewayWebhookEvent } from './payment-gateway.js';

/*
 * Both gateways speak Stripe's webhook format (an event JSON signed with `Stripe-Signature: t=…,v1=…`), so one
 * verifier and one reader serve both, and a handler written against the sandbox works unchanged on Stripe.
 */

/** How old a delivery may be (seconds): Stripe's default, which bounds how long a captured delivery can be replayed. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type EventObject = {
  id?: unknown;
  object?: unknown;
  payment_intent?: unknown;
  metadata?: Record<string, unknown> | null;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** The ids a handler needs from an event, whatever object it is about. */
export function toGatewayEvent(event: {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}): GatewayWebhookEvent {
  const object = (event.data.object ?? {}) as EventObject;
  const kind = object.object;
  const paymentIntentId = kind === 'payment_intent' ? text(object.id) : text(object.payment_intent);
  const consultationId =
    kind === 'payment_intent' ? text(object.metadata?.consultationId) : undefined;
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    ...(paymentIntentId ? { paymentIntentId } : {}),
    ...(consultationId ? { consultationId } : {}),
    ...(kind === 'refund' && text(object.id) ? { refundId: text(object.id) } : {}),
    ...(kind === 'transfer' && text(object.id) ? { transferId: text(object.id) } : {}),
  };
}

/** Verifies a delivery against the endpoint's secret and reads it; any doubt is a WebhookSignatureError. */
export function verifyWebhook(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  secret: string,
  /** The receiving clock in milliseconds; tests pass it to judge an old delivery. */
  nowMs?: number,
): GatewayWebhookEvent {
  if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(error.message, { cause: error });
    }
    // A correctly signed body that is not JSON: nothing we sent or Stripe would send.
    throw new WebhookSignatureError('The webhook body is not an event', { cause: error });
  }
  return toGatewayEvent(event);
}

/** The `Stripe-Signature` header for a payload: HMAC-SHA256 of `${timestamp}.${payload}` under the secret. */
export function signWebhook(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
