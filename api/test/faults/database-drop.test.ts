// PostgreSQL drops the API's connections under load (pg_terminate_backend on every backend of the API's database,
// as a failover or an operator would): the requests in flight are answered 503 with the error body (not a 500, not a
// hang), and the API serves again without a restart. Needs the PostgreSQL server: the PGlite run skips this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/platform/db.js';
import { eventually } from '../helpers/booking.js';
import { insertExpert } from '../helpers/consultation-rows.js';
import { adminUrl } from '../helpers/postgres-url.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { withinSeconds } from './bounded.js';

const onPostgres = process.env.DATABASE_URL !== undefined;
let app: TestApp;
let admin: Database;
let user: TestUser;
let databaseName: string;

/** The backends serving the API's database, but for the one given (the test's own). */
async function apiBackends(except: number) {
  const rows: { pid: number; wait_event_type: string | null }[] = await admin.knex
    .select('pid', 'wait_event_type')
    .from('pg_stat_activity')
    .where({ datname: databaseName })
    .whereNot({ pid: except });
  return rows;
}

async function terminate(except: number): Promise<number> {
  const backends = await apiBackends(except);
  for (const { pid } of backends) await admin.knex.raw('SELECT pg_terminate_backend(?)', [pid]);
  return backends.length;
}

interface Answer {
  status: number;
  body: { error?: { code: string; message: string } };
}

/** Clients reading until stopped, every answer kept; a hang or an answer outside the contract is a failure. */
function load(clients: number) {
  const answers: Answer[] = [];
  const failures: string[] = [];
  let running = true;
  const paths = ['/api/me/favorites', '/api/notifications', '/api/consultations'];
  const loops = Array.from({ length: clients }, async (_, n) => {
    while (running) {
      try {
        answers.push(await withinSeconds(20, () => user.client.get(paths[n % paths.length]!)));
      } catch (error) {
        failures.push(String(error));
      }
    }
  });
  return {
    answers,
    failures,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

function expectUnavailable(answer: Answer) {
  expect(answer.status).toBe(503);
  expect(answer.body.error).toMatchObject({
    code: 'database_unavailable',
    message: expect.any(String),
  });
}

describe.runIf(onPostgres)('PostgreSQL connections dropped under load', () => {
  beforeAll(async () => {
    app = await startTestApp();
    databaseName = new URL(app.db.url!).pathname.slice(1);
    admin = await createDatabase({ databaseUrl: adminUrl(app.db.url!), poolMax: 2 });
    user = await createSignedInUser(app);
    const expert = await insertExpert(app.db.knex);
    expect((await user.client.put(`/api/me/favorites/${expert.id}`)).status).toBeLessThan(300);
  }, 120_000);
  afterAll(async () => {
    await admin?.close();
    await app?.close();
  });

  it('answers 503 for the requests in flight and serves again without a restart', async () => {
    const background = load(6);
    try {
      // Requests caught mid-query: a lock held by another session keeps them waiting in PostgreSQL.
      const locker = await app.db.knex.client.acquireRawConnection();
      let lockerPid: number;
      const inFlight: Promise<Answer>[] = [];
      try {
        lockerPid = locker.processID as number;
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE favorites IN ACCESS EXCLUSIVE MODE');
        for (let i = 0; i < 4; i += 1) {
          inFlight.push(withinSeconds(20, () => user.client.get('/api/me/favorites')));
        }
        await eventually(
          async () => (await apiBackends(lockerPid)).filter((b) => b.wait_event_type === 'Lock'),
          (waiting) => waiting.length >= 1,
          20_000,
        );
        expect(await terminate(lockerPid)).toBeGreaterThan(0);
      } finally {
        await locker.query('ROLLBACK').catch(() => {});
        await app.db.knex.client.destroyRawConnection(locker);
      }
      const caught = await Promise.all(inFlight);
      const refused = caught.filter((answer) => answer.status !== 200);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const answer of refused) expectUnavailable(answer);

      // Twice more under the load, then the API must serve again on its own.
      for (let round = 0; round < 2; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await terminate(-1);
      }
      const recovered = await eventually(
        async () => {
          const answers = await Promise.all(
            Array.from({ length: 10 }, () => user.client.get('/api/me/favorites')),
          );
          return answers.map((answer) => answer.status);
        },
        (statuses) => statuses.every((status) => status === 200),
        30_000,
      );
      expect(recovered).toEqual(Array(10).fill(200));
      expect((await user.client.get('/api/health')).body).toEqual({ status: 'ok', database: 'ok' });
      // The live updates listen again (the room's channel and the socket.io adapter reconnect by themselves).
      const listening = await eventually(
        async () =>
          (await admin.knex('pg_stat_activity').where({ datname: databaseName }).pluck('query'))
            .filter((query: string) => /^LISTEN /i.test(query))
            .sort(),
        (queries) => queries.length >= 2,
        30_000,
      );
      expect(listening).toContain('LISTEN eb_live');
    } finally {
      await background.stop();
    }
    // Under the load, every answer was a success or the clear 503: never a 500, never a hang.
    expect(background.failures).toEqual([]);
    expect(background.answers.length).toBeGreaterThan(0);
    for (const answer of background.answers.filter((a) => a.status !== 200)) {
      expectUnavailable(answer);
    }
  }, 120_000);
});
