// One signed-in user of the booking bench: the session cookie on Node's http client with kept-alive connections,
// as a browser behind the load balancer would send it (no Origin header on these same-site calls; X-Forwarded-Proto
// from the balancer). node:http rather than fetch: the load generator shares the machine's two cores with the stack
// it measures, and fetch (undici) spent about 13 ms of CPU per lifecycle there.
import http from 'node:http';
import { SESSION_COOKIE } from '../src/platform/session.js';

export interface BenchResponse {
  status: number;
  body: Record<string, unknown> & { error?: { code?: string; message?: string } };
}

/** Long enough for any step under load; a request that takes longer counts as an error rather than hanging the run. */
const REQUEST_TIMEOUT_MS = 30_000;

/** One pool of kept-alive connections for every session of the process, as many as the bench runs at once and more. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export class BenchSession {
  private cookie = '';

  constructor(
    readonly base: string,
    readonly email: string,
  ) {}

  /** The session cookie (`name=value`), for the live room's handshake; empty until signed in. */
  get sessionCookie(): string {
    return this.cookie;
  }

  request(method: string, path: string, body?: unknown): Promise<BenchResponse> {
    const headers: Record<string, string> = { 'X-Forwarded-Proto': 'https' };
    if (this.cookie) headers.Cookie = this.cookie;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const request = http.request(
        new URL(path, this.base),
        { method, headers, agent, timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const pair = line.split(';', 1)[0]!;
            if (pair.startsWith(`${SESSION_COOKIE}=`)) this.cookie = pair;
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const json = response.headers['content-type']?.includes('application/json');
            try {
              resolve({
                status: response.statusCode ?? 0,
                body: json ? JSON.parse(text) : { error: { message: text.slice(0, 200) } },
              });
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      request.on('timeout', () => {
        const error = new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`);
        error.name = 'TimeoutError';
        request.destroy(error);
      });
      request.on('error', reject);
      request.end(payload);
    });
  }
}

/** Registers a user through POST /api/auth/email/register, which signs them in. */
export async function registerSession(
  base: string,
  person: { email: string; firstName: string; lastName: string },
): Promise<{ session: BenchSession; userId: string }> {
  const session = new BenchSession(base, person.email);
  const { status, body } = await session.request('POST', '/api/auth/email/register', {
    ...person,
    password: 'bench-password-1',
  });
  if (status !== 201)
    throw new Error(`registering ${person.email}: ${status} ${JSON.stringify(body)}`);
  return { session, userId: body.id as string };
}
