// Request bodies: koa-body reads them at the edge, then one small step of ours holds them to what we store as sent.
// co-body (under koa-body) decodes leniently, turning invalid UTF-8 into U+FFFD, and cannot hand back a Buffer, so
// koa-body reads the body as `binary` (latin1: one character per byte, nothing replaced) and the strict step gets the
// bytes exactly as sent: they must be UTF-8, the document an object or an array, every string text we store as sent.
import type { Context, Middleware, Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { AppError } from './errors.js';
import { findTextProblem } from './text.js';

export const DEFAULT_JSON_LIMIT = 100 * 1024;

const { POST, PUT, PATCH, DELETE } = HttpMethodEnum;
const STATE_CHANGING = new Set<string>([POST, PUT, PATCH, DELETE]);
const RAW_BYTES = Symbol('raw request body');

/** What the edge reads: JSON limits per path, the paths whose bytes a route verifies itself, who takes multipart. */
export interface RequestBodyOptions {
  /** Bytes a JSON body may have on these paths; every other path gets `DEFAULT_JSON_LIMIT`. */
  limits: Record<string, number>;
  /** Signed webhooks with their limits: their bytes are kept as sent (`rawRequestBody`), nothing parsed. */
  rawPaths?: Record<string, number>;
  /** Whether this method and path belong to a route that reads its own multipart body (`multipartBody`). */
  takesMultipart?: (method: string, path: string) => boolean;
}

export const tooLarge = () =>
  new AppError(413, 'payload_too_large', 'The request body is too large');

/** A body whose bytes are not UTF-8 (`invalid_encoding`): refused, never stored with U+FFFD in their place. */
export function strictUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw AppError.badRequest('invalid_encoding', 'The request body is not valid UTF-8');
  }
}

const invalidJson = () => new AppError(400, 'invalid_json', 'The request body is not valid JSON');

/** Our strict step after koa-body: UTF-8 bytes, an object or an array, and every string text we store as sent. */
export function strictJson(bytes: Uint8Array): unknown {
  const text = strictUtf8(bytes);
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

/** The body's bytes as sent, read by koa-body within `limit` (one reader per limit, built once). */
function byteReader() {
  const readers = new Map<number, Middleware>();
  return async (ctx: Context, limit: number): Promise<Buffer> => {
    let reader = readers.get(limit);
    if (!reader) {
      reader = koaBody({
        json: false,
        urlencoded: false,
        text: true,
        textTypes: ['application/json'],
        textLimit: limit,
        encoding: 'binary',
        parsedMethods: [POST, PUT, PATCH, DELETE],
      });
      readers.set(limit, reader);
    }
    try {
      await reader(ctx, async () => {});
    } catch (error) {
      if ((error as { status?: number }).status === 413) throw tooLarge();
      throw error;
    }
    const read = ctx.request.body;
    ctx.request.body = undefined;
    return Buffer.from(typeof read === 'string' ? read : '', 'latin1');
  };
}

/**
 * JSON bodies only, within a size limit per path; everything else is refused with 415 before a byte is read.
 * Reads (and bodiless deletes) skip the parser altogether: it is the hot path of the directory.
 */
export function requestBodies(options: RequestBodyOptions): Middleware {
  const read = byteReader();
  const rawPaths = options.rawPaths ?? {};
  return async (ctx: Context, next: Next) => {
    if (!STATE_CHANGING.has(ctx.method) || !hasBody(ctx)) return next();
    // A route that declared multipart reads its own body (platform/multipart-body.ts).
    if (options.takesMultipart?.(ctx.method, ctx.path)) return next();
    if (!ctx.is('application/json')) {
      throw new AppError(415, 'unsupported_media_type', 'Send the request body as JSON');
    }
    const rawLimit = rawPaths[ctx.path];
    const limit = rawLimit ?? options.limits[ctx.path] ?? DEFAULT_JSON_LIMIT;
    if (Number(ctx.get('Content-Length') || '0') > limit) throw tooLarge();
    refuseCompressed(ctx);
    const bytes = await read(ctx, limit);
    // Signed webhooks verify these bytes themselves: the signature covers the body as sent, not a re-serialisation.
    if (rawLimit !== undefined) {
      (ctx.request as unknown as Record<symbol, Buffer>)[RAW_BYTES] = bytes;
    } else {
      (ctx.request as unknown as { body?: unknown }).body = strictJson(bytes);
    }
    await next();
  };
}

/** koa-body would inflate gzip and brotli; a compressed body is refused, as the limits count the bytes sent. */
export function refuseCompressed(ctx: Context): void {
  const encoding = ctx.get('Content-Encoding').toLowerCase();
  if (encoding !== '' && encoding !== 'identity') {
    throw new AppError(415, 'unsupported_media_type', 'Send the request body uncompressed');
  }
}

function hasBody(ctx: Context): boolean {
  return ctx.get('Transfer-Encoding') !== '' || Number(ctx.get('Content-Length') || '0') > 0;
}

/** The bytes of a signed webhook's body as sent; a request without a JSON body is refused as the edge refuses one. */
export function rawRequestBody(ctx: Context): Buffer {
  const bytes = (ctx.request as unknown as Record<symbol, Buffer | undefined>)[RAW_BYTES];
  if (!bytes) throw new AppError(415, 'unsupported_media_type', 'Send the request body as JSON');
  return bytes;
}
