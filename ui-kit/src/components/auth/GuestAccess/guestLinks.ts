/**
 * A value from the page's fragment (`#token=…`, `#code=…`): links we send keep their secret there, so it never
 * reaches a server log or a Referer header. Read once, then removed from the address bar.
 */
export function takeFragmentParam(name: string, location: Location = window.location): string {
  const value = new URLSearchParams(location.hash.replace(/^#/, '')).get(name) ?? '';
  if (value) {
    taken.set(name, value);
    if (typeof history !== 'undefined') {
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    }
  }
  // A page mounted again (a lazy route settling) reads what its first mount took.
  return taken.get(name) ?? '';
}

const taken = new Map<string, string>();

/** The booking a widget's token is for (its claims are readable; only the server can check them). */
export function bookingOfToken(token: string): string | undefined {
  try {
    const body = token.replace(/^ebt_/, '').split('.')[0] ?? '';
    const claims = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as {
      bid?: unknown;
    };
    return typeof claims.bid === 'string' && /^[0-9a-f-]{36}$/.test(claims.bid)
      ? claims.bid
      : undefined;
  } catch {
    return undefined;
  }
}
