// Claiming an account a widget booking made: the confirmation e-mail carries a link whose code proves the reader got
// that e-mail; with it they set a password. The code is `<user id>.<issued, unix s>.<HMAC>`, so nothing is stored: it
// dies with its 30 days, and once the account has a password no code works on it any more (single use).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import { platformSecret } from '../../platform/secrets.js';
import type { SecretsRepository } from '../../platform/secrets.repository.js';

const CLAIM_TTL_SECONDS = 30 * 24 * 3600;
const CODE = /^([0-9a-f-]{36})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

const signature = async (secrets: SecretsRepository, userId: string, issuedAt: string) =>
  createHmac('sha256', await platformSecret(secrets, 'account-claim-key'))
    .update(`claim:${userId}:${issuedAt}`)
    .digest();

export function claimNotFound(): AppError {
  return AppError.notFound(
    'This link has expired or has already been used. Sign in, or reset your password.',
    'claim_not_found',
  );
}

/** A claim code for a user, issued now. */
export async function claimCode(
  secrets: SecretsRepository,
  userId: string,
  now = new Date(),
): Promise<string> {
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  return `${userId}.${issuedAt}.${(await signature(secrets, userId, issuedAt)).toString('base64url')}`;
}

/** The user a code was issued for, if it is ours and not expired; 404 otherwise. */
export async function claimedUserId(
  secrets: SecretsRepository,
  code: string,
  now = new Date(),
): Promise<string> {
  const match = CODE.exec(code);
  if (!match) throw claimNotFound();
  const [, userId, issuedAt, given] = match as unknown as [string, string, string, string];
  const expected = await signature(secrets, userId, issuedAt);
  const givenBytes = Buffer.from(given, 'base64url');
  if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) {
    throw claimNotFound();
  }
  const age = now.getTime() / 1000 - Number(issuedAt);
  if (age < -300 || age > CLAIM_TTL_SECONDS) throw claimNotFound();
  return userId;
}
