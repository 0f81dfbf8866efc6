import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { AppError } from './errors.js';
import { originAllowed } from './origins.js';
import { findTextProblem } from './text.js';

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

export const DEFAULT_JSON_LIMIT = 100 * 1024;

const invalidJson = () => new AppError(400, 'invalid_json', 'The request body is not valid JSON');

/**
 * Reads a JSON body of at most `limit` bytes. The bytes must be UTF-8 (invalid bytes are refused, not replaced by
 * U+FFFD), the document an object or an array, and every string in it text we store as sent (platform/text.ts).
 */
async function readJson(ctx: Context, limit: number): Promise<unknown> {
  const tooLarge = () => new AppError(413, 'payload_too_large', 'The request body is too large');
  if (Number(ctx.get('Content-Length') || '0') > limit) throw tooLarge();
  const encoding = ctx.get('Content-Encoding').toLowerCase();
  if (encoding !== '' && encoding !== 'identity') {
    throw new AppError(415, 'unsupported_media_type', 'Send the request body uncompressed');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw AppError.badRequest('invalid_encoding', 'The request body is not valid UTF-8');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalidJson();
  const problem = findTextProblem(parsed);
  if (problem) {
    throw AppError.badRequest('validation_failed', 'The request is not valid', {
      [problem.path]: problem.message,
    });
  }
  return parsed;
}

/** JSON bodies only, with a size limit in bytes per path (uploads of a photo as a data URL get more room). */
export function jsonBody(limits: Record<string, number>, rawPaths: readonly string[] = []) {
  return async (ctx: Context, next: Next) => {
    // Reads (and bodiless deletes) skip the parser altogether: it is the hot path of the directory.
    if (!STATE_CHANGING.has(ctx.method) || !hasBody(ctx)) return next();
    // Signed webhooks read their bytes themselves: the signature covers the body as sent.
    if (rawPaths.includes(ctx.path)) return next();
    if (!ctx.is('application/json')) {
      throw new AppError(415, 'unsupported_media_type', 'Send the request body as JSON');
    }
    (ctx.request as unknown as { body?: unknown }).body = await readJson(
      ctx,
      limits[ctx.path] ?? DEFAULT_JSON_LIMIT,
    );
    await next();
  };
}

function hasBody(ctx: Context) {
  return ctx.get('Transfer-Encoding') !== '' || Number(ctx.get('Content-Length') || '0') > 0;
}

/** The parsed JSON body, or undefined when none was sent. */
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
