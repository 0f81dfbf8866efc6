// `npm run bench:chat`: the live room under load. 500 sockets in 250 consultations (a client and an expert each)
// exchange chat messages over the real API's socket server on real PostgreSQL for 30 s. Prints messages delivered
// per second, send-to-receive latency, messages lost (acknowledged as stored but never delivered to the other
// party) and the server's peak RSS. It prints figures; it is not a test. Environment: BENCH_DATABASE_URL (else
// DATABASE_URL), BENCH_CONSULTATIONS (250), BENCH_RATE (messages a second in all, 1000), BENCH_DURATION (30 s).
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
async function seedPairs(knex: Knex, pairs: Party[][]): Promise<void> {
  const start = Math.ceil(Date.now() / 3_600_000 + 48) * 3_600_000;
  for (let i = 0; i < consultations; i++) {
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
  const seeded = Date.now();
  const url = await prepareBenchDatabase(serverUrl, DATABASE, async (knex) => {
    await seedCategories(knex);
    await seedPairs(knex, pairs);
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
    const latencies: number[] = [];
    let acked = 0;
    let refused = 0;
    let received = 0;
    let measuring = false;
    sockets.forEach((socket, index) => {
      const me = pairs[Math.floor(index / 2)]![index % 2]!.userId;
      socket.on('message', (message: { id: string; message: string; sender: { id: string } }) => {
        if (message.sender.id === me) return;
        const at = sentAt.get(message.message);
        if (at === undefined) return;
        received += 1;
        latencies.push(performance.now() - at);
      });
    });

    // One clock for the whole load: every 5 ms, send what the rate owes by now, round robin over the
    // sockets, so the aggregate rate is exact however busy the machine is.
    let seq = 0;
    let turn = 0;
    let lag = 0;
    const began = performance.now();
    measuring = true;
    const send = (index: number) => {
      const socket = sockets[index]!;
      const { consultationId } = pairs[Math.floor(index / 2)]![index % 2]!;
      const now = performance.now();
      // How late the clock is against the schedule: the rate holds only if this stays small.
      lag = Math.max(lag, now - began - (seq * 1000) / rate);
      const text = `m${seq++}`;
      sentAt.set(text, now);
      socket
        .timeout(10_000)
        .emitWithAck('message', { consultationId, message: text })
        .then((ack: { ok: boolean }) => (ack.ok ? (acked += 1) : (refused += 1)))
        .catch(() => (refused += 1));
    };
    const clock = setInterval(() => {
      if (!measuring) return;
      const owed = Math.floor(((performance.now() - began) * rate) / 1000) - seq;
      for (let i = 0; i < owed; i++) {
        send(turn);
        turn = (turn + 1) % sockets.length;
      }
    }, 5);
    await new Promise((resolve) => setTimeout(resolve, durationS * 1000));
    measuring = false;
    clearInterval(clock);
    // The window the messages were sent in, by the schedule the clock kept (its lag is printed).
    const sendingMs = (seq * 1000) / rate;
    // Let what is in flight land: every send answered, every stored message delivered.
    const deadline = Date.now() + 30_000;
    while ((acked + refused < seq || received < acked) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const usage = await server.usage();

    const lost = acked - received;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    out();
    out(
      `Messages sent           ${seq} (${(seq / (sendingMs / 1000)).toFixed(0)}/s; the clock at most ${lag.toFixed(1)} ms behind)`,
    );
    out(
      `Stored (acknowledged)   ${acked}; refused or timed out ${refused}; unanswered ${seq - acked - refused}`,
    );
    out(
      `Delivered to the other  ${received} = ${(received / (sendingMs / 1000)).toFixed(0)} messages/s`,
    );
    out(
      `Latency send→receive    p50 ${ms(quantile(latencies, 0.5))}   p99 ${ms(quantile(latencies, 0.99))}   max ${ms(Math.max(...latencies))}`,
    );
    out(`Lost (stored, not delivered) ${lost}`);
    out(
      `Server peak RSS         ${(usage.maxRssKb / 1024).toFixed(0)} MB; CPU ${(usage.cpuMicros / 1e6).toFixed(1)} s`,
    );
    out(
      `Target: p99 under 100 ms at 1,000 messages/s or more, none lost -> ${
        quantile(latencies, 0.99) < 100 && received / (sendingMs / 1000) >= 1000 && lost === 0
          ? 'met'
          : 'MISSED'
      }`,
    );
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
