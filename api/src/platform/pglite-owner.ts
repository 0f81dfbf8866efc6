import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isAlive } from './process-alive.js';

/*
 * PGlite on the Node file system takes no lock on its data directory: a second process opening it succeeds, both
 * write, and the directory is damaged for good (the next open dies with a bare `RuntimeError: Aborted()`;
 * electric-sql/pglite#1106). PostgreSQL's own postmaster.pid does not help: PGlite writes it with the pid -42 and
 * leaves it behind whenever a process ends without closing the database.
 *
 * So every process that opens the embedded database first owns it: a file beside the directory
 * (`pglite.owner` beside `pglite`) names the process, created exclusively. Another live process's file is a refusal
 * naming it; a file left by a process that is gone is taken over. The file goes when the database is closed, and
 * when the process exits in any way it can still run code.
 */

/** The embedded database is open in another process. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** The embedded database's directory exists but PGlite cannot open it. */
export class DataDirDamagedError extends Error {
  override name = 'DataDirDamagedError';
}

interface Owner {
  pid: number;
  command: string;
}

/** The owner files this process holds. */
const heldHere = new Set<string>();

export function ownerFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.owner`;
}

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return Number.isSafeInteger(owner.pid) && (owner.pid ?? 0) > 0
      ? { pid: owner.pid!, command: String(owner.command ?? '') }
      : undefined;
  } catch {
    // Unreadable or half written (a process that died while writing it): nobody's.
    return undefined;
  }
}

/** Whether the process is running (a pid reused by something else than node counts as gone, where that shows). */
function alive(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function inUse(dataDir: string, owner: Owner): DataDirInUseError {
  return new DataDirInUseError(
    `The embedded database in ${dataDir} is in use by process ${owner.pid}` +
      `${owner.command ? ` (${owner.command})` : ''}, and PGlite serves one process at a time: a second would ` +
      'damage it. Stop that process (an `npm start` still running?) and try again, or give this one a database of ' +
      'its own (DATA_DIR, or DATABASE_URL for PostgreSQL).',
  );
}

/**
 * Makes this process the owner of the data directory, or throws DataDirInUseError naming the live owner. Answers
 * the release (idempotent, also run when the process exits).
 */
export function claimDataDir(dataDir: string): () => void {
  const file = ownerFileOf(dataDir);
  // Two opens within one process damage it as surely as two processes.
  if (heldHere.has(file)) {
    throw inUse(dataDir, {
      pid: process.pid,
      command: 'this process, opened earlier and not closed',
    });
  }
  const me: Owner = { pid: process.pid, command: process.argv.slice(1).join(' ').slice(0, 200) };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && alive(owner.pid)) throw inUse(dataDir, owner);
      // Left by a process that is gone (or by this one, not released): take it over. Twice at most, in case
      // another process took it over at the same moment (then its file is there, and the next round refuses).
      if (attempt > 0) throw inUse(dataDir, owner ?? { pid: 0, command: '' });
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first; the next round finds out who owns it now.
      }
    }
  }
  heldHere.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.off('exit', release);
    // Only our own file: never one another process wrote after taking over.
    if (readOwner(file)?.pid !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}

/**
 * PGlite's failure to open an existing directory as the error a person can act on: what happened, the likely
 * cause, and the command that gets a working database back (keeping the damaged one).
 */
export function damaged(dataDir: string, error: unknown): DataDirDamagedError {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new DataDirDamagedError(
    `The embedded database in ${dataDir} could not be opened (${reason}). It is damaged, most often by two ` +
      'processes having had it open at once. Move it aside and start again for a new one with the demo data ' +
      `(the old one is kept): mv ${dataDir} ${dataDir}.damaged-${new Date().toISOString().slice(0, 10)}`,
  );
}
