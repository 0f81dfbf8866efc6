import type { Context, Next } from 'koa';
import { observeRequest } from './metrics.js';
import { nameRequestSpan } from './trace-context.js';

/**
 * Each answered request, by its route template (known once the router matched): counted with its time in the
 * metrics, and the name of its trace's server span. A path no route matched is `(none)`, so a scanner's thousand
 * paths stay one series.
 */
export function observeRequests() {
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route = typeof matched === 'string' ? matched : undefined;
      nameRequestSpan(ctx.method, route);
      observeRequest(
        ctx.method,
        route ?? '(none)',
        ctx.status,
        (performance.now() - started) / 1000,
      );
    }
  };
}
