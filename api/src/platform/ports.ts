import net from 'node:net';

/** A port a process is about to take, for the message when it cannot. */
export interface WantedPort {
  /** The setting that names it (PORT, PARTNER_DEMO_PORT, ...). */
  setting: string;
  port: number;
}

/** Ports this process cannot take, named by their settings (start-up stops with it before touching any data). */
export class PortsTakenError extends Error {
  override name = 'PortsTakenError';
}

/** Whether something already listens on the port (any other failure to listen is thrown). */
export function portTaken(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(true) : reject(error),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/**
 * Refuses to start when a port this process will listen on is already someone's: found before the database is opened
 * and the Temporal server started, not after minutes of start-up, with what to do. Port 0 (any) is never taken.
 */
export async function assertPortsFree(wanted: readonly WantedPort[], host: string): Promise<void> {
  const busy: WantedPort[] = [];
  for (const entry of wanted) {
    if (entry.port !== 0 && (await portTaken(entry.port, host))) busy.push(entry);
  }
  if (busy.length === 0) return;
  const one = busy.length === 1;
  const names = busy.map((b) => `${b.setting} ${b.port}`).join(', ');
  const others = busy.map((b) => `${b.setting}=${b.port + 100}`).join(' ');
  throw new PortsTakenError(
    `Cannot start: ${one ? 'the port' : 'these ports'} ${names} ${one ? 'is' : 'are'} already in use on ${host} ` +
      `(an earlier \`npm start\` still running?). Stop what holds ${one ? 'it' : 'them'}, or choose others, e.g. ` +
      `${others} npm start`,
  );
}
