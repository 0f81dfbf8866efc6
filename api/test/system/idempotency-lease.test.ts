// An Idempotency-Key belongs to the process running its request for as long as that process renews its lease: a
// retry through another process is 409 while the first runs (however long), and takes the key over once the lease
// runs out unrenewed, as it does when the first process dies. Two middlewares with two owners over one database
// stand for two API processes; short leases keep the test quick.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db.js';
import { errorMiddleware } from '../../src/platform/errors.js';
import { idempotency, type IdempotencyOptions } from '../../src/platform/idempotency.js';
import { createIdempotencyRepository } from '../../src/platform/idempotency.repository.js';
import { createTestDatabase } from '../helpers/test-database.js';

let db: Database;
const servers: http.Server[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await db?.close();
});

let runs = 0;

/** An API process whose payment-intent POST waits for `gate` and answers which run it was. */
async function apiProcess(options: IdempotencyOptions, gate: Promise<void>) {
  const app = new Koa();
  app.use(errorMiddleware(pino({ level: 'silent' })));
  app.use(idempotency(createIdempotencyRepository(db.knex), options));
  app.use(async (ctx) => {
    const run = ++runs;
    await gate;
    ctx.status = 201;
    ctx.body = { run, by: options.owner };
  });
  const server = http.createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (key: string) =>
    fetch(`${url}/api/create-payment-intent`, {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
    }).then(async (response) => ({
      status: response.status,
      replayed: response.headers.get('Idempotent-Replayed'),
      body: (await response.json()) as { run?: number; by?: string; error?: { code: string } },
    }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lease = { leaseSeconds: 1, renewEveryMs: 200 };

it('keeps the key of a request that runs past its lease while its process renews it', async () => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const first = await apiProcess({ owner: 'alive-a', ...lease }, gate);
  const other = await apiProcess({ owner: 'alive-b', ...lease }, Promise.resolve());
  const running = first('long-request');
  await sleep(2_500);
  const retried = await other('long-request');
  expect(retried.status).toBe(409);
  expect(retried.body.error?.code).toBe('idempotency_key_in_use');
  open();
  const answered = await running;
  expect(answered).toMatchObject({ status: 201, body: { by: 'alive-a' } });
  expect(await other('long-request')).toMatchObject({
    status: 201,
    replayed: 'true',
    body: answered.body,
  });
});

it('lets a retry take over, within the lease, the key of a request whose process died', async () => {
  // A process that never renews its lease is, to the other processes, one that died mid-request.
  const dead = await apiProcess(
    { owner: 'dead', leaseSeconds: 1, renewEveryMs: 3_600_000 },
    new Promise(() => {}),
  );
  const other = await apiProcess({ owner: 'survivor', ...lease }, Promise.resolve());
  void dead('died-mid-request').catch(() => {});
  await sleep(200);
  const early = await other('died-mid-request');
  expect(early.status).toBe(409);
  expect(early.body.error?.code).toBe('idempotency_key_in_use');
  let retried = early;
  for (let attempt = 0; attempt < 50 && retried.status === 409; attempt++) {
    await sleep(100);
    retried = await other('died-mid-request');
  }
  expect(retried).toMatchObject({ status: 201, replayed: null, body: { by: 'survivor' } });
  const row = await db.knex('idempotency_keys').where({ owner: 'survivor' }).first();
  expect(row?.response_status).toBe(201);
  expect(await other('died-mid-request')).toMatchObject({ status: 201, replayed: 'true' });
});

it('keeps the five-minute rule for a key kept before keys had leases', async () => {
  const api = await apiProcess({ owner: 'upgraded', ...lease }, Promise.resolve());
  expect((await api('from-before-leases')).status).toBe(201);
  const [{ scope_key: scopeKey }] = await db
    .knex('idempotency_keys')
    .where({ owner: 'upgraded' })
    .select('scope_key');
  const keptBefore = (ago: string) =>
    db
      .knex('idempotency_keys')
      .where({ scope_key: scopeKey })
      .update({
        owner: null,
        lease_until: null,
        response_status: null,
        response_body: null,
        created_at: db.knex.raw(`now() - interval '${ago}'`),
      });
  await keptBefore('1 minute');
  expect((await api('from-before-leases')).body.error?.code).toBe('idempotency_key_in_use');
  await keptBefore('6 minutes');
  expect(await api('from-before-leases')).toMatchObject({ status: 201, replayed: null });
});
