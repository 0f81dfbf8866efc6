import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../platform/errors.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of base62, from the system's random source (rejection sampling: no bias). */
function randomToken(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export interface PartnerKeys {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

/** New keys for a partner; `test` keys outside production, like Stripe's modes. */
export function newPartnerKeys(mode: 'live' | 'test'): PartnerKeys {
  return {
    publishableKey: `pk_${mode}_${randomToken(24)}`,
    secretKey: `sk_${mode}_${randomToken(40)}`,
    webhookSecret: `whsec_${randomToken(40)}`,
  };
}

/** What the database keeps of a secret key. The keys are long random strings: a fast hash is enough. */
export function hashSecretKey(secretKey: string): string {
  return createHash('sha256').update(secretKey).digest('hex');
}

/** The part of a secret key an admin may see again: its mode prefix and last four characters. */
export function secretKeyHint(secretKey: string): string {
  return `${secretKey.slice(0, 8)}…${secretKey.slice(-4)}`;
}

/** A partner key (publishable or secret) that is missing, malformed or nobody's. */
export function invalidPartnerKey(): AppError {
  return new AppError(401, 'invalid_partner_key', 'Unknown partner key');
}
