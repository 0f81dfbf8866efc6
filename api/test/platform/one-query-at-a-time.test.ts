// The suite's guard (test/setup/one-query-at-a-time.ts) sees pg's warning for a statement sent while another runs
// on the same connection. pg warns only on PostgreSQL (PGlite runs through its own driver), so this runs there.
import pg from 'pg';
import { expect, it } from 'vitest';
import { takeQueuedStatements } from '../setup/one-query-at-a-time.js';

const databaseUrl = process.env.DATABASE_URL;

it.skipIf(!databaseUrl)('hears of statements sent at once on one connection', async () => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    expect(takeQueuedStatements()).toEqual([]);
    // One after another: nothing to hear.
    await client.query('SELECT pg_sleep(0.02)');
    await client.query('SELECT 1');
    await client.query('SELECT 2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(takeQueuedStatements()).toEqual([]);

    // pg sends the first at once and queues the rest: it warns when one is queued behind another queued one.
    await Promise.all([
      client.query('SELECT pg_sleep(0.02)'),
      client.query('SELECT 1'),
      client.query('SELECT 2'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const heard = takeQueuedStatements();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatch(/already executing a query/);
  } finally {
    await client.end();
  }
});
