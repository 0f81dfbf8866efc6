// Each listed expert's next free time, stored on the expert (`next_available_at`) so the directory shows it and filters
// by it with an index. Triggers mark it stale whenever what it depends on changes (settings, consultations, imported
// busy times, status); it is also stale once it has passed (less the expert's notice). This recomputes stale ones:
// those a page is about to show, all of them before a filter by it (bounded), and the rest in a periodic sweep that
// every API process runs and one process of the fleet at a time does (the others skip their pass). The rule itself is the scheduling module's, reached through the NextFreeStart port the composition root wires, so the
// catalogue depends on no module that depends on it.
import type { Logger } from 'pino';
import type { OneAtATime } from '../../platform/fleet-lock.js';
import type { CatalogueRepository, StaleExpert } from './catalogue.repository.js';
import type { ListedExpertRow } from './expert-row.js';

/** The first free start of an expert and until when it holds (the scheduling module answers). */
export interface NextFreeStart {
  nextFreeStart(expert: {
    id: string;
    timeZone: string;
  }): Promise<{ at: Date | null; validUntil: Date }>;
}

/** The sweep's advisory lock (fleetLock); differs from the schema step's. */
export const NEXT_AVAILABLE_SWEEP_LOCK = 4_205_280_126;

/** Stale experts recomputed before one filtered directory page; the sweep takes any beyond. */
const FILTER_BATCH = 100;
/** Experts computed at once: each is three short statements and the engine's pass. */
const CONCURRENCY = 4;

export function createNextAvailable(deps: {
  repository: CatalogueRepository;
  times: NextFreeStart;
  /** Keeps the sweep to one process of the fleet at a time; by default this process is alone. */
  exclusive?: OneAtATime;
  now?: () => Date;
}) {
  const { repository, times } = deps;
  const clock = deps.now ?? (() => new Date());
  const exclusive: OneAtATime =
    deps.exclusive ?? (async (work) => ({ ran: true, value: await work() }));

  /** Computes and stores the next free start of each expert; answers them by id. */
  async function recompute(experts: StaleExpert[]): Promise<Map<string, Date | null>> {
    const results: { expert: StaleExpert; at: Date | null; validUntil: Date }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < experts.length) {
        const expert = experts[next++]!;
        const answer = await times.nextFreeStart({ id: expert.id, timeZone: expert.time_zone });
        results.push({ expert, ...answer });
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, experts.length) }, worker));
    await repository.storeNextAvailable(results);
    return new Map(results.map((r) => [r.expert.id, r.at]));
  }

  /** Up to `limit` stale experts recomputed; answers how many. */
  async function sweep(limit: number): Promise<number> {
    const stale = await repository.findStaleNextAvailable(limit);
    if (stale.length > 0) await recompute(stale);
    return stale.length;
  }

  /** The check before a filtered page that is running now, if any. */
  let checking: Promise<void> | undefined;

  function isStale(row: ListedExpertRow): boolean {
    return !row.next_available_until || row.next_available_until.getTime() < clock().getTime();
  }

  return {
    /** The rows with any stale next free start recomputed (and stored). */
    async freshen<Row extends ListedExpertRow>(rows: Row[]): Promise<Row[]> {
      const staleIds = rows
        .filter((row) => row.status === 'approved' && isStale(row))
        .map((r) => r.id);
      if (staleIds.length === 0) return rows;
      const fresh = await recompute(
        await repository.findStaleNextAvailable(staleIds.length, staleIds),
      );
      return rows.map((row) =>
        fresh.has(row.id) ? { ...row, next_available_at: fresh.get(row.id) ?? null } : row,
      );
    },

    /**
     * Before a filter by the stored time: the stale ones first (up to a batch). Requests that arrive while a check is
     * running share it instead of each asking again (under load most filtered requests would otherwise add two
     * statements of their own): a change made in those few milliseconds is seen by the next check.
     */
    freshenForFilter(): Promise<void> {
      checking ??= (async () => {
        try {
          const stale = await repository.findStaleNextAvailable(FILTER_BATCH);
          if (stale.length > 0) await recompute(stale);
        } finally {
          checking = undefined;
        }
      })();
      return checking;
    },

    /** One batch of the sweep: up to `limit` stale experts; answers how many. */
    sweep,

    /**
     * One pass of the periodic sweep, batch after batch until none is left (or `going` says stop), unless another
     * process is sweeping; answers how many were recomputed, or null when it left the pass to the other.
     */
    async sweepPass(batch: number, going: () => boolean = () => true): Promise<number | null> {
      const pass = await exclusive(async () => {
        let total = 0;
        while (going()) {
          const swept = await sweep(batch);
          total += swept;
          if (swept < batch) break;
        }
        return total;
      });
      return pass.ran ? pass.value : null;
    },
  };
}

export type NextAvailable = ReturnType<typeof createNextAvailable>;

/** Sweeps stale next free starts every `intervalMs` (when no other process is); `stop` ends it. */
export function startNextAvailableSweep(options: {
  nextAvailable: NextAvailable;
  logger: Logger;
  intervalMs?: number;
  batch?: number;
}) {
  const batch = options.batch ?? 200;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = async () => {
    await options.nextAvailable.sweepPass(batch, () => !stopped);
  };
  const schedule = () => {
    if (stopped) return;
    running = running
      .then(pass)
      .catch((error: unknown) =>
        options.logger.error({ err: error }, 'the sweep of next available times failed'),
      );
  };
  const timer = setInterval(schedule, options.intervalMs ?? 30_000);
  timer.unref();
  // At once too: after a deploy (or the migration) many may be stale, and the filter trusts the stored times.
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
