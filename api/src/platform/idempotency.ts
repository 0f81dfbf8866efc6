// `Idempotency-Key` on the POSTs that create a booking or move money, so that a client retrying after a lost answer
// does not book or charge twice. As Stripe's API has it: the same
// key from the same caller with the same body answers what the first request answered, without doing it again; the
// same key with another body is 409 `idempotency_key_reused`; while the first is still running, 409
// `idempotency_key_in_use`. A first request that failed on our side (5xx) keeps nothing, so its retry runs afresh.
// A key records the process running its request and a lease that process renews while the request runs, in the
// database every API process shares: one whose lease ran out belongs to a request that died with its process (or
// ended without writing its answer, the database gone), and a retry takes it over, within LEASE_SECONDS of that
// death rather than minutes later. Keys live 24 hours.
import { createHash, randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Context, Next } from 'koa';
import { AppError, toAppError } from './errors.js';
import { requestBody } from './http.js';
import type { IdempotencyRepository } from './idempotency.repository.js';

const KEY = /^[\x21-\x7e]{1,255}$/;
const TTL_HOURS = 24;
/**
 * How long a key stays its process's without a renewal, and how often a process renews the keys of its running
 * requests: a retry after the process died waits at most this long, and a live process would have to miss three
 * renewals in a row (an event loop stalled for seconds, the database unreachable) to lose a key it still holds.
 */
const LEASE_SECONDS = 10;
const RENEW_EVERY_MS = 3_000;
/** Keys kept before keys had leases: abandoned once older than any request runs, as they were then. */
const LEGACY_ABANDONED_AFTER_SECONDS = 300;

export interface IdempotencyOptions {
  /** This process's name in the keys it holds (host, pid and a random part by default). */
  owner?: string;
  leaseSeconds?: number;
  renewEveryMs?: number;
}

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
export function idempotency(keys: IdempotencyRepository, options: IdempotencyOptions = {}) {
  const owner = options.owner ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  const renewEveryMs = options.renewEveryMs ?? RENEW_EVERY_MS;
  let lastSweep = 0;
  // The keys of this process's running requests, renewed while there are any.
  const running = new Set<string>();
  let renewal: NodeJS.Timeout | undefined;
  const hold = (scopeKey: string) => {
    running.add(scopeKey);
    renewal ??= setInterval(() => {
      // A renewal that fails (the database away) lets the lease lapse: the request cannot write its answer either.
      keys.renewLeases([...running], owner, leaseSeconds).catch(() => {});
    }, renewEveryMs).unref();
  };
  const release = (scopeKey: string) => {
    running.delete(scopeKey);
    if (running.size === 0 && renewal) {
      clearInterval(renewal);
      renewal = undefined;
    }
  };
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
    if (!(await keys.insert(scopeKey, requestHash, owner, leaseSeconds))) {
      const kept = await keys.find(scopeKey);
      if (kept.request_hash !== requestHash) {
        throw AppError.conflict(
          'idempotency_key_reused',
          'This Idempotency-Key was used with another request body',
        );
      }
      if (
        kept.response_status === null &&
        !(await keys.takeOverAbandoned(
          scopeKey,
          owner,
          leaseSeconds,
          LEGACY_ABANDONED_AFTER_SECONDS,
        ))
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
    hold(scopeKey);
    try {
      await next();
      status = ctx.status;
    } catch (raw) {
      const error = toAppError(raw);
      status = error.status;
      if (status < 500) {
        await keys.saveResponse(
          scopeKey,
          owner,
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
      release(scopeKey);
      if (status >= 500) await keys.delete(scopeKey, owner);
    }
    await keys.saveResponse(
      scopeKey,
      owner,
      ctx.status,
      ctx.body === undefined || ctx.body === null ? null : JSON.stringify(ctx.body),
    );
  };
}
