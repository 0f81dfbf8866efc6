import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from './database-errors.js';

/** Field path (dot-separated) to a human-readable message. */
export type ErrorDetails = Record<string, string>;

/** The one error type of the API: status, machine-readable code, message a client may see. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  static badRequest(code: string, message: string, details?: ErrorDetails) {
    return new AppError(400, code, message, details);
  }
  static unauthenticated(message = 'Sign in to continue') {
    return new AppError(401, 'unauthenticated', message);
  }
  static forbidden(message = 'You may not do that', code = 'forbidden') {
    return new AppError(403, code, message);
  }
  static notFound(message = 'Not found', code = 'not_found') {
    return new AppError(404, code, message);
  }
  static conflict(code: string, message: string) {
    return new AppError(409, code, message);
  }
}

/** zod issues as field path -> first message for that path. */
export function zodDetails(error: ZodError): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    details[key] ??= issue.message;
  }
  return details;
}

export function validationError(error: ZodError, message = 'The request is not valid') {
  return new AppError(400, 'validation_failed', message, zodDetails(error));
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

const httpCodes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
};

/** The database dropped or refused the connection: nothing is wrong with the request, try it again shortly. */
export function databaseUnavailable(): AppError {
  return new AppError(
    503,
    'database_unavailable',
    'The service is briefly unavailable. Please try again shortly.',
  );
}

/** Turns any thrown error into the contract's error body; 5xx details never reach the client. */
export function errorMiddleware(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (raw) {
      const error = toAppError(raw);
      if (error.status >= 500) {
        logger.error(
          { reqId: ctx.state.requestId as string | undefined, err: raw },
          'request failed',
        );
      }
      ctx.status = error.status;
      for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
      ctx.body = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
          // What support needs to find the log line of a failure on our side; nothing else of it leaves.
          ...(error.status >= 500 && ctx.state.requestId ? { requestId: ctx.state.requestId } : {}),
        },
      };
    }
  };
}

export function toAppError(raw: unknown): AppError {
  if (raw instanceof AppError) return raw;
  if (raw instanceof ZodError) return validationError(raw);
  const http = raw as HttpLikeError | undefined;
  const status = http?.status ?? http?.statusCode;
  // The router answers 501 for methods it has never heard of; to a client that is just a wrong method.
  if (status === 501) return new AppError(405, 'method_not_allowed', 'method not allowed');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (http?.type === 'entity.parse.failed' || /JSON/i.test(http?.message ?? '')) {
      return new AppError(400, 'invalid_json', 'The request body is not valid JSON');
    }
    const code = httpCodes[status] ?? 'bad_request';
    const message = http?.expose && http.message ? http.message : code.replaceAll('_', ' ');
    return new AppError(status, code, message);
  }
  if (isDatabaseUnavailable(raw)) return databaseUnavailable();
  return new AppError(500, 'internal', 'Something went wrong on our side');
}
