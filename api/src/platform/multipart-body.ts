// Multipart bodies (uploads) for the routes that declare them: `router.post(path, multipartBody({ maxFileSize }),
// handler)`. The edge (platform/request-body.ts) refuses multipart everywhere else with 415, so a route takes files
// only by saying so. koa-body hands the parts to formidable; field values and file names are read as `binary`
// (one character per byte) and held to the same strict UTF-8 and text checks as a JSON body.
import { rm } from 'node:fs/promises';
import type Router from '@koa/router';
import type { File } from 'formidable';
import type { Context, Middleware, Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { AppError } from './errors.js';
import { DEFAULT_JSON_LIMIT, refuseCompressed, strictUtf8, tooLarge } from './request-body.js';
import { findTextProblem } from './text.js';

export interface MultipartLimits {
  /** Bytes one file may have. */
  maxFileSize: number;
  /** Files one request may carry; one unless told. */
  maxFiles?: number;
}

/** A file the request carried, in a temporary file that is removed when the request ends. */
export interface UploadedFile {
  path: string;
  size: number;
  mimetype: string | null;
  originalFilename: string | null;
}

const FILES = Symbol('uploaded files');
const multipartSteps = new WeakSet<object>();

const fromBinary = (value: string) => strictUtf8(Buffer.from(value, 'latin1'));

/** Reads a multipart body: its fields become the request body, its files `requestFiles(ctx)`. */
export function multipartBody(limits: MultipartLimits): Middleware {
  const read = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH],
    formidable: {
      encoding: 'binary',
      maxFileSize: limits.maxFileSize,
      maxFiles: limits.maxFiles ?? 1,
      maxFieldsSize: DEFAULT_JSON_LIMIT,
    },
  });
  const step = async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new AppError(
        415,
        'unsupported_media_type',
        'Send the request body as multipart/form-data',
      );
    }
    refuseCompressed(ctx);
    try {
      await read(ctx, async () => {});
    } catch (error) {
      const status = (error as { httpCode?: number }).httpCode;
      if (status === 413) throw tooLarge();
      throw AppError.badRequest('bad_request', 'The multipart body is not valid');
    }
    const received: File[] = Object.values(ctx.request.files ?? {}).flat();
    try {
      (ctx.request as unknown as { body?: unknown }).body = strictFields(ctx.request.body);
      const uploaded: Record<string, UploadedFile[]> = {};
      for (const [field, value] of Object.entries(ctx.request.files ?? {})) {
        uploaded[field] = [value].flat().map((file) => ({
          path: file.filepath,
          size: file.size,
          mimetype: file.mimetype,
          originalFilename:
            file.originalFilename === null ? null : fromBinary(file.originalFilename),
        }));
      }
      (ctx.request as unknown as Record<symbol, unknown>)[FILES] = uploaded;
      await next();
    } finally {
      // The route keeps what it needs by copying it; nothing of the request outlives it on disk.
      await Promise.all(received.map((file) => rm(file.filepath, { force: true })));
    }
  };
  multipartSteps.add(step);
  return step;
}

/** The fields as text checked like a JSON body's strings. */
function strictFields(raw: unknown): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries((raw ?? {}) as Record<string, string | string[]>)) {
    fields[fromBinary(name)] = Array.isArray(value) ? value.map(fromBinary) : fromBinary(value);
  }
  const problem = findTextProblem(fields);
  if (problem) {
    throw AppError.badRequest('validation_failed', 'The request is not valid', {
      [problem.path]: problem.message,
    });
  }
  return fields;
}

/** The files a `multipartBody` route received, by field name. */
export function requestFiles(ctx: Context): Record<string, UploadedFile[]> {
  return (
    (ctx.request as unknown as Record<symbol, Record<string, UploadedFile[]> | undefined>)[FILES] ??
    {}
  );
}

/** Whether a route of these routers puts `multipartBody` in front of its handler for this method and path. */
export function multipartRoutes(
  routers: readonly Router[],
): (method: string, path: string) => boolean {
  const layers = routers
    .flatMap((router) => router.stack)
    .filter((layer) => layer.stack.some((step) => multipartSteps.has(step)));
  return (method, path) =>
    layers.some((layer) => layer.methods.includes(method) && layer.match(path));
}
