// Which origins name a domain the payment provider can register: a public host name. Stripe refuses
// localhost and IP addresses (wallets need a domain served over HTTPS), so those are shown, never sent.
import { isIP } from 'node:net';

export type Registrable = { domain: string } | { domain: string; unsupported: string };

const LOCAL = /^(localhost|.*\.localhost|.*\.local|.*\.internal|.*\.test|.*\.example|.*\.invalid)$/;

/** The domain of an origin (`https://www.smithco.co.nz` → `www.smithco.co.nz`) and why it cannot be registered. */
export function registrableDomain(origin: string): Registrable | undefined {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (!host) return undefined;
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return { domain: bare, unsupported: 'An IP address cannot be registered.' };
  if (LOCAL.test(host) || !host.includes('.')) {
    return { domain: host, unsupported: 'A local or reserved name cannot be registered.' };
  }
  return { domain: host };
}

/** Each distinct domain of these origins, in order. */
export function domainsOf(origins: readonly string[]): Registrable[] {
  const seen = new Map<string, Registrable>();
  for (const origin of origins) {
    const found = registrableDomain(origin);
    if (found && !seen.has(found.domain)) seen.set(found.domain, found);
  }
  return [...seen.values()];
}
