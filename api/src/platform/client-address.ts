// The client's address, one rule for REST (Koa's ctx.ip, configured in app.ts) and the live room's sockets: the
// connection's peer, or behind a trusted proxy (TRUST_PROXY) the last X-Forwarded-For entry, the one that proxy
// added. Entries before it are whatever the client sent and prove nothing: taking the first would let anyone
// choose the address their rate limits are counted under.
import type { IncomingMessage } from 'node:http';

/** How many X-Forwarded-For entries Koa reads (`maxIpsCount`): the trusted proxy's own. */
export const TRUSTED_PROXY_HOPS = 1;

/** The address a raw Node request came from, as ctx.ip gives it. */
export function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const list = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  if (trustProxy && list) {
    const last = list.split(/\s*,\s*/).at(-TRUSTED_PROXY_HOPS);
    if (last) return last;
  }
  return request.socket.remoteAddress ?? '';
}

/** A rate-limit key part for an address (bounded, as a header may be long). */
export const addressKey = (address: string) => address.slice(0, 100);
