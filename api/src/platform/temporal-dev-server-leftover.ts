// A dev server outlives the API only when the API was killed outright (SIGKILL, the OOM killer): its
// own process group keeps Ctrl-C away from it, and the exit hook that kills it never ran. It then holds the
// ports and the SQLite file. A file beside the database names the server and the process that owns it,
// so the next start can stop a leftover whose owner is gone, instead of asking someone to find and kill it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { isAlive } from './process-alive.js';

const FILE = 'dev-server.json';

interface Record {
  serverPid: number;
  ownerPid: number;
}

/** Notes that this process owns the dev server `serverPid` running in `dir`. */
export function recordDevServer(dir: string, serverPid: number): void {
  const record: Record = { serverPid, ownerPid: process.pid };
  writeFileSync(path.join(dir, FILE), JSON.stringify(record));
}

/** Forgets the record once that server has stopped (a newer server's record stays). */
export function forgetDevServer(dir: string, serverPid: number): void {
  if (readRecord(dir)?.serverPid === serverPid) rmSync(path.join(dir, FILE), { force: true });
}

function readRecord(dir: string): Record | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, FILE), 'utf8')) as Record;
  } catch {
    return undefined; // no record: nothing was left running
  }
}

/**
 * Stops the dev server recorded in `dir` when its owner has gone and the process is still that server
 * (its command line names this database). A server whose owner lives is left alone: that is another
 * `npm start` on the same DATA_DIR, and the port check explains the clash.
 */
export async function stopLeftoverDevServer(
  dir: string,
  dbFile: string,
  logger: Logger,
): Promise<void> {
  const record = readRecord(dir);
  if (!record || isAlive(record.ownerPid)) return;
  if (isDevServerFor(record.serverPid, dbFile)) {
    logger.warn(
      { pid: record.serverPid },
      'stopping a Temporal dev server left by a killed process',
    );
    process.kill(record.serverPid, 'SIGTERM');
    if (!(await exitsWithin(record.serverPid, 10_000))) process.kill(record.serverPid, 'SIGKILL');
    await exitsWithin(record.serverPid, 5_000);
  }
  forgetDevServer(dir, record.serverPid);
}

/** Reads /proc (Linux): elsewhere nothing is stopped and the port check reports the clash instead. */
function isDevServerFor(pid: number, dbFile: string): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.includes('start-dev') && args.includes(dbFile);
  } catch {
    return false;
  }
}

async function exitsWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}
