// Reads compiled once per shape: the same rows as knex gives for every shape and value, the compiled text reused,
// several statements answered in order from one connection (written together in the driver's pipeline mode, on
// PostgreSQL), a failing statement failing its call with the connection left as it was, and a caller whose listed
// values are not the builder's bindings refused before anything runs. Runs on PGlite (knex itself) and, in CI, on
// PostgreSQL (a pooled connection without knex's runner).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compiledReads, type Database } from '../../src/platform/db.js';
import { createTestDatabase } from '../helpers/test-database.js';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

const series = (from: number, below: number) =>
  db.knex
    .select('n')
    .from(db.knex.raw('generate_series(1, 20) AS n'))
    .where('n', '>=', from)
    .andWhere('n', '<', below)
    .orderBy('n');

it('answers what knex answers, shape by shape, whatever the values', async () => {
  const read = compiledReads(db.knex);
  for (const [from, below] of [
    [1, 4],
    [5, 7],
    [18, 30],
  ] as const) {
    const [rows] = await read([
      { shape: 'range', build: () => series(from, below), values: [from, below] },
    ]);
    expect(rows).toEqual(await series(from, below));
  }
});

it('refuses values listed in another order than the builder binds them', async () => {
  const read = compiledReads(db.knex);
  const misordered = read([{ shape: 'range', build: () => series(2, 9), values: [9, 2] }]);
  if (db.kind === 'postgres') {
    await expect(misordered).rejects.toThrow(/not the builder's bindings/);
  } else {
    // PGlite runs the builder itself, so there is nothing to misorder.
    expect((await misordered)[0]).toHaveLength(7);
  }
});

it('reuses the text of a shape: a later call binds its own values to it', async () => {
  const read = compiledReads(db.knex);
  await read([{ shape: 'range', build: () => series(1, 3), values: [1, 3] }]);
  // The builder is not consulted again on PostgreSQL: this one would answer 10..12, the compiled text with these
  // values answers 3..5.
  const [rows] = await read<[{ n: number }[]]>([
    {
      shape: 'range',
      build: () => (db.kind === 'postgres' ? series(10, 13) : series(3, 6)),
      values: [3, 6],
    },
  ]);
  expect(rows.map((row) => row.n)).toEqual([3, 4, 5]);
});

it('answers several statements in their order, from one connection', async () => {
  const read = compiledReads(db.knex);
  const backend = () => db.knex.select(db.knex.raw('pg_backend_pid() AS pid, ? AS tag', ['x']));
  // Many at once, so that a pool would hand two statements of one call different connections if it could.
  const calls = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      read<[{ pid: number }[], { n: number }[], { pid: number }[]]>([
        { shape: 'backend', build: backend, values: ['x'] },
        { shape: 'range', build: () => series(index, index + 2), values: [index, index + 2] },
        { shape: 'backend', build: backend, values: ['x'] },
      ]),
    ),
  );
  for (const [index, [first, range, last]] of calls.entries()) {
    expect(range.map((row) => row.n)).toEqual([index, index + 1].filter((n) => n >= 1));
    expect(first[0]!.pid).toBe(last[0]!.pid);
  }
});

it('fails a call with its failing statement, and the connections serve knex as before', async () => {
  const read = compiledReads(db.knex);
  const divide = (by: number) => db.knex.select(db.knex.raw('10 / ?::int AS q', [by]));
  const calls = await Promise.allSettled(
    Array.from({ length: 6 }, (_, index) =>
      read<[{ q: number }[], { n: number }[]]>([
        { shape: 'divide', build: () => divide(index % 2), values: [index % 2] },
        { shape: 'range', build: () => series(index, index + 2), values: [index, index + 2] },
      ]),
    ),
  );
  for (const [index, call] of calls.entries()) {
    if (index % 2 === 0) {
      expect(call.status).toBe('rejected');
      expect(String((call as PromiseRejectedResult).reason)).toMatch(/division by zero/);
    } else {
      expect(call).toEqual({ status: 'fulfilled', value: [[{ q: 10 }], expect.any(Array)] });
    }
  }
  if (db.kind === 'postgres') {
    // Every connection of the pool (five; those that served the calls above among them), none left in pipeline mode.
    const client = db.knex.client as {
      acquireConnection(): Promise<{ pipeline: boolean }>;
      releaseConnection(connection: unknown): Promise<void>;
    };
    const connections = await Promise.all(
      Array.from({ length: 5 }, () => client.acquireConnection()),
    );
    expect(connections.map((connection) => connection.pipeline)).toEqual(Array(5).fill(false));
    await Promise.all(connections.map((connection) => client.releaseConnection(connection)));
  }
  // And they run knex's own statements one after another: a transaction on each at once, its statements depending on
  // the ones before.
  const totals = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      db.knex.transaction(async (trx) => {
        await trx.raw('CREATE TEMPORARY TABLE t (n int) ON COMMIT DROP');
        await trx.raw('INSERT INTO t SELECT generate_series(1, ?)', [index + 1]);
        const [row] = (await trx.raw('SELECT sum(n)::int AS total FROM t')).rows as {
          total: number;
        }[];
        return row!.total;
      }),
    ),
  );
  expect(totals).toEqual([1, 3, 6, 10, 15, 21]);
});
