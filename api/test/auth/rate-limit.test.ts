import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/platform/logger.js';
import { localDiskStorage } from '../../src/platform/storage.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { withinOneWindow } from '../helpers/rate-windows.js';
import { TestClient } from '../helpers/test-client.js';
import { registration, rowCounts } from './support.js';

const LIMIT = 3;
const ADDRESS_LIMIT = 6;
const WINDOW = 900;
const LOGIN = '/api/auth/email/login';

let app: TestApp;
beforeAll(async () => {
  // TRUST_PROXY lets each test speak from its own client address through X-Forwarded-For.
  app = await startTestApp({
    LOGIN_RATE_LIMIT: String(LIMIT),
    LOGIN_IP_RATE_LIMIT: String(ADDRESS_LIMIT),
    LOGIN_RATE_WINDOW_SECONDS: String(WINDOW),
    TRUST_PROXY: 'true',
  });
});
afterAll(() => app?.close());
// The counts are per fixed window of WINDOW seconds: each test's hits fit in one.
beforeEach(() => withinOneWindow(app.db.knex, WINDOW, 30));

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

async function account() {
  const body = registration();
  expect((await app.client().post('/api/auth/email/register', body)).status).toBe(201);
  return body;
}

function login(email: string, password: string, ip = freshIp(), client = app.client()) {
  return client.post(LOGIN, { email, password }, { headers: { 'X-Forwarded-For': ip } });
}

const ACCOUNT_REFUSAL = 'Too many sign-in attempts. Try again later.';
const ADDRESS_REFUSAL = 'Too many failed sign-ins from this address. Try again later.';

function expectRateLimited(
  response: { status: number; headers: Headers; body: any },
  message = ACCOUNT_REFUSAL,
) {
  expect(response.status).toBe(429);
  expect(response.body.error).toEqual({ code: 'rate_limited', message });
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
}

describe('sign-in rate limit', () => {
  it('refuses an e-mail after LOGIN_RATE_LIMIT failures, from any address, even with the right password', async () => {
    const victim = await account();
    for (let i = 0; i < LIMIT; i++) {
      expect((await login(victim.email, 'wrong-password')).status).toBe(401);
    }
    const before = await rowCounts(app);
    expectRateLimited(await login(victim.email, 'wrong-password'));
    expectRateLimited(await login(victim.email, victim.password));
    expect(await rowCounts(app)).toEqual(before);
    // Another account is not affected.
    const other = await account();
    expect((await login(other.email, other.password)).status).toBe(200);
  });

  it('counts only failures per e-mail: a success starts the count again', async () => {
    const owner = await account();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMIT - 1; i++) {
        expect((await login(owner.email, 'wrong-password')).status).toBe(401);
      }
      expect((await login(owner.email, owner.password)).status).toBe(200);
    }
  });

  it('lets everyone behind one address sign in, however many they are: a success never counts against it', async () => {
    const office = freshIp();
    const people = [];
    for (let i = 0; i < 2 * ADDRESS_LIMIT; i++) people.push(await account());
    for (const person of people) {
      expect((await login(person.email, person.password, office)).status).toBe(200);
    }
    // Signing in again, each of them, still works.
    for (const person of people.slice(0, ADDRESS_LIMIT + 1)) {
      expect((await login(person.email, person.password, office)).status).toBe(200);
    }
  });

  it('refuses an address after LOGIN_IP_RATE_LIMIT failures over many accounts, each under its own limit', async () => {
    const ip = freshIp();
    const sprayed = [];
    for (let i = 0; i < ADDRESS_LIMIT; i++) sprayed.push(await account());
    for (const victim of sprayed) {
      expect((await login(victim.email, 'wrong-password', ip)).status).toBe(401);
    }
    const someone = await account();
    const before = await rowCounts(app);
    expectRateLimited(await login(someone.email, someone.password, ip), ADDRESS_REFUSAL);
    expectRateLimited(await login(sprayed[0]!.email, 'wrong-password', ip), ADDRESS_REFUSAL);
    expect(await rowCounts(app)).toEqual(before);
    // The same accounts from another address still work: none of them reached its own limit.
    expect((await login(someone.email, someone.password)).status).toBe(200);
    expect((await login(sprayed[0]!.email, sprayed[0]!.password)).status).toBe(200);
  });

  it("never clears an address's failures on a success, nor counts the success", async () => {
    const ip = freshIp();
    const insider = await account();
    const strangers = [];
    for (let i = 0; i < ADDRESS_LIMIT; i++) strangers.push(await account());
    for (const [i, victim] of strangers.entries()) {
      // The attacker's own account signing in between guesses neither wipes nor adds to the count.
      expect((await login(insider.email, insider.password, ip)).status).toBe(200);
      expect((await login(victim.email, 'wrong-password', ip)).status, `guess ${i + 1}`).toBe(401);
    }
    expectRateLimited(await login(strangers[0]!.email, 'wrong-password', ip), ADDRESS_REFUSAL);
  });

  it('does not use up the address on guesses at an account already refused', async () => {
    const ip = freshIp();
    const victim = await account();
    for (let i = 0; i < LIMIT; i++) {
      expect((await login(victim.email, 'wrong-password', ip)).status).toBe(401);
    }
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expectRateLimited(await login(victim.email, 'wrong-password', ip));
    }
    const colleague = await account();
    expect((await login(colleague.email, 'wrong-password', ip)).status).toBe(401);
    expect((await login(colleague.email, colleague.password, ip)).status).toBe(200);
  });

  it('keeps its counters in the database, without e-mail addresses, and forgets them when the window ends', async () => {
    const victim = await account();
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) await login(victim.email, 'wrong-password', ip);
    expectRateLimited(await login(victim.email, victim.password, freshIp()));

    const keys = (await app.db.knex('rate_limit_hits').pluck('key')) as string[];
    expect(keys).toContain(`login:ip:${ip}`);
    expect(keys.some((key) => key.includes(victim.email))).toBe(false);
    expect(keys.filter((key) => /^login:email:[0-9a-f]{64}$/.test(key)).length).toBeGreaterThan(0);

    // Move every window into the past: the counts no longer apply.
    await app.db
      .knex('rate_limit_hits')
      .update({ window_start: app.db.knex.raw(`window_start - interval '1 day'`) });
    expect((await login(victim.email, victim.password, ip)).status).toBe(200);
  });

  it('is shared by every API instance on the database', async () => {
    // A second instance of the API over the same database, as behind a load balancer.
    const second = createApp({
      config: app.config,
      db: app.db,
      logger: createLogger(app.config),
      storage: localDiskStorage(path.join(app.config.dataDir, 'uploads')),
    });
    const server = http.createServer(second.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const victim = await account();
      const ip = freshIp();
      const secondClient = new TestClient(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      );
      for (let i = 0; i < LIMIT; i++) {
        const via = i % 2 === 0 ? app.client() : secondClient;
        expect((await login(victim.email, 'wrong-password', ip, via)).status).toBe(401);
      }
      expectRateLimited(await login(victim.email, victim.password, freshIp(), secondClient));
      expectRateLimited(await login(victim.email, victim.password, freshIp(), app.client()));
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
