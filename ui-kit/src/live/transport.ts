import type { LiveAck, LiveClientEvents, LiveError, LiveSocket } from '@expertbridge/sdk/live';

/**
 * The part of the SDK's socket the kit uses. Stories and tests give an in-memory one (a browser's socket
 * cannot reach a server there); the app gives the real one.
 */
export type LiveTransport = Pick<
  LiveSocket,
  'connected' | 'on' | 'off' | 'emit' | 'connect' | 'disconnect'
>;

/** Opens a live connection to the API at `baseUrl`. */
export type LiveConnector = (baseUrl: string) => LiveTransport;

/** A refused or lost event: the contract's error code and the server's message. */
export class LiveRequestError extends Error {
  readonly code: string;
  readonly serverMessage: string;

  constructor(error: LiveError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'LiveRequestError';
    this.code = error.code;
    this.serverMessage = error.message;
  }
}

/** How long an event may wait for its acknowledgement before it counts as lost. */
export const ACK_TIMEOUT_MS = 10_000;

type Payload<E extends keyof LiveClientEvents> = Parameters<LiveClientEvents[E]>[0];
type Answer<E extends keyof LiveClientEvents> = Parameters<Parameters<LiveClientEvents[E]>[1]>[0];

/** Sends an event and resolves with its acknowledgement; a lost one becomes a `timeout` error answer. */
export function ask<E extends keyof LiveClientEvents>(
  transport: LiveTransport,
  event: E,
  payload: Payload<E>,
): Promise<Answer<E>> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () =>
        resolve({
          ok: false,
          error: { code: 'timeout', message: 'No answer from the server' },
        } satisfies LiveAck as Answer<E>),
      ACK_TIMEOUT_MS,
    );
    const done = (answer: Answer<E>) => {
      clearTimeout(timer);
      resolve(answer);
    };
    (transport.emit as (event: E, payload: Payload<E>, ack: (answer: Answer<E>) => void) => void)(
      event,
      payload,
      done,
    );
  });
}
