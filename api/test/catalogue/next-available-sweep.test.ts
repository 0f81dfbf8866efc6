// The sweep of stale next free times runs in every API process; on PostgreSQL one process of the fleet sweeps at a
// time (an advisory lock held for the pass), the others skip their pass, and when the holder stops or dies the next
// process to try takes over. Two sweepers over one database stand in for two API processes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueRepository } from '../../src/modules/catalogue/catalogue.repository.js';
import {
  createNextAvailable,
  NEXT_AVAILABLE_SWEEP_LOCK,
  type NextFreeStart,
} from '../../src/modules/catalogue/next-available.js';
import { fleetLock } from '../../src/platform/fleet-lock.js';
import { insertExpert } from '../helpers/consultation-rows.js';
import { schedulingOver } from '../helpers/scheduling.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Each recomputation of one of `ours`, by which sweeper. */
const recomputed: { by: string; id: string }[] = [];
let ours: string[] = [];

/** One API process's sweep; its recomputations wait for `gate` once they have been counted. */
function sweeper(by: string, gate?: Promise<void>) {
  const scheduling = schedulingOver(app.db.knex);
  const times: NextFreeStart = {
    async nextFreeStart(expert) {
      if (ours.includes(expert.id)) recomputed.push({ by, id: expert.id });
      await gate;
      return scheduling.nextFreeStart(expert);
    },
  };
  return createNextAvailable({
    repository: createCatalogueRepository(app.db.knex),
    times,
    exclusive: fleetLock(app.db, NEXT_AVAILABLE_SWEEP_LOCK),
  });
}

function opened() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
}

const countsOf = (by?: string) =>
  ours.map((id) => recomputed.filter((r) => r.id === id && (!by || r.by === by)).length);
const markStale = () =>
  app.db.knex('experts').whereIn('id', ours).update({ next_available_until: null });
const storedUntil = async () =>
  (await app.db.knex('experts').whereIn('id', ours).select('next_available_until')).map(
    (row) => row.next_available_until,
  );

describe('the sweep of stale next free times across processes', () => {
  beforeAll(async () => {
    ours = [];
    for (let i = 0; i < 3; i += 1) ours.push((await insertExpert(app.db.knex)).id);
  });

  it('recomputes each stale expert once while two processes sweep', async (context) => {
    if (app.db.kind === 'pglite') context.skip(); // one process owns an embedded database
    recomputed.length = 0;
    await markStale();
    const first = opened();
    const a = sweeper('a', first.gate);
    const b = sweeper('b');
    const passOfA = a.sweepPass(100);
    // A holds the lock, mid-pass: B leaves its pass to A.
    await vi.waitFor(() => expect(countsOf('a')).toEqual([1, 1, 1]));
    expect(await b.sweepPass(100)).toBeNull();
    first.open();
    expect(await passOfA).toBeGreaterThanOrEqual(ours.length);
    // B's next pass gets the lock and finds nothing of ours left.
    expect(await b.sweepPass(100)).not.toBeNull();
    expect(countsOf()).toEqual([1, 1, 1]);
    expect(await storedUntil()).not.toContain(null);
  });

  it('is taken over by the other process when the one sweeping dies mid-pass', async (context) => {
    if (app.db.kind === 'pglite') context.skip();
    recomputed.length = 0;
    await markStale();
    const stuck = opened();
    const a = sweeper('a', stuck.gate);
    const b = sweeper('b');
    const passOfA = a.sweepPass(100).then(
      () => 'finished',
      () => 'failed',
    );
    await vi.waitFor(() => expect(countsOf('a')).toEqual([1, 1, 1]));
    expect(await b.sweepPass(100)).toBeNull();

    // A's process dies: PostgreSQL ends its session, and with it the lock.
    const { rows } = await app.db.knex.raw<{ rows: { pid: number }[] }>(
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = ?`,
      [NEXT_AVAILABLE_SWEEP_LOCK],
    );
    expect(rows).toHaveLength(1);
    await app.db.knex.raw('SELECT pg_terminate_backend(?)', [rows[0]!.pid]);

    expect(await b.sweepPass(100)).toBeGreaterThanOrEqual(ours.length);
    expect(countsOf('b')).toEqual([1, 1, 1]);
    const afterB = await storedUntil();
    expect(afterB).not.toContain(null);
    // What A computed before it died is not stored over B's (the rows changed since A read them).
    stuck.open();
    expect(await passOfA).toBe('failed');
    expect(await storedUntil()).toEqual(afterB);
  });

  it('sweeps in every pass on the embedded database, where one process is alone', async (context) => {
    if (app.db.kind !== 'pglite') context.skip();
    recomputed.length = 0;
    await markStale();
    expect(await sweeper('a').sweepPass(100)).toBeGreaterThanOrEqual(ours.length);
    expect(await sweeper('b').sweepPass(100)).toBe(0);
    expect(countsOf()).toEqual([1, 1, 1]);
  });
});
