import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminGrant } from '../../src/cli/admin-grant-command.js';
import { migrateLatest } from '../../src/db/migrate.js';
import { createAuthRepository } from '../../src/modules/auth/auth.repository.js';
import { grantAdmin } from '../../src/modules/auth/roles.js';
import { createDatabase } from '../../src/platform/db.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  app = await startTestApp();
  // An embedded database on disk, as `npm start` leaves it, with two accounts.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eb-admin-grant-'));
  const db = await createDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
  await migrateLatest(db.knex);
  await db.knex('users').insert([
    { email: 'ops@example.nz', first_name: 'Ops', last_name: 'Person' },
    { email: 'cli@example.nz', first_name: 'Cli', last_name: 'Person' },
  ]);
  await db.close();
});
afterAll(async () => {
  await app?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

function capture() {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    io: {
      out: (line: string) => lines.out.push(line),
      err: (line: string) => lines.err.push(line),
    },
  };
}

const envFor = (dir: string) => ({ DATA_DIR: dir, LOG_LEVEL: 'silent' });

async function isAdminOnDisk(email: string) {
  const db = await createDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
  try {
    return (await db.knex('users').where({ email }).first('is_admin')).is_admin as boolean;
  } finally {
    await db.close();
  }
}

describe('grantAdmin', () => {
  it('grants the role once, by e-mail in any case, and says when nothing changed', async () => {
    const user = await createSignedInUser(app);
    const users = createAuthRepository(app.db.knex);
    const first = await grantAdmin(users, ` ${user.email.toUpperCase()} `);
    expect(first).toEqual({ userId: user.id, email: user.email, changed: true });
    expect((await user.client.get('/api/auth/user')).body.userType).toBe('admin');
    expect(await grantAdmin(users, user.email)).toMatchObject({ changed: false });
  });

  it('returns undefined for an unknown e-mail', async () => {
    expect(
      await grantAdmin(createAuthRepository(app.db.knex), 'nobody@example.nz'),
    ).toBeUndefined();
  });
});

describe('the admin:grant command', () => {
  it.each([[[]], [['a@b.nz', 'c@d.nz']], [['  ']]])(
    'prints the usage and fails without exactly one e-mail (%j)',
    async (args) => {
      const { io, lines } = capture();
      expect(await runAdminGrant(args, envFor(dataDir), io)).toBe(1);
      expect(lines.err.join('\n')).toContain('Usage: npm run admin:grant -- <email>');
    },
  );

  it('fails for something that is not an e-mail', async () => {
    const { io, lines } = capture();
    expect(await runAdminGrant(['not-an-email'], envFor(dataDir), io)).toBe(1);
    expect(lines.err[0]).toContain('"not-an-email" is not an e-mail address');
  });

  it('fails clearly when there is no database yet', async () => {
    const { io, lines } = capture();
    const empty = path.join(dataDir, 'nothing-here');
    expect(await runAdminGrant(['ops@example.nz'], envFor(empty), io)).toBe(1);
    expect(lines.err[0]).toContain(`There is no database in ${path.join(empty, 'pglite')}`);
  });

  it('refuses to open the embedded database while it is open elsewhere (the API running)', async () => {
    const running = await createDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
    try {
      const { io, lines } = capture();
      expect(await runAdminGrant(['ops@example.nz'], envFor(dataDir), io)).toBe(1);
      expect(lines.err[0]).toContain(`is in use by process ${process.pid}`);
      expect(lines.err[0]).toContain('PGlite serves one process at a time');
    } finally {
      await running.close();
    }
  });

  it('fails for an e-mail no account has', async () => {
    const { io, lines } = capture();
    expect(await runAdminGrant(['nobody@example.nz'], envFor(dataDir), io)).toBe(1);
    expect(lines.err[0]).toBe(
      'No account has the e-mail nobody@example.nz. The person must sign up first.',
    );
  });

  it('grants the role and reports it, then reports that nothing changed', async () => {
    const { io, lines } = capture();
    expect(await runAdminGrant(['Ops@Example.nz'], envFor(dataDir), io)).toBe(0);
    expect(lines.out[0]).toMatch(
      /^Granted the admin role to ops@example\.nz \(user [0-9a-f-]{36}\)/,
    );
    expect(await isAdminOnDisk('ops@example.nz')).toBe(true);
    expect(await runAdminGrant(['ops@example.nz'], envFor(dataDir), io)).toBe(0);
    expect(lines.out[1]).toBe('ops@example.nz is already an administrator; nothing changed.');
  });

  it('runs as a program: exit 0 with a report, exit 1 with a message', async () => {
    const run = (email: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/admin-grant.ts', email], {
        cwd: apiDir,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      });
    const granted = await run('cli@example.nz');
    expect(granted.stdout).toContain('Granted the admin role to cli@example.nz');
    expect(await isAdminOnDisk('cli@example.nz')).toBe(true);

    const failed = await run('ghost@example.nz').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain(
      'No account has the e-mail ghost@example.nz',
    );
  }, 60_000);
});
