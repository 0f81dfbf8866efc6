/**
 * A value from the page's fragment (`#token=…`, `#code=…`): links we send keep their secret there, so it never
 * reaches a server log or a Referer header. Read once, then removed from the address bar.
 */
export function takeFragmentParam(name: string, location: Location = window.location): string {
  const value = new URLSearchParams(location.hash.replace(/^#/, '')).get(name) ?? '';
  if (value && typeof history !== 'undefined') {
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  }
  return value;
}

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
