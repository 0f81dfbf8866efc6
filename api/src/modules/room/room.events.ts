// The socket's event contract (path /ws), validated like every other input: what a client may send, and
// the acknowledgement it gets back. Errors use the REST error body's code and message.
import type { LiveServerEvents, LiveSignalKind } from '@expertbridge/sdk/live';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { uuidParam } from '../../platform/query-params.js';
import { messageSchema } from '../consultations/consultations.schemas.js';

export const joinEvent = z.strictObject({ consultationId: uuidParam });

export const messageEvent = z
  .strictObject({ consultationId: uuidParam })
  .extend(messageSchema.shape);

/** Every signalling kind of the SDK's live contract. */
const SIGNAL_KINDS = [
  'ready',
  'offer',
  'answer',
  'candidate',
  'hangup',
] as const satisfies readonly LiveSignalKind[];

/** WebRTC signalling, relayed to the other party untouched: ready to be called, an offer, an answer, an ICE candidate, a hang-up. */
export const signalEvent = z.strictObject({
  consultationId: uuidParam,
  kind: z.enum(SIGNAL_KINDS),
  data: z.unknown().refine((value) => JSON.stringify(value ?? null).length <= 16_384, {
    error: 'Signalling data must be at most 16 KB',
  }),
});

export const KNOWN_EVENTS = new Set(['join', 'leave', 'message', 'signal']);

type Handler = (payload: unknown, ack?: (answer: Ack) => void) => void;

/** What a client may send: every payload is unknown until validated. */
export interface ClientToServerEvents {
  join: Handler;
  leave: Handler;
  message: Handler;
  signal: Handler;
}

/** What the server pushes: the contract the SDK's live client is typed by. */
export type ServerToClientEvents = LiveServerEvents;

export type Ack =
  | ({ ok: true } & Record<string, unknown>)
  | {
      ok: false;
      error: { code: string; message: string; details?: Record<string, string> };
      /** Seconds to wait before trying again, with `rate_limited` (REST's Retry-After). */
      retryAfter?: number;
    };

/** Any failure as an acknowledgement: AppError and zod keep their code; anything else is generic. */
export function failure(error: unknown): Ack {
  if (error instanceof AppError) {
    return {
      ok: false,
      error: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details as Record<string, string> } : {}),
      },
    };
  }
  if (error instanceof z.ZodError) {
    const details: Record<string, string> = {};
    for (const issue of error.issues)
      details[issue.path.join('.') || '(payload)'] ??= issue.message;
    return {
      ok: false,
      error: { code: 'validation_failed', message: 'The event is not valid', details },
    };
  }
  return { ok: false, error: { code: 'internal_error', message: 'Something went wrong' } };
}

export const errorAck = (code: string, message: string): Ack => ({
  ok: false,
  error: { code, message },
});

/** A message over the account's or the client address's rate, with the seconds until one may be sent (REST's 429 and Retry-After). */
export function rateLimitedAck(waitMs: number): Ack {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return {
    ok: false,
    error: {
      code: 'rate_limited',
      message: `You are sending messages too quickly. Try again in ${retryAfter} s.`,
    },
    retryAfter,
  };
}
