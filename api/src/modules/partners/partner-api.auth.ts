// Who is calling the partner server API: the partner whose secret key the `Authorization: Bearer sk_…` header
// carries. Only the key's SHA-256 is stored; cookies are never read here.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { AppError } from '../../platform/errors.js';
import { hashSecretKey, invalidPartnerKey } from './partner-keys.js';
import type { PartnersService } from './partners.service.js';

export interface ApiPartner {
  id: string;
  webhook_url: string | null;
}

const BEARER_SECRET_KEY = /^Bearer (sk_[\x21-\x7e]{1,200})$/;

/** The active partner the request's secret key belongs to; 401 for a missing or unknown key, 403 when disabled. */
export async function requirePartner(
  ctx: Context,
  partners: Pick<PartnersService, 'findBySecretKeyHash'>,
): Promise<ApiPartner> {
  const key = BEARER_SECRET_KEY.exec(ctx.get('Authorization'))?.[1];
  if (!key) throw invalidPartnerKey();
  const hash = hashSecretKey(key);
  const partner = await partners.findBySecretKeyHash(hash);
  // The lookup is by the hash; the comparison of the hashes themselves takes the same time whatever they hold.
  if (
    !partner ||
    !timingSafeEqual(Buffer.from(partner.secret_key_hash, 'hex'), Buffer.from(hash, 'hex'))
  ) {
    throw invalidPartnerKey();
  }
  if (partner.status !== 'active') {
    throw AppError.forbidden('This partner is disabled', 'partner_disabled');
  }
  return { id: partner.id, webhook_url: partner.webhook_url };
}
