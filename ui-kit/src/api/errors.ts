import type { ApiError } from '@expertbridge/sdk';

/**
 * A non-OK answer from the API. `message` follows the spec (part 1 §8): the status code, a colon and a
 * space, then the server's text (or the status text when the body is empty). `serverMessage` and
 * `details` are the contract's error body, for toasts and per-field messages.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly details: Record<string, string>;

  constructor(response: Response, body: unknown) {
    const error = isApiError(body) ? body.error : undefined;
    const text = error?.message ?? (typeof body === 'string' && body ? body : response.statusText);
    super(`${response.status}: ${text}`);
    this.name = 'ApiRequestError';
    this.status = response.status;
    this.code = error?.code;
    this.serverMessage = error?.message ?? (typeof body === 'string' && body ? body : undefined);
    this.details = error?.details ?? {};
  }
}

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && 'error' in body;
}

/** Turns openapi-fetch's `{ data, error, response }` into the data or a thrown ApiRequestError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) throw new ApiRequestError(result.response, result.error);
  return result.data as T;
}

/**
 * Whether asking again could give another answer: a lost connection, a timeout, a rate limit or a server
 * error could pass; any other refusal (not found, not allowed, a conflict, bad input) answers the same again.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
