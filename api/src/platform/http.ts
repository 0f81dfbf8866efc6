import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import type { Logger } from 'pino';
import { AppError } from './errors.js';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Gives every request an id (the caller's, when it is safe to echo) and a logger that carries it. */
export function requestContext(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // A child logger costs a serialisation of its bindings; most requests never log more than the one line below.
    let child: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => (child ??= logger.child({ reqId: requestId })),
      enumerable: true,
    });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        {
          reqId: requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}

/** Headers every response carries; HTML pages loosen the CSP for their own assets only. */
export function securityHeaders(options: { hsts: boolean }) {
  return async (ctx: Context, next: Next) => {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('X-Frame-Options', 'DENY');
    if (!ctx.response.get('Content-Security-Policy')) {
      ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
    if (options.hsts) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF: a state-changing request that names an Origin other than this site's own or a configured one is refused.
 * Requests without Origin (curl, server-side SDK use) rely on the SameSite=Lax cookie. `exempt` names paths that
 * never act on a cookie (they check their own credentials and origins).
 */
export function originCheck(
  allowedOrigins: readonly string[],
  exempt: (path: string) => boolean = () => false,
) {
  const allowed = new Set(allowedOrigins);
  return async (ctx: Context, next: Next) => {
    if (STATE_CHANGING.has(ctx.method) && !exempt(ctx.path)) {
      const origin = ctx.get('Origin');
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      if (origin && origin !== ownOrigin && !allowed.has(origin)) {
        throw new AppError(
          403,
          'origin_not_allowed',
          'Requests from this origin may not change anything',
        );
      }
      if (!origin && ctx.get('Sec-Fetch-Site') === 'cross-site') {
        throw new AppError(
          403,
          'origin_not_allowed',
          'Requests from this origin may not change anything',
        );
      }
    }
    await next();
  };
}

export const DEFAULT_JSON_LIMIT = '100kb';

/** JSON bodies only, with a size limit per path (uploads of a photo as a data URL get more room). */
export function jsonBody(limits: Record<string, string>, rawPaths: readonly string[] = []) {
  const parsers = new Map<string, ReturnType<typeof koaBody>>();
  const parserFor = (limit: string) => {
    let parser = parsers.get(limit);
    if (!parser) {
      parser = koaBody({
        json: true,
        jsonStrict: true,
        jsonLimit: limit,
        text: false,
        urlencoded: false,
        multipart: false,
        onError: (error) => {
          throw error;
        },
      });
      parsers.set(limit, parser);
    }
    return parser;
  };
  return async (ctx: Context, next: Next) => {
    // Reads (and bodiless deletes) skip the parser altogether: it is the hot path of the directory.
    if (!STATE_CHANGING.has(ctx.method) || !hasBody(ctx)) return next();
    // Signed webhooks read their bytes themselves: the signature covers the body as sent.
    if (rawPaths.includes(ctx.path)) return next();
    if (!ctx.is('application/json')) {
      throw new AppError(415, 'unsupported_media_type', 'Send the request body as JSON');
    }
    await parserFor(limits[ctx.path] ?? DEFAULT_JSON_LIMIT)(ctx, next);
  };
}

function hasBody(ctx: Context) {
  return ctx.get('Transfer-Encoding') !== '' || Number(ctx.get('Content-Length') || '0') > 0;
}

/** The parsed JSON body, or undefined when none was sent. */
export function requestBody(ctx: Context): unknown {
  return (ctx.request as unknown as { body?: unknown }).body;
}
