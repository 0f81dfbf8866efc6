// Every refusal of the live room in the REST error body, { error: { code, message } }: engine.io's handshake
// refusals (origin, transport, connection id, method, protocol) on polling and on a WebSocket upgrade, a polling
// frame over the limit, a handshake without a session (connect_error's data), and chat over an account's rate
// (the acknowledgement, with retryAfter), which holds across that account's sockets and not for anyone else.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConsultationRow, insertExpert } from '../helpers/consultation-rows.js';
import { ask, openSockets, socketOf as socketAt } from '../helpers/sockets.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const CHAT_RATE_LIMIT = 5;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ CHAT_RATE_LIMIT: String(CHAT_RATE_LIMIT) });
}, 120_000);
afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
  await app?.close();
});

const socketOf = (user?: TestUser) => socketAt(app.url, user);

/** A confirmed consultation between a new client and a new expert, each with their own account. */
async function confirmedConsultation() {
  const expertUser = await createSignedInUser(app, { firstName: 'Ethan', lastName: 'Walker' });
  const expert = await insertExpert(app.db.knex, { userId: expertUser.id });
  const client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  const consultationId = await insertConsultationRow(app.db.knex, {
    expert,
    status: 'confirmed',
    clientId: client.id,
    scheduledAt: new Date(Math.ceil(Date.now() / 3_600_000 + 24) * 3_600_000),
  });
  return { expertUser, client, consultationId };
}

interface Answer {
  status: number;
  contentType: string | undefined;
  body: unknown;
}

/** A raw request to the room's path, as a client other than socket.io's might send it. */
function raw(
  query: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${app.url}/ws/?${query}`, {
      method: options.method ?? 'GET',
      headers: options.headers,
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the assertion shows the text
        }
        resolve({
          status: response.statusCode!,
          contentType: response.headers['content-type'],
          body,
        });
      });
    });
    request.on('upgrade', (_response, socket) => {
      socket.destroy();
      reject(new Error('the upgrade was accepted'));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const upgrade = (query: string, headers: Record<string, string> = {}) =>
  raw(query, {
    headers: {
      Connection: 'Upgrade',
      Upgrade: 'websocket',
      'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      ...headers,
    },
  });

const refusal = (status: number, code: string) => ({
  status,
  contentType: expect.stringMatching(/^application\/json/),
  body: { error: { code, message: expect.any(String) } },
});

describe("engine.io's refusals", () => {
  const foreign = { Origin: 'https://evil.example' };

  it('answers a foreign origin with 403 and the error body, polling and WebSocket alike', async () => {
    expect(await raw('EIO=4&transport=polling', { headers: foreign })).toEqual(
      refusal(403, 'origin_not_allowed'),
    );
    expect(await upgrade('EIO=4&transport=websocket', foreign)).toEqual(
      refusal(403, 'origin_not_allowed'),
    );
    // The site's own origin is let through (the rule itself is tested with REST's in platform/).
    expect(
      (await raw('EIO=4&transport=polling', { headers: { Origin: 'http://localhost:3000' } }))
        .status,
    ).toBe(200);
  });

  it('answers malformed handshakes with 400 and the error body', async () => {
    const cases: [Promise<Answer>, string][] = [
      [raw('EIO=4&transport=carrier-pigeon'), 'unknown_transport'],
      [upgrade('EIO=4&transport=carrier-pigeon'), 'unknown_transport'],
      [raw('EIO=4&transport=polling&sid=no-such-connection'), 'unknown_connection'],
      [upgrade('EIO=4&transport=websocket&sid=no-such-connection'), 'unknown_connection'],
      [raw('EIO=4&transport=polling', { method: 'POST', body: '' }), 'bad_handshake_method'],
      [raw('EIO=4&transport=websocket'), 'bad_request'],
      [raw('EIO=3&transport=polling'), 'unsupported_protocol_version'],
      [upgrade('EIO=3&transport=websocket'), 'unsupported_protocol_version'],
    ];
    for (const [answer, code] of cases) expect(await answer).toEqual(refusal(400, code));
  });

  it('answers a polling frame over 64 KB with 413 and the error body', async () => {
    const opened = await raw('EIO=4&transport=polling');
    const { sid } = JSON.parse(String(opened.body).slice(1)) as { sid: string };
    const answer = await raw(`EIO=4&transport=polling&sid=${sid}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: `4${'x'.repeat(70_000)}`,
    });
    expect(answer).toEqual(refusal(413, 'payload_too_large'));
  });
});

describe("the room's refusals", () => {
  it("refuses a socket without a session with the error body as connect_error's data", async () => {
    const error = (await socketOf().catch((reason: unknown) => reason)) as Error & {
      data?: unknown;
    };
    expect(error).toBeInstanceOf(Error);
    expect(error.data).toEqual({
      error: { code: 'unauthenticated', message: 'Sign in to join the live room' },
    });
  });

  it("limits one account's messages across its sockets, answers rate_limited with retryAfter, and leaves the other party alone", async () => {
    const { expertUser, client, consultationId } = await confirmedConsultation();
    const tabs = [await socketOf(client), await socketOf(client)];
    const expertSocket = await socketOf(expertUser);
    for (const socket of [...tabs, expertSocket]) await ask(socket, 'join', { consultationId });

    // The whole burst at once, half from each tab: one bucket for the account.
    const answers = await Promise.all(
      Array.from({ length: CHAT_RATE_LIMIT + 3 }, (_, i) =>
        ask(tabs[i % 2]!, 'message', { consultationId, message: `m${i}` }),
      ),
    );
    const stored = answers.filter((answer) => answer.ok);
    const limited = answers.filter((answer) => !answer.ok);
    // The bucket refills CHAT_RATE_LIMIT per 10 s: one more may have come back while the burst was under way.
    expect(stored.length).toBeGreaterThanOrEqual(CHAT_RATE_LIMIT);
    expect(stored.length).toBeLessThanOrEqual(CHAT_RATE_LIMIT + 1);
    expect(limited.length).toBeGreaterThan(0);
    for (const answer of limited) {
      expect(answer).toEqual({
        ok: false,
        error: { code: 'rate_limited', message: expect.stringMatching(/too quickly/) },
        retryAfter: expect.any(Number),
      });
      expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
      expect(answer.retryAfter).toBeLessThanOrEqual(10 / CHAT_RATE_LIMIT);
    }
    // The other party's account has its own allowance.
    expect(await ask(expertSocket, 'message', { consultationId, message: 'Hello' })).toMatchObject({
      ok: true,
    });
    const rows = await app.db.knex('chat_messages').where({ consultation_id: consultationId });
    expect(rows).toHaveLength(stored.length + 1);
  });

  it('closes a socket that goes on sending after more than CHAT_RATE_LIMIT refusals, and only that one', async () => {
    const { client, consultationId } = await confirmedConsultation();
    const [flooder, calm] = [await socketOf(client), await socketOf(client)];
    for (const socket of [flooder!, calm!]) await ask(socket, 'join', { consultationId });
    const closed = new Promise<string>((resolve) => flooder!.once('disconnect', resolve));
    // The burst, then up to CHAT_RATE_LIMIT refusals, are answered; the next refusal closes the connection.
    const answers = await Promise.all(
      Array.from({ length: 2 * CHAT_RATE_LIMIT + 5 }, (_, i) =>
        ask(flooder!, 'message', { consultationId, message: `m${i}` }).catch(() => undefined),
      ),
    );
    expect(await closed).toBe('io server disconnect');
    expect(
      answers.filter((answer) => answer?.error?.code === 'rate_limited').length,
    ).toBeGreaterThan(CHAT_RATE_LIMIT - 2);
    // The account's other tab is still connected, and is answered (refused until the bucket refills).
    expect(calm!.connected).toBe(true);
    expect(await ask(calm!, 'message', { consultationId, message: 'Still here' })).toMatchObject({
      error: { code: 'rate_limited' },
    });
  });
});
