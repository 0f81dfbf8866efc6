// Every refusal the live room sends carries the REST error body, `{ error: { code, message } }`: a handshake
// refused by engine.io (an origin the site does not allow, an unknown transport or connection id, a protocol
// version it does not speak) as the HTTP answer's JSON body, polling and WebSocket alike; a polling frame over the
// limit as a 413 with the body; a handshake refused by the room (not signed in) as `connect_error`'s `data`; and a
// refused event in its acknowledgement (room.events.ts). engine.io's own refusals are `{ code: <number>, message }`
// (or plain text on a WebSocket upgrade), so the room asks engine.io's checks first and answers for them.
import { ServerResponse, STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server } from 'socket.io';

export interface ErrorBody {
  error: { code: string; message: string };
}

export const errorBody = (code: string, message: string): ErrorBody => ({
  error: { code, message },
});

/**
 * A handshake the room refuses: the client's `connect_error` has `message` and the error body as `data`, with
 * `retryAfter` (seconds) when the refusal is `rate_limited`.
 */
export function connectRefusal(
  code: string,
  message: string,
  retryAfter?: number,
): Error & { data: ErrorBody & { retryAfter?: number } } {
  const data = { ...errorBody(code, message), ...(retryAfter ? { retryAfter } : {}) };
  return Object.assign(new Error(message), { data });
}

/** engine.io's refusal codes (Server.errors) as the contract's. */
const ENGINE_REFUSALS: Record<number, [status: number, code: string, message: string]> = {
  0: [400, 'unknown_transport', 'The live room speaks polling and websocket only'],
  1: [400, 'unknown_connection', 'This connection is not open (or no longer): connect again'],
  2: [400, 'bad_handshake_method', 'A connection opens with GET'],
  3: [400, 'bad_request', 'The request is not a valid live-room request'],
  4: [403, 'origin_not_allowed', 'This site may not open the live room'],
  5: [400, 'unsupported_protocol_version', 'The live room speaks engine.io protocol 4 only'],
};

export const FRAME_TOO_LARGE = errorBody(
  'payload_too_large',
  'A live-room frame may be at most 64 KB',
);

/** What a raw HTTP/1.1 answer on an upgrade's socket says, then the socket is ended. */
function answerOnSocket(socket: Duplex, status: number, body: ErrorBody): void {
  socket.on('error', () => undefined);
  if (!socket.writable) return void socket.destroy();
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

function answer(res: ServerResponse, status: number, body: ErrorBody): void {
  if (res.headersSent) return void (res.writableEnded || res.end());
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** engine.io answers a polling frame over maxHttpBufferSize with a bare 413; this gives it the error body. */
function bodyOnTooLarge(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: object) => ServerResponse;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let tooLarge = false;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status !== 413)
      return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
    tooLarge = true;
    return writeHead(413, { 'Content-Type': 'application/json; charset=utf-8' });
  }) as typeof res.writeHead;
  res.end = ((...args: unknown[]) =>
    tooLarge && (args.length === 0 || typeof args[0] === 'function')
      ? end(JSON.stringify(FRAME_TOO_LARGE))
      : end(...args)) as typeof res.end;
}

type EngineRequest = IncomingMessage & { _query: Record<string, string | undefined> };
interface EngineInternals {
  verify(
    req: EngineRequest,
    upgrade: boolean,
    fn: (code?: number, context?: { message?: string | null }) => void,
  ): void;
}

/**
 * Runs engine.io's own checks (transport, connection id, method, the origin rule in `allowRequest`, protocol
 * version) ahead of it, as its first middleware, and answers a refusal in the error body; what passes, engine.io
 * checks again (the same pure checks) and serves.
 */
export function answerRefusalsInErrorShape(io: Server): void {
  const engine = io.engine as unknown as EngineInternals;
  io.engine.use(
    (req: EngineRequest, res: ServerResponse | { socket: Duplex }, next: () => void) => {
      const upgrade = !(res instanceof ServerResponse);
      const refuse = (code: number) => {
        const [status, name, message] = ENGINE_REFUSALS[code] ?? ENGINE_REFUSALS[3]!;
        const body = errorBody(name, message);
        if (res instanceof ServerResponse) answer(res, status, body);
        else answerOnSocket(res.socket, status, body);
      };
      engine.verify(req, upgrade, (code) => {
        if (code !== undefined) return refuse(code);
        // What engine.io's handshake refuses after these checks: a protocol other than 4.
        if (!req._query.sid && req._query.EIO !== '4') return refuse(5);
        if (res instanceof ServerResponse) bodyOnTooLarge(res);
        next();
      });
    },
  );
}
