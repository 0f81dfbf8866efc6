// The noisy neighbour of `npm run bench:chat`, in its own process so its sending costs the bench's clock and
// latency measurements nothing: one socket, joined to its consultation, sends chat messages as fast as the server
// answers (BENCH_FLOOD_IN_FLIGHT unanswered at a time, 200) until its parent says `stop`, then reports how many it
// sent, how many were stored and how many refused.
import { io as connect } from 'socket.io-client';

const base = process.env.BENCH_BASE!;
const consultationId = process.env.BENCH_CONSULTATION!;
const inFlight = Number(process.env.BENCH_FLOOD_IN_FLIGHT ?? 200);

const socket = connect(base, {
  path: '/ws',
  transports: ['websocket'],
  reconnection: false,
  extraHeaders: { Cookie: `eb_session=${process.env.BENCH_TOKEN!}` },
});
await new Promise<void>((resolve, reject) => {
  socket.once('connect', resolve);
  socket.once('connect_error', reject);
});
const joined = (await socket.timeout(10_000).emitWithAck('join', { consultationId })) as {
  ok: boolean;
};
if (!joined.ok) throw new Error(`flood socket not joined: ${JSON.stringify(joined)}`);

let sent = 0;
let stored = 0;
let refused = 0;
let stopping = false;
const one = async (): Promise<void> => {
  while (!stopping && socket.connected) {
    sent++;
    const ack = (await socket
      .timeout(10_000)
      .emitWithAck('message', { consultationId, message: `flood ${sent}` })
      .catch(() => ({ ok: false }))) as { ok: boolean };
    if (ack.ok) stored++;
    else refused++;
  }
};
const running = Promise.all(Array.from({ length: inFlight }, one));
process.send?.({ type: 'flooding' });
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'stop') return;
  stopping = true;
  void running.then(() => {
    process.send?.({ type: 'flooded', sent, stored, refused, connected: socket.connected });
    socket.disconnect();
    process.exit(0);
  });
});
