import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/platform/db.js';
import {
  DataDirDamagedError,
  DataDirInUseError,
  ownerFileOf,
} from '../../src/platform/pglite-owner.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let parent: string;
let dataDir: string;
const open: Database[] = [];

async function openAt(dir = dataDir): Promise<Database> {
  const db = await createDatabase({ pgliteDataDir: dir });
  open.push(db);
  return db;
}

async function closeAll() {
  for (const db of open.splice(0)) await db.close();
}

beforeEach(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'eb-pglite-owner-'));
  dataDir = path.join(parent, 'pglite');
});

afterEach(async () => {
  await closeAll();
  rmSync(parent, { recursive: true, force: true });
});

describe('the embedded database has one owner at a time', () => {
  it('refuses a second open in the same process, and opens again once closed, the data kept', async () => {
    const first = await openAt();
    await first.knex.raw('CREATE TABLE kept (n int)');
    await first.knex.raw('INSERT INTO kept VALUES (42)');
    expect(JSON.parse(readFileSync(ownerFileOf(dataDir), 'utf8'))).toMatchObject({
      pid: process.pid,
    });

    const second = createDatabase({ pgliteDataDir: dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`in use by process ${process.pid}`);

    await closeAll();
    expect(existsSync(ownerFileOf(dataDir))).toBe(false);
    const again = await openAt();
    expect((await again.knex.raw('SELECT n FROM kept')).rows).toEqual([{ n: 42 }]);
  });

  it('refuses while another live process owns it, naming the process, and touches nothing', async () => {
    // Any running node process stands in for an `npm start` still running: vitest's own.
    writeFileSync(
      ownerFileOf(dataDir),
      JSON.stringify({ pid: process.ppid, command: 'npm start' }),
    );
    const refused = createDatabase({ pgliteDataDir: dataDir });
    await expect(refused).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(refused).rejects.toThrow(
      `in use by process ${process.ppid} (npm start), and PGlite serves one process at a time`,
    );
    expect(existsSync(dataDir)).toBe(false);
    // The owner's file is the owner's: still there, still naming it.
    expect(JSON.parse(readFileSync(ownerFileOf(dataDir), 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over from a process that ended without closing it', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    const pid = Number(gone.stdout.trim());
    writeFileSync(ownerFileOf(dataDir), JSON.stringify({ pid, command: 'node' }));
    const db = await openAt();
    expect((await db.knex.raw('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect(JSON.parse(readFileSync(ownerFileOf(dataDir), 'utf8')).pid).toBe(process.pid);
  });

  it('is given up when its process exits without closing it, and opens again after', async () => {
    const script = [
      `import { createDatabase } from './src/platform/db.ts';`,
      `const db = await createDatabase({ pgliteDataDir: ${JSON.stringify(dataDir)} });`,
      `await db.knex.raw('CREATE TABLE kept (n int)');`,
      `await db.knex.raw('INSERT INTO kept VALUES (7)');`,
      // Ends at once, the database still open, as a failed start-up's process.exit(1) does.
      `process.exit(3);`,
    ].join('\n');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: apiRoot,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, stderr).toBe(3);
    expect(existsSync(ownerFileOf(dataDir))).toBe(false);
    const db = await openAt();
    expect((await db.knex.raw('SELECT n FROM kept')).rows).toEqual([{ n: 7 }]);
  }, 60_000);

  it('says a damaged directory is damaged and how to get a working one, and lets it go', async () => {
    await openAt();
    await closeAll();
    // What two writers leave behind, at its worst: the control file overwritten.
    writeFileSync(path.join(dataDir, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
    const failed = createDatabase({ pgliteDataDir: dataDir });
    await expect(failed).rejects.toBeInstanceOf(DataDirDamagedError);
    await expect(failed).rejects.toThrow(`The embedded database in ${dataDir} could not be opened`);
    await expect(failed).rejects.toThrow(`mv ${dataDir} ${dataDir}.damaged-`);
    expect(existsSync(ownerFileOf(dataDir))).toBe(false);
  });
});
