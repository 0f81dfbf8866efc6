// Ports for a fleet: a fixed block from a base (`npm run fleet`, so its addresses are the same every run), or a free
// block chosen at random below Linux's ephemeral range (tests, which may run beside other servers). Node built-ins only.
import net from 'node:net';

/** Below the ephemeral range (32768–60999), where outgoing connections and `listen(0)` take their ports. */
const RANDOM_RANGE = { from: 20_000, to: 32_000 };

export function canListen(port) {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function allFree(base, size) {
  for (let port = base; port < base + size; port++) {
    if (!(await canListen(port))) return false;
  }
  return true;
}

/**
 * The first port of `size` consecutive free ones: from `base` when given (an error names the one taken), else at
 * random. A port free now is free only until something else takes it; the random block makes that unlikely.
 */
export async function portBlock(size, base) {
  if (base !== undefined) {
    for (let port = base; port < base + size; port++) {
      if (!(await canListen(port))) {
        throw new Error(
          `port ${port} is taken (the fleet uses ${base}–${base + size - 1}; choose another --port)`,
        );
      }
    }
    return base;
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    const first =
      RANDOM_RANGE.from + Math.floor(Math.random() * (RANDOM_RANGE.to - RANDOM_RANGE.from - size));
    if (await allFree(first, size)) return first;
  }
  throw new Error(`no ${size} consecutive free ports found`);
}

/** Resolves once something accepts connections on host:port, or rejects after `timeoutMs`. */
export async function waitForPort(port, timeoutMs, host = '127.0.0.1') {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
