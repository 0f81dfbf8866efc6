// `Idempotency-Key` on the POSTs that create a booking or move money, so that a client retrying after a lost answer
// does not book or charge twice. As Stripe's API has it: the same
// key from the same caller with the same body answers what the first request answered, without doing it again; the
// same key with another body is 409 `idempotency_key_reused`; while the first is still running, 409
// `idempotency_key_in_use`. A first request that failed on our side (5xx) keeps nothing, so its retry runs afresh;
// one that never wrote its answer (the database went away before it could) is taken over by a retry once it is older
// than any request runs. Keys live 24 hours.
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { AppError, toAppError } from './errors.js';
import { requestBody } from './http.js';
import type { IdempotencyRepository } from './idempotency.repository.js';

const KEY = /^[\x21-\x7e]{1,255}$/;
const TTL_HOURS = 24;
/**
 * A key still without an answer after this long belongs to a request that ended without writing one (the database
 * was unreachable when it tried): longer than any request may run (Stripe's three 20-second attempts, the
 * lifecycle's 10-second deadline), so the request itself is over.
 */
const ABANDONED_AFTER_SECONDS = 300;

/** Paths (with `:id` segments) whose POSTs honour the header. */
const IDEMPOTENT_POSTS = [
  /^\/api\/consultations$/,
  /^\/api\/create-payment-intent$/,
  /^\/api\/process-payment$/,
  /^\/api\/payments\/sandbox\/confirm$/,
  /^\/api\/widget\/bookings$/,
  /^\/api\/widget\/bookings\/[^/]+\/(payment-intent|sandbox-confirm|process-payment)$/,
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who is asking: the signed-in user, else the partner key and booking token sent. */
function callerOf(ctx: Context): string {
  const user = ctx.state.user as { id: string } | undefined;
  if (user) return `user:${user.id}`;
  return `key:${sha256(`${ctx.get('X-Partner-Key')}\n${ctx.get('Authorization')}`)}`;
}

/** The middleware over the kept keys (`createIdempotencyRepository`). */
export function idempotency(keys: IdempotencyRepository) {
  let lastSweep = 0;
  return async (ctx: Context, next: Next) => {
    const key = ctx.get('Idempotency-Key');
    if (ctx.method !== 'POST' || !key || !IDEMPOTENT_POSTS.some((path) => path.test(ctx.path))) {
      return next();
    }
    if (!KEY.test(key)) {
      throw AppError.badRequest('validation_failed', 'The request is not valid', {
        'Idempotency-Key': 'Use 1 to 255 printable ASCII characters',
      });
    }
    if (Date.now() - lastSweep > 3_600_000) {
      lastSweep = Date.now();
      await keys.deleteOlderThan(TTL_HOURS);
    }
    const scopeKey = sha256(`${callerOf(ctx)}\n${ctx.path}\n${key}`);
    const requestHash = sha256(JSON.stringify(requestBody(ctx) ?? null));
    if (!(await keys.insert(scopeKey, requestHash))) {
      const kept = await keys.find(scopeKey);
      if (kept.request_hash !== requestHash) {
        throw AppError.conflict(
          'idempotency_key_reused',
          'This Idempotency-Key was used with another request body',
        );
      }
      if (
        kept.response_status === null &&
        !(await keys.takeOverAbandoned(scopeKey, ABANDONED_AFTER_SECONDS))
      ) {
        throw AppError.conflict(
          'idempotency_key_in_use',
          'A request with this Idempotency-Key is still being processed; try again shortly',
        );
      }
      if (kept.response_status !== null) {
        ctx.status = kept.response_status;
        ctx.body = kept.response_body === null ? null : JSON.parse(kept.response_body);
        ctx.set('Idempotent-Replayed', 'true');
        return;
      }
    }
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } catch (raw) {
      const error = toAppError(raw);
      status = error.status;
      if (status < 500) {
        await keys.saveResponse(
          scopeKey,
          status,
          JSON.stringify({
            error: {
              code: error.code,
              message: error.message,
              ...(error.details ? { details: error.details } : {}),
            },
          }),
        );
      }
      throw raw;
    } finally {
      if (status >= 500) await keys.delete(scopeKey);
    }
    await keys.saveResponse(
      scopeKey,
      ctx.status,
      ctx.body === undefined || ctx.body === null ? null : JSON.stringify(ctx.body),
    );
  };
}
