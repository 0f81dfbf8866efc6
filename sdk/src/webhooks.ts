// Verifying a partner webhook (the contract's `webhooks: partnerBookingEvent`) on the partner's server: the
// `ExpertBridge-Signature` header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
// partner's webhook secret.
import type * as NodeCryptoModule from 'node:crypto';
import type { components } from './schema.js';

/** What a partner's webhook endpoint receives. */
export type PartnerWebhookEvent = components['schemas']['PartnerWebhookEvent'];
export type PartnerWebhookEventType = components['schemas']['PartnerWebhookEventType'];

/** The header the signature arrives in. */
export const WEBHOOK_SIGNATURE_HEADER = 'ExpertBridge-Signature';

/** Why a webhook was refused. */
export type WebhookVerificationFailure =
  'malformed_header' | 'bad_signature' | 'timestamp_out_of_tolerance' | 'malformed_payload';

/** A webhook that must not be trusted; `reason` says why. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookVerificationFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifyWebhookOptions {
  /** The request body exactly as received (the raw bytes, or them decoded as UTF-8), never re-serialised JSON. */
  payload: string | Uint8Array;
  /** The `ExpertBridge-Signature` header. */
  header: string | null | undefined;
  /** The partner's webhook signing secret (`whsec_…`). */
  secret: string;
  /** How far the signature's time may be from now, in seconds; 300 by default. */
  toleranceSeconds?: number;
  /** The time to check against (a Date or epoch milliseconds); the clock by default. */
  now?: Date | number;
}

type NodeCrypto = typeof NodeCryptoModule;

// Loaded when called rather than imported: the SDK's entry point is also bundled for browsers (the UI kit, the
// widget), where node:crypto does not exist and where a webhook secret must never be.
function nodeCrypto(): NodeCrypto {
  const crypto = globalThis.process?.getBuiltinModule?.('node:crypto');
  if (!crypto) {
    throw new Error(
      'verifyWebhook runs on a server (Node.js 20.16 or later); a webhook secret never belongs in a browser',
    );
  }
  return crypto;
}

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

function parseHeader(header: string | null | undefined): { t: number; signatures: string[] } {
  const malformed = () =>
    new WebhookVerificationError(
      'malformed_header',
      'The ExpertBridge-Signature header is missing or not "t=<unix seconds>,v1=<hex signature>"',
    );
  if (!header || header.length > 1000) throw malformed();
  let t: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && TIMESTAMP.test(value)) t = Number(value);
    else if (key === 'v1' && SIGNATURE.test(value)) signatures.push(value);
  }
  if (t === undefined || signatures.length === 0) throw malformed();
  return { t, signatures };
}

/**
 * Checks a partner webhook's signature (in constant time) and age, and answers its event; throws a
 * {@link WebhookVerificationError} for a malformed header, a wrong signature, a timestamp outside the
 * tolerance or a body that is not an event. For servers only (Node.js): never ship the secret to a browser.
 */
export function verifyWebhook(options: VerifyWebhookOptions): PartnerWebhookEvent {
  const { createHmac, timingSafeEqual } = nodeCrypto();
  const { t, signatures } = parseHeader(options.header);
  const body =
    typeof options.payload === 'string' ? Buffer.from(options.payload, 'utf8') : options.payload;
  const expected = createHmac('sha256', options.secret).update(`${t}.`).update(body).digest();
  // Every candidate is compared in full, so the time taken says nothing about which bytes matched.
  let matched = false;
  for (const signature of signatures) {
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  if (!matched) {
    throw new WebhookVerificationError(
      'bad_signature',
      'The signature does not match the payload and secret',
    );
  }
  const nowMs = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  const tolerance = options.toleranceSeconds ?? 300;
  if (Math.abs(Math.floor(nowMs / 1000) - t) > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_out_of_tolerance',
      `The signature's timestamp is more than ${tolerance} s from now (too old, or a clock is wrong)`,
    );
  }
  return parseEvent(body);
}

function parseEvent(body: Uint8Array): PartnerWebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    event = undefined;
  }
  const candidate = event as Partial<PartnerWebhookEvent> | undefined;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    typeof candidate.id !== 'string' ||
    typeof candidate.type !== 'string' ||
    typeof candidate.data?.booking !== 'object'
  ) {
    throw new WebhookVerificationError('malformed_payload', 'The payload is not a webhook event');
  }
  return candidate as PartnerWebhookEvent;
}
