// Each listed expert's next free time, stored on the expert (`next_available_at`) so the directory shows it and filters
// by it with an index. Triggers mark it stale whenever what it depends on changes (settings, consultations, imported
// busy times, status); it is also stale once it has passed (less the expert's notice). This recomputes stale ones:
// those a page is about to show, all of them before a filter by it (bounded), and the rest in a periodic sweep. The
// rule itself is the scheduling module's, reached through the NextFreeStart port the composition root wires, so the
// catalogue depends on no module that depends on it.
import type { Logger } from 'pino';
import type { CatalogueRepository, StaleExpert } from './catalogue.repository.js';
import type { ListedExpertRow } from './expert-row.js';

/** The first free start of an expert and until when it holds (the scheduling module answers). */
export interface NextFreeStart {
  nextFreeStart(expert: {
    id: string;
    timeZone: string;
  }): Promise<{ at: Date | null; validUntil: Date }>;
}

/** Stale experts recomputed before one filtered directory page; the sweep takes any beyond. */
const FILTER_BATCH = 100;
/** Experts computed at once: each is three short statements and the engine's pass. */
const CONCURRENCY = 4;

export function createNextAvailable(deps: {
  repository: CatalogueRepository;
  times: NextFreeStart;
  now?: () => Date;
}) {
  const { repository, times } = deps;
  const clock = deps.now ?? (() => new Date());

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

    /** Before a filter by the stored time: the stale ones first (up to a batch). */
    async freshenForFilter(): Promise<void> {
      const stale = await repository.findStaleNextAvailable(FILTER_BATCH);
      if (stale.length > 0) await recompute(stale);
    },

    /** One pass of the sweep: up to `limit` stale experts; answers how many. */
    async sweep(limit: number): Promise<number> {
      const stale = await repository.findStaleNextAvailable(limit);
      if (stale.length > 0) await recompute(stale);
      return stale.length;
    },
  };
}

export type NextAvailable = ReturnType<typeof createNextAvailable>;

/** Sweeps stale next free starts every `intervalMs`, a batch at a time until none is left; `stop` ends it. */
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
    while (!stopped && (await options.nextAvailable.sweep(batch)) === batch);
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
