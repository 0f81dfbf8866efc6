// The fleet's PostgreSQL: DATABASE_URL when given, else a database on this machine's own cluster, found (or
// installed, created and started) the way .ci/run does it for the tests.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const LOCAL_URL = 'postgres://postgres:postgres@127.0.0.1:5432';

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

function asPostgres(sql, database = 'postgres') {
  return run('runuser', ['-u', 'postgres', '--', 'psql', '-qtA', '-d', database, '-c', sql]);
}

function newestVersion() {
  try {
    return readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(a) - Number(b))
      .at(-1);
  } catch {
    return undefined;
  }
}

function ready() {
  return run('pg_isready', ['-h', '127.0.0.1', '-q']).status === 0;
}

/**
 * Makes this machine's PostgreSQL cluster answer on 127.0.0.1:5432 with the password the tests use, installing
 * Debian's package first when it is missing (as root). Answers the server's URL (no database name).
 */
function ensureLocalCluster(log) {
  if (ready()) return LOCAL_URL;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'No PostgreSQL answers on 127.0.0.1:5432: start one, or give the fleet DATABASE_URL.',
    );
  }
  if (!newestVersion()) {
    log('Installing PostgreSQL (apt-get install postgresql)...\n');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
    const installed = run(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'],
      {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (installed.status !== 0)
      throw new Error('apt-get install postgresql failed; see the output above.');
  }
  const version = newestVersion();
  const clusters = run('pg_lsclusters', ['-h']).stdout ?? '';
  if (!clusters.split('\n').some((line) => line.startsWith(`${version} main`))) {
    run('pg_createcluster', [version, 'main']);
  }
  run('pg_ctlcluster', [version, 'main', 'start']);
  for (let attempt = 0; attempt < 30 && !ready(); attempt++) {
    spawnSync('sleep', ['1']);
  }
  if (!ready())
    throw new Error(`PostgreSQL ${version} did not start (pg_ctlcluster ${version} main start).`);
  asPostgres("ALTER USER postgres PASSWORD 'postgres'");
  return LOCAL_URL;
}

/**
 * The fleet's database URL: `databaseUrl` as given, else `name` on the local cluster, created when missing (kept
 * between runs, as `npm start` keeps .data: `--fresh` drops it first).
 */
export function resolveDatabase({
  databaseUrl,
  name = 'expertbridge_fleet',
  fresh = false,
  log = (m) => process.stderr.write(m),
}) {
  if (databaseUrl) return databaseUrl;
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`database name ${name}: lower-case letters, digits, _`);
  const server = ensureLocalCluster(log);
  if (fresh) asPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const exists =
    asPostgres(`SELECT 1 FROM pg_database WHERE datname = '${name}'`).stdout?.trim() === '1';
  if (!exists) {
    const created = asPostgres(`CREATE DATABASE ${name}`);
    if (created.status !== 0) throw new Error(`CREATE DATABASE ${name} failed: ${created.stderr}`);
  }
  return `${server}/${name}`;
}
