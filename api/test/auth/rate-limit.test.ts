import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/platform/logger.js';
import { localDiskStorage } from '../../src/platform/storage.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClient } from '../helpers/test-client.js';
import { registration, rowCounts } from './support.js';

const LIMIT = 3;
const WINDOW = 900;
const LOGIN = '/api/auth/email/login';

let app: TestApp;
beforeAll(async () => {
  // TRUST_PROXY lets each test speak from its own client address through X-Forwarded-For.
  app = await startTestApp({
    LOGIN_RATE_LIMIT: String(LIMIT),
    LOGIN_RATE_WINDOW_SECONDS: String(WINDOW),
    TRUST_PROXY: 'true',
  });
});
afterAll(() => app?.close());

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

function expectRateLimited(response: { status: number; headers: Headers; body: any }) {
  expect(response.status).toBe(429);
  expect(response.body.error).toEqual({
    code: 'rate_limited',
    message: 'Too many sign-in attempts. Try again later.',
  });
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

  it('counts every attempt per client address, successful or not', async () => {
    const ip = freshIp();
    const first = await account();
    expect((await login(first.email, first.password, ip)).status).toBe(200);
    expect((await login(`nobody-${first.email}`, 'x', ip)).status).toBe(401);
    const second = await account();
    expect((await login(second.email, second.password, ip)).status).toBe(200);
    expectRateLimited(await login(second.email, second.password, ip));
    // The same account from another address still works.
    expect((await login(second.email, second.password)).status).toBe(200);
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
