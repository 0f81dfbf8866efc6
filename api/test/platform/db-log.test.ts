// knex's own messages go through the API's logger: when PostgreSQL drops a pooled connection, knex notices it
// on the next query, says so and connects again — as a JSON log line, not console text. Only with a server.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/platform/db.js';
import { createTestDatabase } from '../helpers/test-database.js';

const onPostgres = process.env.DATABASE_URL !== undefined;
let db: Database;
beforeAll(async () => {
  if (onPostgres) db = await createTestDatabase();
});
afterAll(() => db?.close());

describe.runIf(onPostgres)('knex on PostgreSQL', () => {
  it('reports a connection PostgreSQL dropped through the logger, and carries on', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logged = await createDatabase({ databaseUrl: db.url, poolMax: 1, logger: pino(sink) });
    try {
      const { rows } = await logged.knex.raw<{ rows: { pid: number }[] }>(
        'SELECT pg_backend_pid() AS pid',
      );
      await db.knex.raw('SELECT pg_terminate_backend(?)', [rows[0]!.pid]);
      await expect.poll(() => logged.knex.raw('SELECT 1 AS one').then(() => lines.length)).toBe(1);
      expect(lines[0]).toMatchObject({ level: 40, component: 'knex' });
      expect(lines[0]!.msg).toMatch(/^Connection Error: /);
    } finally {
      await logged.close();
    }
  });
});
