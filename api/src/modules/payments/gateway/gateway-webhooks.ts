import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { WebhookEventError, WebhookSignatureError } from './gateway-errors.js';
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
  charge?: unknown;
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
    ...(kind === 'account' && text(object.id) ? { accountId: text(object.id) } : {}),
    // A dispute's amount, reason, status and deadline are asked of the provider, as a payment's are.
    ...(kind === 'dispute' && text(object.id) ? { disputeId: text(object.id) } : {}),
    ...(kind === 'dispute' && text(object.charge) ? { chargeId: text(object.charge) } : {}),
  };
}

/** Stripe's bound on an event id and type (they are stored with the event, which is processed once per id). */
const MAX_EVENT_TEXT = 255;

const eventText = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_EVENT_TEXT;

/** Whether a verified body has the shape of a Stripe event: what {@link toGatewayEvent} reads. */
function isEvent(value: unknown): value is Stripe.Event {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const event = value as Record<string, unknown>;
  const data = event.data as Record<string, unknown> | null | undefined;
  return (
    eventText(event.id) &&
    eventText(event.type) &&
    Number.isSafeInteger(event.created) &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.object === 'object' &&
    data.object !== null &&
    !Array.isArray(data.object)
  );
}

/**
 * Verifies a delivery against the endpoint's secret and reads it; any doubt about the signature is a
 * WebhookSignatureError, a signed body that is not an event a WebhookEventError.
 */
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
  if (!isEvent(event)) {
    throw new WebhookEventError(
      'The webhook body is not a Stripe event (id, type, created, data.object)',
    );
  }
  return toGatewayEvent(event);
}

/**
 * Verifies a delivery that may come from any of several endpoints of the same URL (the platform's own and Connect's,
 * each with its secret): accepted when one secret verifies it; otherwise the first secret's refusal.
 */
export function verifyWebhookWithAny(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  secrets: readonly string[],
  nowMs?: number,
): GatewayWebhookEvent {
  let refusal: unknown;
  for (const secret of secrets) {
    try {
      return verifyWebhook(rawBody, signatureHeader, secret, nowMs);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      refusal ??= error;
    }
  }
  throw refusal ?? new WebhookSignatureError('No webhook signing secret is configured');
}

/** The `Stripe-Signature` header for a payload: HMAC-SHA256 of `${timestamp}.${payload}` under the secret. */
export function signWebhook(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
