// The one rule for which browser origins may act with the user's cookie: REST's state-changing calls (the CSRF check)
// and the live room's handshake decide with it. Allowed: the site's configured origins (PUBLIC_URL, CORS_ORIGINS)
// and the origin the request itself was addressed to (so http://127.0.0.1:3000 or a LAN address works as well as
// the configured name). No Origin at all (curl, server-side SDK use) is allowed unless the browser says the request
// came from another site (Sec-Fetch-Site: cross-site). The partner widget's origins are a rule of their own, scoped to
// /api/widget/* and a partner's key.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export function originAllowed(input: {
  origin: string | undefined;
  /** The origin the request was addressed to: scheme and Host. */
  ownOrigin: string;
  secFetchSite: string | undefined;
  allowed: ReadonlySet<string>;
}): boolean {
  const { origin, ownOrigin, secFetchSite, allowed } = input;
  if (!origin) return secFetchSite !== 'cross-site';
  return origin === ownOrigin || allowed.has(origin);
}

/** The first value of a header that may repeat or list values. */
export const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** The origin a raw Node request was addressed to, honouring X-Forwarded-* behind a trusted proxy (as Koa does). */
export function ownOriginOf(request: IncomingMessage, trustProxy: boolean): string {
  const encrypted = Boolean((request.socket as TLSSocket).encrypted);
  const protocol =
    (trustProxy ? first(request.headers['x-forwarded-proto']) : undefined) ??
    (encrypted ? 'https' : 'http');
  const host =
    (trustProxy ? first(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host;
  return `${protocol}://${host ?? ''}`;
}
