import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { AppError } from './errors.js';
import { originAllowed } from './origins.js';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Paths whose last part is a credential (a private calendar feed's token): logged without it. */
const SECRET_PATH = /^(\/api\/calendar-feeds\/)[^/]+(\.ics)$/;

/** The path as the request log shows it. */
export const loggedPath = (path: string) => path.replace(SECRET_PATH, '$1…$2');

/** Gives every request an id (the caller's, when it is safe to echo), which its log lines carry as `reqId`. */
export function requestContext(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        {
          reqId: requestId,
          method: ctx.method,
          path: loggedPath(ctx.path),
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
    if (
      STATE_CHANGING.has(ctx.method) &&
      !exempt(ctx.path) &&
      !originAllowed({
        origin: ctx.get('Origin') || undefined,
        ownOrigin: `${ctx.protocol}://${ctx.host}`,
        secFetchSite: ctx.get('Sec-Fetch-Site') || undefined,
        allowed,
      })
    ) {
      throw new AppError(
        403,
        'origin_not_allowed',
        'Requests from this origin may not change anything',
      );
    }
    await next();
  };
}

/** The parsed JSON body (platform/request-body.ts), or undefined when none was sent. */
export function requestBody(ctx: Context): unknown {
  return (ctx.request as unknown as { body?: unknown }).body;
}

const CLIENT_ERRORS: Record<string, [number, string, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'headers_too_large',
    'The request line or headers are too large (the query string included)',
  ],
  HPE_URI_TOO_LONG: [414, 'URI Too Long', 'uri_too_long', 'The address is too long'],
};

/**
 * Requests Node refuses before the application sees them (headers or a query string past its limit, malformed
 * HTTP) get the error body every other refusal has, instead of Node's bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const [status, reason, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
      400,
      'Bad Request',
      'bad_request',
      'The request is not valid HTTP',
    ];
    const body = JSON.stringify({ error: { code, message } });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
