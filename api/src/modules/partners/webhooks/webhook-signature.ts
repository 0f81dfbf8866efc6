// The signature of a partner webhook (the contract's `webhooks: partnerBookingEvent`): an HMAC-SHA256 over
// "<unix seconds>.<raw body>" keyed with the partner's webhook secret. @expertbridge/sdk's verifyWebhook checks it.
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'ExpertBridge-Signature';

/** The `ExpertBridge-Signature` header for `body` sent at `timestampSeconds`. */
export function signatureHeader(body: string, secret: string, timestampSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}
