// `node scripts/backup-check.mjs`: proves the runbook's backup and restore of PostgreSQL (docs/operations.md) on
// real ledger data. It books, pays, accepts and cancels consultations through the API (as `npm start` runs it, on a
// scratch database of the server in BACKUP_CHECK_DATABASE_URL or TEST_DATABASE_URL), stops the API, dumps the
// database with pg_dump, restores the dump into a fresh database with pg_restore, and compares the two: the ledger
// summed by account and currency, its entries and postings, the consultations by status and the migrations; then it
// checks that the restored ledger still refuses an unbalanced posting and a change to an entry. Both databases are
// dropped at the end. Figures, not a test: it prints what it found and exits non-zero on any difference.
//   BACKUP_CHECK_BOOKINGS   consultations to book (6); every third is cancelled by its client after acceptance
//   BACKUP_CHECK_PORT       the API's port (4601); the embedded Temporal server takes the next two
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './ensure-deps.mjs';
import { API_NODE_FLAGS } from './node-flags.mjs';

const adminUrl = process.env.BACKUP_CHECK_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stderr.write(
    'Set BACKUP_CHECK_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.\n',
  );
  process.exit(1);
}
const bookings = Number(process.env.BACKUP_CHECK_BOOKINGS ?? 6);
const port = Number(process.env.BACKUP_CHECK_PORT ?? 4601);
const source = 'eb_ops_backup';
const restored = 'eb_ops_backup_restored';
const urlOf = (name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const work = mkdtempSync(path.join(os.tmpdir(), 'eb-backup-check-'));
const say = (line) => process.stdout.write(`${line}\n`);

async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const dropBoth = () =>
  withClient(adminUrl, async (client) => {
    for (const name of [source, restored]) {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

/** The API with its embedded Temporal server and in-process worker, demo accounts seeded, on the scratch database. */
async function startApi() {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, '--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: urlOf(source),
      PORT: String(port),
      TEMPORAL_PORT: String(port + 1),
      TEMPORAL_UI_PORT: String(port + 2),
      DATA_DIR: path.join(work, 'data'),
      PORTAL_DIR: 'off',
      WIDGET_DIR: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
    if (ready?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the API was not ready within 3 minutes');
}

/** A signed-in caller: JSON in and out, its session cookie kept. */
async function signIn(email) {
  let cookie = '';
  const call = async (method, url, body, expected = [200, 201]) => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        cookie,
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    const answer = await response.json().catch(() => ({}));
    if (!expected.includes(response.status)) {
      const error = new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
      error.status = response.status;
      throw error;
    }
    return answer;
  };
  await call('POST', '/api/auth/email/login', { email, password: 'demo-password' });
  return call;
}

/** Books, pays and has the expert accept `count` consultations; cancels every third (a refund). */
async function makeLedgerData(count) {
  const client = await signIn('client@demo.expertbridge.test');
  const expert = await signIn('expert@demo.expertbridge.test');
  const { id: expertId } = await expert('GET', '/api/experts/profile/me');
  const { slots } = await client('GET', `/api/experts/${expertId}/availability`);
  let done = 0;
  for (const slot of slots) {
    if (done === count) break;
    let consultation;
    try {
      consultation = await client('POST', '/api/consultations', {
        expertId,
        title: `Backup check ${done + 1}`,
        duration: 60,
        scheduledAt: slot.startsAt,
      });
    } catch (error) {
      // A slot the previous booking now overlaps (or its buffer): the next one.
      if (error.status === 409 || error.status === 422) continue;
      throw error;
    }
    const id = consultation.id;
    const intent = await client('POST', '/api/create-payment-intent', {
      amount: consultation.totalAmount.amount,
      consultationId: id,
    });
    await client('POST', '/api/payments/sandbox/confirm', {
      paymentIntentId: intent.paymentIntentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    await client('POST', '/api/process-payment', {
      consultationId: id,
      paymentIntentId: intent.paymentIntentId,
    });
    await expert('PATCH', `/api/consultations/${id}`, { status: 'confirmed' });
    if (done % 3 === 2) {
      await client('POST', `/api/consultations/${id}/cancel`, { reason: 'Backup check' });
    }
    done += 1;
  }
  if (done < count) throw new Error(`only ${done} of ${count} consultations could be booked`);
  return done;
}

/** What must be the same after a restore, as comparable text. */
const facts = (url) =>
  withClient(url, async (client) => {
    const rows = async (sql) => (await client.query(sql)).rows;
    return {
      ledgerByAccount:
        await rows(`SELECT account, currency, sum(amount)::text AS sum, count(*)::int AS entries
        FROM ledger_entries GROUP BY account, currency ORDER BY account, currency`),
      ledgerTotals:
        await rows(`SELECT count(*)::int AS entries, count(DISTINCT posting_id)::int AS postings,
        coalesce(max(id), 0)::text AS last_id FROM ledger_entries`),
      unbalancedPostings:
        await rows(`SELECT count(*)::int AS n FROM (SELECT posting_id FROM ledger_entries
        GROUP BY posting_id, currency HAVING sum(amount) <> 0) AS unbalanced`),
      consultationsByStatus: await rows(
        `SELECT status, count(*)::int AS n FROM consultations GROUP BY status ORDER BY status`,
      ),
      payments: await rows(`SELECT count(*)::int AS n FROM consultation_payments`),
      migrations: await rows(`SELECT count(*)::int AS n, max(name) AS last FROM knex_migrations`),
      users: await rows(`SELECT count(*)::int AS n FROM users`),
    };
  });

/** The restored ledger's guards: a posting must balance and an entry never changes. */
const guards = (url) =>
  withClient(url, async (client) => {
    const refused = async (sql) => {
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('COMMIT');
        return false;
      } catch {
        await client.query('ROLLBACK').catch(() => undefined);
        return true;
      }
    };
    return {
      unbalancedPostingRefused: await refused(`INSERT INTO ledger_entries
        (posting_id, account, amount, currency, memo) VALUES (gen_random_uuid(), 'escrow', 1, 'NZD', 'check')`),
      changedEntryRefused: await refused(
        `UPDATE ledger_entries SET memo = memo WHERE id = (SELECT min(id) FROM ledger_entries)`,
      ),
    };
  });

function run(command, args) {
  const started = Date.now();
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  }
  return (Date.now() - started) / 1000;
}

let status = 0;
let api;
try {
  await dropBoth();
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${source}`));
  api = await startApi();
  const booked = await makeLedgerData(bookings);
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  api = undefined;
  const before = await facts(urlOf(source));
  say(`Booked ${booked} consultations through the API on ${source}; the API is stopped.`);

  const dump = path.join(work, `${source}.dump`);
  const dumpSeconds = run('pg_dump', ['--format=custom', '--file', dump, urlOf(source)]);
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${restored}`));
  const restoreSeconds = run('pg_restore', [
    '--exit-on-error',
    '--no-owner',
    '--dbname',
    urlOf(restored),
    dump,
  ]);
  say(
    `pg_dump --format=custom: ${(statSync(dump).size / 1024).toFixed(0)} KiB in ${dumpSeconds.toFixed(1)} s; ` +
      `pg_restore into ${restored}: ${restoreSeconds.toFixed(1)} s`,
  );

  const after = await facts(urlOf(restored));
  for (const [name, value] of Object.entries(before)) {
    const same = JSON.stringify(value) === JSON.stringify(after[name]);
    if (!same) status = 1;
    say(`${same ? 'same' : 'DIFFERENT'}  ${name}: ${JSON.stringify(value)}`);
    if (!same) say(`      restored: ${JSON.stringify(after[name])}`);
  }
  if (before.ledgerTotals[0].entries === 0) {
    say('The ledger is empty: nothing was compared.');
    status = 1;
  }
  const checked = await guards(urlOf(restored));
  for (const [name, refused] of Object.entries(checked)) {
    if (!refused) status = 1;
    say(`${refused ? 'yes' : 'NO'}    ${name}`);
  }
  say(status === 0 ? 'The restored database matches.' : 'The restore differs: see above.');
} catch (error) {
  status = 1;
  process.stderr.write(`${error.stack ?? error}\n`);
} finally {
  if (api) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  await dropBoth().catch((error) => process.stderr.write(`dropping failed: ${error.message}\n`));
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
