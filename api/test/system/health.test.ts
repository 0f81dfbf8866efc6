// Liveness and readiness: a balancer takes a process out of rotation while it cannot serve, and says why.
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '../../src/db/migrate.js';
import { freePort } from '../helpers/processes.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('without Temporal (the API alone)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('is live and ready, keeping /api/health as it was', async () => {
    const client = app.client();
    expect((await client.get('/api/health/live')).body).toEqual({ status: 'ok' });
    const ready = await client.get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      database: 'ok',
      temporal: 'not_used',
      schema: 'current',
      reasons: [],
    });
    expect((await client.get('/api/health')).body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is not ready while the schema is behind the code, and says to run npm run migrate', async () => {
    const last = knownMigrations().at(-1)!;
    const row = await app.db.knex('knex_migrations').where({ name: last }).first();
    await app.db.knex('knex_migrations').where({ name: last }).delete();
    try {
      const ready = await app.client().get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.status).toBe('not_ready');
      expect(ready.body.schema).toBe('behind');
      expect(ready.body.reasons).toEqual([expect.stringContaining(last)]);
      expect(ready.body.reasons[0]).toContain('npm run migrate');
      // Still live: an orchestrator must not restart a process for a step that is not its to take.
      expect((await app.client().get('/api/health/live')).status).toBe(200);
    } finally {
      await app.db.knex('knex_migrations').insert(row);
    }
    expect((await app.client().get('/api/health/ready')).status).toBe(200);
  });
});

describe('with Temporal unreachable', () => {
  let app: TestApp;
  let connection: Connection;
  beforeAll(async () => {
    // A port nothing listens on: the frontend is down.
    connection = Connection.lazy({ address: `127.0.0.1:${await freePort()}` });
    app = await startTestApp({}, async () => ({
      deps: { temporal: { client: new Client({ connection }) } },
      close: () => connection.close(),
    }));
  });
  afterAll(() => app?.close());

  it('is not ready and names Temporal, while /api/health (the database only) still says ok', async () => {
    const ready = await app.client().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: 'not_ready',
      database: 'ok',
      temporal: 'unreachable',
      schema: 'current',
    });
    expect(ready.body.reasons).toEqual([expect.stringMatching(/^Temporal does not answer: /)]);
    expect((await app.client().get('/api/health')).status).toBe(200);
  });
});
