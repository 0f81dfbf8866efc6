// Who may call the widget API: a partner's publishable key (X-Partner-Key) from one of that partner's allowed origins.
// CORS answers that origin only, without credentials: the widget never sends or receives a cookie.
import type { Context, Next } from 'koa';
import { AppError } from '../../platform/errors.js';
import { invalidPartnerKey } from '../partners/partner-keys.js';
import type { PartnerRow } from '../partners/partner-row.js';
import type { PartnersService } from '../partners/partners.service.js';

/** What the widget asks of the partners module: the partner a key names, and which origins are listed. */
export type WidgetPartners = Pick<PartnersService, 'findByPublishableKey' | 'originListed'>;

export const WIDGET_API = '/api/widget/';
/** Called by our own /join page (first-party), not by partner sites: the usual same-origin rules apply. */
export const ROOM_ENTRY_PATH = '/api/widget/room-entry';
const KEY_SHAPE = /^pk_[A-Za-z0-9_]{1,100}$/;

/** The partner-facing part of the widget API: every /api/widget/ path but the room entry. */
export function isPartnerWidgetPath(path: string): boolean {
  return path.startsWith(WIDGET_API) && path !== ROOM_ENTRY_PATH;
}

/** The partner named by X-Partner-Key, active, called from one of its origins; 401 or 403 otherwise. */
export async function widgetPartner(ctx: Context, partners: WidgetPartners): Promise<PartnerRow> {
  const key = ctx.get('X-Partner-Key');
  if (!KEY_SHAPE.test(key)) throw invalidPartnerKey();
  const partner = await partners.findByPublishableKey(key);
  if (!partner) throw invalidPartnerKey();
  if (partner.status !== 'active') {
    throw AppError.forbidden('This partner can no longer take bookings', 'partner_disabled');
  }
  const origin = ctx.get('Origin');
  if (!origin || !partner.allowed_origins.includes(origin)) {
    throw AppError.forbidden('This site may not use this partner key', 'origin_not_allowed');
  }
  ctx.state.widgetPartner = partner;
  return partner;
}

const ALLOWED_HEADERS = 'Content-Type, X-Partner-Key, Authorization, X-Request-Id, Idempotency-Key';
const EXPOSED_HEADERS = 'X-Request-Id, Retry-After, Idempotent-Replayed';

/**
 * CORS for the partner widget API. A preflight carries no key, so it is answered for any origin some active partner
 * lists; the request itself is then checked against its own partner's list. Answers, errors included, reflect the
 * origin when it is allowed for the key sent or, for a request without a usable key, listed by any active partner (so
 * the widget can read why it was refused); any other origin gets no CORS headers and the browser keeps the answer
 * from the page.
 */
export function widgetCors(partners: WidgetPartners) {
  return async (ctx: Context, next: Next) => {
    if (!isPartnerWidgetPath(ctx.path)) return next();
    ctx.vary('Origin');
    const origin = ctx.get('Origin');
    if (ctx.method === 'OPTIONS') {
      if (!origin || !(await partners.originListed(origin))) {
        throw AppError.forbidden('This site may not use the booking widget', 'origin_not_allowed');
      }
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Methods', 'GET, POST');
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', '600');
      ctx.status = 204;
      return;
    }
    try {
      await next();
    } finally {
      const partner = ctx.state.widgetPartner as PartnerRow | undefined;
      const allowed = partner
        ? partner.allowed_origins.includes(origin)
        : origin !== '' && (await partners.originListed(origin));
      if (allowed) {
        ctx.set('Access-Control-Allow-Origin', origin);
        ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      }
    }
  };
}
