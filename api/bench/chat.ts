// `npm run bench:chat`: the live room under load. 500 sockets in 250 consultations (a client and an expert each)
// exchange chat messages over the real API's socket server on real PostgreSQL for 30 s. Prints messages delivered
// per second, send-to-receive latency, messages lost (acknowledged as stored but never delivered to the other
// party) and the server's peak RSS. Then the noisy neighbour: the same load again for BENCH_FLOOD_DURATION (15 s)
// while one more socket (its own account and consultation, in a process of its own, chat-flood.ts) sends as fast
// as the server answers; it prints the others' p99 then next to the quiet p99. It prints figures; it is not a test.
// Environment: BENCH_DATABASE_URL (else DATABASE_URL), BENCH_CONSULTATIONS (250), BENCH_RATE (messages a second in
// all, 1000), BENCH_DURATION (30 s), BENCH_FLOOD_DURATION (15 s, 0 for none).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { io as connect, type Socket } from 'socket.io-client';
import { seedCategories } from '../src/db/seed/categories.js';
import { hashToken } from '../src/platform/session.js';
import { insertConsultationRow, insertExpert } from '../test/helpers/consultation-rows.js';
import { dropBenchDatabase, prepareBenchDatabase } from './bench-database.js';
import { quantile } from './booking-report.js';
import { startServer } from './fork-server.js';

const DATABASE = 'eb_bench_chat';
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const consultations = Number(process.env.BENCH_CONSULTATIONS ?? 250);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const durationS = Number(process.env.BENCH_DURATION ?? 30);
const floodS = Number(process.env.BENCH_FLOOD_DURATION ?? 15);
const out = (line = '') => process.stdout.write(`${line}\n`);

interface Party {
  consultationId: string;
  userId: string;
  token: string;
}

/** A signed-in user: a user row and a live session (the handshake reads the same table sign-in writes). */
async function signedIn(knex: Knex, firstName: string): Promise<{ id: string; token: string }> {
  const [user] = await knex('users')
    .insert({
      email: `${firstName.toLowerCase()}-${randomBytes(6).toString('hex')}@bench.expertbridge.test`,
      first_name: firstName,
      last_name: 'Bench',
      email_verified: true,
    })
    .returning('id');
  const token = randomBytes(32).toString('base64url');
  await knex('sessions').insert({
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + 86_400_000),
  });
  return { id: user.id as string, token };
}

/** One confirmed consultation per pair, each with its own expert, so every pair chats in its own room. */
async function seedPairs(knex: Knex, pairs: Party[][], count: number): Promise<void> {
  const start = Math.ceil(Date.now() / 3_600_000 + 48) * 3_600_000;
  for (let i = 0; i < count; i++) {
    const client = await signedIn(knex, 'Client');
    const expertUser = await signedIn(knex, 'Expert');
    const expert = await insertExpert(knex, { userId: expertUser.id });
    const consultationId = await insertConsultationRow(knex, {
      expert,
      status: 'confirmed',
      clientId: client.id,
      scheduledAt: new Date(start),
    });
    pairs.push([
      { consultationId, userId: client.id, token: client.token },
      { consultationId, userId: expertUser.id, token: expertUser.token },
    ]);
  }
}

interface Phase {
  sent: number;
  acked: number;
  refused: number;
  received: number;
  latencies: number[];
  lag: number;
  sendingMs: number;
}

const newPhase = (): Phase => ({
  sent: 0,
  acked: 0,
  refused: 0,
  received: 0,
  latencies: [],
  lag: 0,
  sendingMs: 0,
});

interface FloodReport {
  type: string;
  sent: number;
  stored: number;
  refused: number;
  connected: boolean;
}

async function open(base: string, party: Party): Promise<Socket> {
  const socket = connect(base, {
    path: '/ws',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { Cookie: `eb_session=${party.token}` },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const joined = (await socket.timeout(10_000).emitWithAck('join', {
    consultationId: party.consultationId,
  })) as { ok: boolean };
  if (!joined.ok) throw new Error(`join refused: ${JSON.stringify(joined)}`);
  return socket;
}

async function main() {
  if (!serverUrl) {
    out(
      'Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres',
    );
    process.exit(2);
  }
  const pairs: Party[][] = [];
  const flooderPair: Party[][] = [];
  const seeded = Date.now();
  const url = await prepareBenchDatabase(serverUrl, DATABASE, async (knex) => {
    await seedCategories(knex);
    await seedPairs(knex, pairs, consultations);
    await seedPairs(knex, flooderPair, 1);
  });
  out(
    `Chat bench: ${consultations * 2} sockets in ${consultations} consultations, ${rate} messages/s for ${durationS} s`,
  );
  out(`Database seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const server = await startServer(new URL('./chat-server.ts', import.meta.url), {
    BENCH_URL: url,
    BENCH_POOL_MAX: process.env.BENCH_POOL_MAX ?? '10',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const sockets: Socket[] = [];
  try {
    const connected = Date.now();
    for (const pair of pairs)
      for (const party of pair) sockets.push(await open(server.base, party));
    out(
      `${sockets.length} sockets connected and joined in ${((Date.now() - connected) / 1000).toFixed(1)} s`,
    );

    const sentAt = new Map<string, number>();
    let phase: Phase = newPhase();
    sockets.forEach((socket, index) => {
      const me = pairs[Math.floor(index / 2)]![index % 2]!.userId;
      socket.on('message', (message: { id: string; message: string; sender: { id: string } }) => {
        if (message.sender.id === me) return;
        const at = sentAt.get(message.message);
        if (at === undefined) return;
        sentAt.delete(message.message);
        phase.received += 1;
        phase.latencies.push(performance.now() - at);
      });
    });

    /**
     * `seconds` of the load: one clock for all of it, every 5 ms sending what the rate owes by now, round robin
     * over the sockets, so the aggregate rate is exact however busy the machine is. Then waits for what is in
     * flight to land: every send answered, every stored message delivered.
     */
    let turn = 0;
    const run = async (seconds: number, name: string): Promise<Phase> => {
      phase = newPhase();
      const current = phase;
      const began = performance.now();
      const send = (index: number) => {
        const socket = sockets[index]!;
        const { consultationId } = pairs[Math.floor(index / 2)]![index % 2]!;
        const now = performance.now();
        // How late the clock is against the schedule: the rate holds only if this stays small.
        current.lag = Math.max(current.lag, now - began - (current.sent * 1000) / rate);
        const text = `${name}${current.sent++}`;
        sentAt.set(text, now);
        socket
          .timeout(10_000)
          .emitWithAck('message', { consultationId, message: text })
          .then((ack: { ok: boolean }) => (ack.ok ? (current.acked += 1) : (current.refused += 1)))
          .catch(() => (current.refused += 1));
      };
      const clock = setInterval(() => {
        const owed = Math.floor(((performance.now() - began) * rate) / 1000) - current.sent;
        for (let i = 0; i < owed; i++) {
          send(turn);
          turn = (turn + 1) % sockets.length;
        }
      }, 5);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      clearInterval(clock);
      // The window the messages were sent in, by the schedule the clock kept (its lag is printed).
      current.sendingMs = (current.sent * 1000) / rate;
      const deadline = Date.now() + 30_000;
      while (
        (current.acked + current.refused < current.sent || current.received < current.acked) &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return current;
    };

    const quiet = await run(durationS, 'm');
    const usage = await server.usage();
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const lostOf = (p: Phase) => p.acked - p.received;
    out();
    out(
      `Messages sent           ${quiet.sent} (${(quiet.sent / (quiet.sendingMs / 1000)).toFixed(0)}/s; the clock at most ${quiet.lag.toFixed(1)} ms behind)`,
    );
    out(
      `Stored (acknowledged)   ${quiet.acked}; refused or timed out ${quiet.refused}; unanswered ${quiet.sent - quiet.acked - quiet.refused}`,
    );
    out(
      `Delivered to the other  ${quiet.received} = ${(quiet.received / (quiet.sendingMs / 1000)).toFixed(0)} messages/s`,
    );
    out(
      `Latency send→receive    p50 ${ms(quantile(quiet.latencies, 0.5))}   p99 ${ms(quantile(quiet.latencies, 0.99))}   max ${ms(Math.max(...quiet.latencies))}`,
    );
    out(`Lost (stored, not delivered) ${lostOf(quiet)}`);
    out(
      `Server peak RSS         ${(usage.maxRssKb / 1024).toFixed(0)} MB; CPU ${(usage.cpuMicros / 1e6).toFixed(1)} s`,
    );
    out(
      `Target: p99 under 100 ms at 1,000 messages/s or more, none lost -> ${
        quantile(quiet.latencies, 0.99) < 100 &&
        quiet.received / (quiet.sendingMs / 1000) >= 1000 &&
        lostOf(quiet) === 0
          ? 'met'
          : 'MISSED'
      }`,
    );
    let lost = lostOf(quiet);

    if (floodS > 0) {
      const flooder = flooderPair[0]![0]!;
      const flood = fork(new URL('./chat-flood.ts', import.meta.url), {
        execArgv: ['--import', 'tsx'],
        env: {
          ...process.env,
          BENCH_BASE: server.base,
          BENCH_TOKEN: flooder.token,
          BENCH_CONSULTATION: flooder.consultationId,
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const reported = new Promise<FloodReport>((resolve, reject) => {
        flood.on('message', (message: FloodReport) => {
          if (message.type === 'flooded') resolve(message);
        });
        flood.once('exit', (code) => reject(new Error(`the flood process exited with ${code}`)));
      });
      await new Promise<void>((resolve, reject) => {
        flood.once('message', () => resolve());
        flood.once('exit', (code) => reject(new Error(`the flood process exited with ${code}`)));
      });
      const cpuBefore = (await server.usage()).cpuMicros;
      const noisy = await run(floodS, 'n');
      flood.send({ type: 'stop' });
      const flooded = await reported;
      const cpu = ((await server.usage()).cpuMicros - cpuBefore) / 1e6;
      lost += lostOf(noisy);
      out();
      out(`Noisy neighbour: the same load for ${floodS} s while one more socket floods`);
      out(
        `Flooding socket         sent ${flooded.sent} (${(flooded.sent / floodS).toFixed(0)}/s): stored ${flooded.stored}, refused ${flooded.refused}; still connected: ${flooded.connected}`,
      );
      out(
        `Others                  sent ${noisy.sent}, stored ${noisy.acked}, refused or timed out ${noisy.refused}, delivered ${noisy.received}, lost ${lostOf(noisy)}`,
      );
      out(
        `Others' latency         p50 ${ms(quantile(noisy.latencies, 0.5))}   p99 ${ms(quantile(noisy.latencies, 0.99))}   max ${ms(Math.max(...noisy.latencies))}`,
      );
      out(
        `p99 of the others while one socket floods ${ms(quantile(noisy.latencies, 0.99))} (quiet p99 ${ms(quantile(quiet.latencies, 0.99))}); server CPU ${cpu.toFixed(1)} s in ${floodS} s`,
      );
    }
    process.exitCode = lost === 0 ? 0 : 1;
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
    await dropBenchDatabase(serverUrl, DATABASE);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
