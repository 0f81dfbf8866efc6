// One origin rule for REST and the live room: the same origins get the same verdict from a state-changing
// REST call and from the socket handshake. The app is reached at http://127.0.0.1:<port> while PUBLIC_URL names
// http://localhost:3000, as when someone opens the site by its address rather than its configured name.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSockets, socketOf } from '../helpers/sockets.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await startTestApp({ CORS_ORIGINS: 'https://admin.expertbridge.example' });
  user = await createSignedInUser(app);
}, 120_000);
afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
  await app?.close();
});

/** Whether a state-changing REST call with this Origin gets past the origin check (a 403 origin_not_allowed). */
async function restAllows(origin: string | undefined): Promise<boolean> {
  const response = await user.client.request('PATCH', '/api/auth/user', {
    body: { firstName: 'Mere', lastName: 'Tane' },
    headers: origin === undefined ? {} : { Origin: origin },
  });
  if (response.status === 403) {
    expect(response.body.error.code).toBe('origin_not_allowed');
    return false;
  }
  expect(response.status).toBe(200);
  return true;
}

/** Whether the live room's handshake with this Origin connects. */
async function roomAllows(origin: string | undefined): Promise<boolean> {
  try {
    (await socketOf(app.url, user, origin)).disconnect();
    return true;
  } catch {
    return false;
  }
}

it('gives REST and the live room the same verdict for every origin', async () => {
  const own = app.url;
  const port = new URL(own).port;
  const cases: [string, string | undefined, boolean][] = [
    ['the address the request was sent to', own, true],
    ['the configured public URL', 'http://localhost:3000', true],
    ['a configured CORS origin', 'https://admin.expertbridge.example', true],
    ['no Origin at all', undefined, true],
    ['the same port under another name', `http://localhost:${port}`, false],
    ['a foreign site', 'https://evil.example', false],
    ['an opaque origin', 'null', false],
  ];
  const verdicts = [];
  for (const [label, origin, expected] of cases) {
    verdicts.push({
      label,
      rest: await restAllows(origin),
      room: await roomAllows(origin),
      expected,
    });
  }
  expect(verdicts).toEqual(
    cases.map(([label, , expected]) => ({ label, rest: expected, room: expected, expected })),
  );
});
