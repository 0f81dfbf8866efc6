// One signed-in user of the booking bench: Node's fetch with the session cookie, as a browser behind the load
// balancer would send it (no Origin header on these same-site calls; X-Forwarded-Proto from the balancer).
import { SESSION_COOKIE } from '../src/platform/session.js';

export interface BenchResponse {
  status: number;
  body: Record<string, unknown> & { error?: { code?: string; message?: string } };
}

/** Long enough for any step under load; a request that takes longer counts as an error rather than hanging the run. */
const REQUEST_TIMEOUT_MS = 30_000;

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

  async request(method: string, path: string, body?: unknown): Promise<BenchResponse> {
    const headers: Record<string, string> = { 'X-Forwarded-Proto': 'https' };
    if (this.cookie) headers.Cookie = this.cookie;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0]!;
      if (pair.startsWith(`${SESSION_COOKIE}=`)) this.cookie = pair;
    }
    const text = await response.text();
    const json = response.headers.get('Content-Type')?.includes('application/json');
    return {
      status: response.status,
      body: json ? JSON.parse(text) : { error: { message: text.slice(0, 200) } },
    };
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
