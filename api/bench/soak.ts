// `npm run soak`: SOAK_MINUTES (10) of mixed load through the public API and the live room on PostgreSQL, against
// the API (soak-server.ts: the room, the embedded Temporal dev server) and the lifecycle worker in a process of its
// own, as production runs them. At once, all the while: visitors reading the directory, clients signing in, whole
// bookings through payment to the expert's acceptance (one in four then cancelled by its client), the two parties
// of each confirmed booking chatting in its room, and an admin reading the admin pages. Prints requests, 5xx and
// requests never answered, chat messages lost, lifecycles started against those that reached their state (status
// and ledger), whether the ledger balances, the API's and the worker's RSS at minute 1 and at the end (with the main
// thread's heap in use and the memory outside it beside each, to tell a leak from the allocator), and the API's open
// handles and the database connections once the load is over against before it. Exits non-zero when a
// goal is missed: no 5xx, nothing unanswered or lost, every lifecycle where it should be, a balanced ledger, RSS
// growth under 10 %, handles and connections back to idle. Figures, not a test.
// Environment: BENCH_DATABASE_URL (else DATABASE_URL) names the PostgreSQL server; SOAK_MINUTES (10), SOAK_PORT (4410:
// the API; the Temporal dev server takes the next two), BENCH_POOL_MAX (the API's and the worker's pools, 10), and
// the worker's own settings (TEMPORAL_WORKFLOW_CACHE) from this process's environment.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { seedCategories } from '../src/db/seed/categories.js';
import { createDatabase, type Database } from '../src/platform/db.js';
import { API_NODE_FLAGS } from '../../scripts/node-flags.mjs';
import { checkLedger } from './booking-checks.js';
import { runLifecycle } from './booking-lifecycle.js';
import {
  firstNoon,
  registerClients,
  registerExperts,
  slotAt,
  type BenchExpert,
} from './booking-parties.js';
import { prepareBenchDatabase } from './bench-database.js';
import { teardownOnce, type BenchStack } from './bench-teardown.js';
import { BenchSession, registerSession } from './bench-session.js';
import { startServer, type Usage } from './fork-server.js';

const HOUR = 3_600_000;
const DATABASE = 'eb_soak';
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PORT = Number(process.env.SOAK_PORT ?? 4410);
const POOL_MAX = process.env.BENCH_POOL_MAX ?? '10';
const EXPERTS = 12;
const CLIENTS = 24;
/** Lifecycles driven at once. */
const LIFECYCLES_AT_ONCE = 3;
/** Consultations chatting at once; each pair sends CHAT_MESSAGES, one every CHAT_GAP_MS, then leaves. */
const CHATS_AT_ONCE = 4;
const CHAT_MESSAGES = 12;
const CHAT_GAP_MS = 500;
const ADMIN_EMAIL = 'soak-admin@bench.expertbridge.test';
const PASSWORD = 'bench-password-1';
/** No payment window or expert deadline may close on a booking while the soak is still driving it. */
const LIFECYCLE_CONFIG = { paymentWindowMs: 6 * HOUR, expertResponseWindowMs: 7 * 24 * HOUR };

const out = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Every request the soak makes goes through fetch: counted here, by status, and those never answered.
const statuses = new Map<number, number>();
const fiveXX: string[] = [];
let unanswered = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  try {
    const response = await realFetch(input, init);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 500 && fiveXX.length < 20) {
      fiveXX.push(`${init?.method ?? 'GET'} ${String(input)} → ${response.status}`);
    }
    return response;
  } catch (error) {
    unanswered++;
    throw error;
  }
};
const requests = () => [...statuses.values()].reduce((sum, n) => sum + n, 0) + unanswered;
const count5xx = () =>
  [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);

interface Memory {
  /** Resident set, MB. */
  rss: number;
  /** The main thread's V8 heap in use, MB. */
  heap: number;
  /** Memory outside V8's heaps (buffers), MB. */
  external: number;
}

const mb = (kb: number) => Math.round(kb / 1024);

/** A bench process's memory now, as it reports it (child-process.ts). */
function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve, reject) => {
    child.once('message', (usage: Usage) =>
      resolve({ rss: mb(usage.rssKb), heap: mb(usage.heapUsedKb), external: mb(usage.externalKb) }),
    );
    child.send({ type: 'usage' }, (error) => error && reject(error));
  });
}

const memoryLine = ({ rss, heap, external }: Memory) =>
  `${rss} MB (heap ${heap}, external ${external})`;

interface Connections {
  total: number;
  busy: number;
}

/** The soak database's connections other than the soak's own; busy = active or idle in a transaction. */
async function connections(db: Database): Promise<Connections> {
  const { rows } = await db.knex.raw<{ rows: { total: number; busy: number }[] }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE state <> 'idle'))::int AS busy
       FROM pg_stat_activity WHERE datname = ? AND pid <> pg_backend_pid()`,
    [DATABASE],
  );
  return rows[0]!;
}

const handleCount = (resources: Record<string, number>) =>
  Object.values(resources).reduce((sum, n) => sum + n, 0);

interface Chat {
  consultationId: string;
  client: BenchSession;
  expert: BenchSession;
}

function openSocket(base: string, session: BenchSession): Promise<Socket> {
  const socket = connect(base, {
    path: '/ws',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { Cookie: session.sessionCookie, 'X-Forwarded-Proto': 'https' },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

const chat = { sent: 0, stored: 0, refused: 0, delivered: 0, lost: 0, roomFailures: 0 };

/** Both parties join the room and take turns sending; counts what was stored and never reached the other party. */
async function converse(base: string, { consultationId, client, expert }: Chat): Promise<void> {
  const sockets: Socket[] = [];
  try {
    for (const session of [client, expert]) sockets.push(await openSocket(base, session));
    // By sender: stored and not yet seen by the other side, and seen by the other side before the sender's
    // acknowledgement came back (the room pushes a message as soon as it is stored).
    const unseen = [new Set<string>(), new Set<string>()];
    const early = [new Set<string>(), new Set<string>()];
    sockets.forEach((socket, side) => {
      socket.on('message', (message: { id: string; message: string }) => {
        const from = Number(message.message.slice(-1));
        if (from === side) return;
        if (unseen[from]!.delete(message.id)) chat.delivered++;
        else early[from]!.add(message.id);
      });
    });
    for (const socket of sockets) {
      const joined = (await socket.timeout(10_000).emitWithAck('join', { consultationId })) as {
        ok: boolean;
      };
      if (!joined.ok) throw new Error(`join refused: ${JSON.stringify(joined)}`);
    }
    for (let i = 0; i < CHAT_MESSAGES; i++) {
      const side = i % 2;
      chat.sent++;
      const ack = (await sockets[side]!.timeout(10_000).emitWithAck('message', {
        consultationId,
        message: `Soak message ${i} from side ${side}`,
      })) as { ok: boolean; id?: string };
      if (ack.ok && ack.id) {
        chat.stored++;
        if (early[side]!.delete(ack.id)) chat.delivered++;
        else unseen[side]!.add(ack.id);
      } else chat.refused++;
      await sleep(CHAT_GAP_MS);
    }
    const giveUpAt = Date.now() + 10_000;
    while (unseen[0]!.size + unseen[1]!.size > 0 && Date.now() < giveUpAt) await sleep(100);
    chat.lost += unseen[0]!.size + unseen[1]!.size;
  } catch {
    chat.roomFailures++;
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    out(
      'Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres',
    );
    process.exit(2);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eb-soak-'));
  let worker: ChildProcess | undefined;
  const stopWorker = async () => {
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGTERM');
    const timer = setTimeout(() => worker?.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  const stack: BenchStack = { temporalPid: 0, before: stopWorker };
  const cleanUp = teardownOnce(stack, { serverUrl, database: DATABASE, dataDir });

  const missed: string[] = [];
  try {
    const url = await prepareBenchDatabase(serverUrl, DATABASE, seedCategories);
    const api = (stack.api = await startServer(new URL('./soak-server.ts', import.meta.url), {
      SOAK_PORT: String(PORT),
      SOAK_ADMIN_EMAIL: ADMIN_EMAIL,
      BENCH_URL: url,
      BENCH_POOL_MAX: POOL_MAX,
      BENCH_DATA_DIR: dataDir,
      BENCH_LIFECYCLE_CONFIG: JSON.stringify(LIFECYCLE_CONFIG),
    }));
    stack.temporalPid = Number(api.ready.temporalPid);
    worker = fork(new URL('./soak-worker.ts', import.meta.url), {
      execArgv: ['--import', 'tsx', ...API_NODE_FLAGS],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: url,
        DATABASE_POOL_MAX: POOL_MAX,
        TEMPORAL_ADDRESS: String(api.ready.temporalAddress),
        DATA_DIR: path.join(dataDir, 'worker'),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const workerProcess = worker;
    const base = api.base;
    const db = (stack.db = await createDatabase({ databaseUrl: url, poolMax: 1 }));
    const knex = db.knex;
    out(
      `Soak: ${MINUTES} min of mixed load on PostgreSQL, API on ${base} (room, Temporal dev server) and the worker` +
        ` in its own process; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );

    const noon = firstNoon();
    const clients = await registerClients(base, CLIENTS);
    const experts = await registerExperts(base, knex, EXPERTS, noon);
    const { session: admin } = await registerSession(base, {
      email: ADMIN_EMAIL,
      firstName: 'Avery',
      lastName: 'Admin',
    });
    const expertIds = experts.map((expert) => expert.id);
    // The idle state to come back to: the load's parties exist, nothing is happening.
    await sleep(5_000);
    const idleConnections = await connections(db);
    const idleHandles = handleCount((await api.usage()).resources);
    out(`${CLIENTS} clients, ${EXPERTS} experts and an admin registered through the API`);

    const began = Date.now();
    const endsAt = began + MINUTES * 60_000;
    const running = () => Date.now() < endsAt;

    const read = (target: string) =>
      fetch(target, { signal: AbortSignal.timeout(30_000) })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    const directory = async () => {
      for (let i = 0; running(); i++) {
        const expertId = expertIds[i % expertIds.length]!;
        const paths = [
          '/api/experts?page=1&pageSize=20',
          `/api/experts?searchTerm=expert&page=${1 + (i % 2)}&pageSize=10`,
          '/api/categories',
          `/api/experts/${expertId}`,
          `/api/experts/${expertId}/reviews`,
        ];
        await read(`${base}${paths[i % paths.length]!}`);
        await sleep(50);
      }
    };

    let signIns = 0;
    let signInFailures = 0;
    const signingIn = async () => {
      for (let i = 0; running(); i++) {
        const session = new BenchSession(
          base,
          `bench-client-${i % CLIENTS}@bench.expertbridge.test`,
        );
        const answer = await session
          .request('POST', '/api/auth/email/login', { email: session.email, password: PASSWORD })
          .catch(() => undefined);
        const me =
          answer?.status === 200 ? await session.request('GET', '/api/auth/user') : undefined;
        if (me?.status === 200) signIns++;
        else signInFailures++;
        await sleep(1_000);
      }
    };

    const expected = new Map<string, 'confirmed' | 'cancelled'>();
    const failures = new Map<string, number>();
    let started = 0;
    let cancelFailures = 0;
    const chats: Chat[] = [];
    let lifecycleIndex = 0;
    const booking = async () => {
      while (running()) {
        const i = lifecycleIndex++;
        const expert: BenchExpert = experts[i % experts.length]!;
        const client = clients[i % clients.length]!;
        const result = await runLifecycle(client, expert, slotAt(noon, expert.nextSlot++));
        if (result.consultationId) started++;
        // An acceptance that went unanswered may still have been taken in: it is counted as never answered, and
        // the consultation is expected confirmed all the same (the end checks whether it got there).
        if (result.consultationId && result.failure?.startsWith('accept: TimeoutError')) {
          expected.set(result.consultationId, 'confirmed');
        }
        if (result.failure || !result.consultationId) {
          const kind = result.failure?.replace(/[0-9a-f-]{36}/g, '…') ?? 'no booking';
          failures.set(kind, (failures.get(kind) ?? 0) + 1);
          continue;
        }
        if (i % 4 === 3) {
          const cancelled = await client
            .request('POST', `/api/consultations/${result.consultationId}/cancel`, {
              reason: 'Something came up at work.',
            })
            .catch(() => undefined);
          if (cancelled?.status === 200) expected.set(result.consultationId, 'cancelled');
          else {
            cancelFailures++;
            expected.set(result.consultationId, 'confirmed');
          }
        } else {
          expected.set(result.consultationId, 'confirmed');
          chats.push({ consultationId: result.consultationId, client, expert: expert.session });
        }
      }
    };

    const chatting = async () => {
      while (running()) {
        const next = chats.shift();
        if (!next) {
          await sleep(500);
          continue;
        }
        await converse(base, next);
      }
    };

    let adminReads = 0;
    const administering = async () => {
      const pages = [
        '/api/admin/revenue',
        '/api/admin/pending-confirmations',
        '/api/admin/applications',
        '/api/admin/outbox',
        '/api/admin/partners',
      ];
      for (let i = 0; running(); i++) {
        const answer = await admin.request('GET', pages[i % pages.length]!).catch(() => undefined);
        if (answer?.status === 200) adminReads++;
        await sleep(500);
      }
    };

    const memory = async () => ({
      api: await memoryOf(api.child),
      worker: await memoryOf(workerProcess),
    });
    let minuteOne: { api: Memory; worker: Memory } | undefined;
    const sampling = async () => {
      for (let minute = 1; running(); minute++) {
        await sleep(Math.max(0, Math.min(began + minute * 60_000, endsAt) - Date.now()));
        const sample = await memory();
        if (minute === 1) minuteOne = sample;
        out(
          `  minute ${minute}: ${requests()} requests, ${count5xx()} 5xx; ${started} lifecycles; ${chat.stored} chat messages stored, ${chat.delivered} delivered; RSS API ${memoryLine(sample.api)}, worker ${memoryLine(sample.worker)}`,
        );
      }
    };

    await Promise.all([
      directory(),
      directory(),
      signingIn(),
      ...Array.from({ length: LIFECYCLES_AT_ONCE }, booking),
      ...Array.from({ length: CHATS_AT_ONCE }, chatting),
      administering(),
      sampling(),
    ]);
    const endMemory = await memory();
    const loadSeconds = (Date.now() - began) / 1000;

    // Every lifecycle where it should be: its status, and its money on the ledger (paid in full and held, or
    // refunded in full). The worker may still be settling the last ones.
    const reached = async () => {
      const ids = [...expected.keys()];
      if (ids.length === 0) return 0;
      const { rows } = await knex.raw<{
        rows: {
          id: string;
          status: string;
          total: number;
          paid: number;
          escrow: number;
          refunded: number;
        }[];
      }>(
        `SELECT c.id, c.status, c.total_amount::bigint AS total,
                (-coalesce(sum(e.amount) FILTER (WHERE e.account = 'client_payments'), 0))::bigint AS paid,
                coalesce(sum(e.amount) FILTER (WHERE e.account = 'escrow'), 0)::bigint AS escrow,
                coalesce(sum(e.amount) FILTER (WHERE e.account = 'refunds'), 0)::bigint AS refunded
           FROM consultations c LEFT JOIN ledger_entries e ON e.consultation_id = c.id
          WHERE c.id = ANY(?) GROUP BY c.id`,
        [ids],
      );
      return rows.filter((row) => {
        const [total, paid, escrow, refunded] = [row.total, row.paid, row.escrow, row.refunded].map(
          Number,
        );
        return expected.get(row.id) === 'confirmed'
          ? row.status === 'confirmed' && paid === total && escrow === total && refunded === 0
          : row.status === 'cancelled' && paid === total && escrow === 0 && refunded === total;
      }).length;
    };
    const settleBy = Date.now() + 60_000;
    let arrived = await reached();
    while (arrived < expected.size && Date.now() < settleBy) {
      await sleep(1_000);
      arrived = await reached();
    }
    const ledger = await checkLedger(knex);
    const balanced = ledger.unbalancedPostings === 0 && ledger.unbalancedConsultations === 0;

    // Back to idle: the pools hand back their connections after 30 s idle, keep-alive sockets close after 5 s.
    const idleBy = Date.now() + 60_000;
    let endConnections = await connections(db);
    let endResources = (await api.usage()).resources;
    while (
      (endConnections.busy > 0 ||
        endConnections.total > idleConnections.total ||
        handleCount(endResources) > idleHandles) &&
      Date.now() < idleBy
    ) {
      await sleep(1_000);
      endConnections = await connections(db);
      endResources = (await api.usage()).resources;
    }
    const endHandles = handleCount(endResources);

    const growth = (from: number, to: number) => ((to - from) / from) * 100;
    const percent = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;
    const goal = (met: boolean, what: string) => {
      if (!met) missed.push(what);
      return met ? 'goal met' : 'MISSED';
    };
    const confirmed = [...expected.values()].filter((state) => state === 'confirmed').length;
    const start = minuteOne ?? endMemory;
    const apiGrowth = growth(start.api.rss, endMemory.api.rss);
    const workerGrowth = growth(start.worker.rss, endMemory.worker.rss);
    out();
    out(`Load ran for ${(loadSeconds / 60).toFixed(1)} min`);
    out(
      `Requests                 ${requests()} (${(requests() / loadSeconds).toFixed(0)}/s): directory, ${signIns} sign-ins (${signInFailures} failed), lifecycles, ${adminReads} admin reads, room handshakes excluded`,
    );
    out(
      `Answers                  ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')}`,
    );
    out(`5xx                      ${count5xx()} -> ${goal(count5xx() === 0, '5xx')}`);
    for (const line of fiveXX) out(`    ${line}`);
    out(
      `Never answered           ${unanswered} -> ${goal(unanswered === 0, 'unanswered requests')}`,
    );
    out(
      `Chat                     ${chat.sent} sent, ${chat.stored} stored, ${chat.refused} refused, ${chat.delivered} delivered to the other party; ${chat.roomFailures} conversations failed`,
    );
    out(
      `Lost chat messages       ${chat.lost} -> ${goal(chat.lost === 0 && chat.roomFailures === 0, 'chat')}`,
    );
    out(
      `Lifecycles               ${started} started (${confirmed} to stay confirmed, ${expected.size - confirmed} cancelled by the client after it), ${arrived} reached their state with their money -> ${goal(arrived === started, 'lifecycles')}`,
    );
    for (const [kind, n] of failures) out(`    stopped at ${kind}: ${n}`);
    if (cancelFailures > 0) out(`    cancellations refused: ${cancelFailures}`);
    out(
      `Ledger                   ${ledger.postings} postings, ${ledger.entries} entries; unbalanced postings ${ledger.unbalancedPostings}, consultations ${ledger.unbalancedConsultations} -> ${goal(balanced, 'ledger')}`,
    );
    out(
      `RSS API                  ${memoryLine(start.api)} at minute 1, ${memoryLine(endMemory.api)} at the end (${percent(apiGrowth)}) -> ${goal(apiGrowth < 10, 'API RSS')}`,
    );
    out(
      `RSS worker               ${memoryLine(start.worker)} at minute 1, ${memoryLine(endMemory.worker)} at the end (${percent(workerGrowth)}) -> ${goal(workerGrowth < 10, 'worker RSS')}`,
    );
    out(
      `API open handles         ${idleHandles} before the load, ${endHandles} after it (${Object.entries(
        endResources,
      )
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ')}) -> ${goal(endHandles <= idleHandles, 'handles')}`,
    );
    out(
      `DB connections           ${idleConnections.total} before the load, ${endConnections.total} after it (${endConnections.busy} busy) -> ${goal(
        endConnections.busy === 0 && endConnections.total <= idleConnections.total,
        'connections',
      )}`,
    );
    out(missed.length === 0 ? 'All goals met' : `Goals missed: ${missed.join(', ')}`);
  } finally {
    await cleanUp();
  }
  if (missed.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
