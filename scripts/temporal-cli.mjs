// Finds the Temporal CLI (whose `server start-dev` is the embedded Temporal server), building it into a
// cache outside the repository when it is nowhere to be found, so that no one installs it by hand.
// Node built-ins only: it runs before anything else is installed.
//   node scripts/temporal-cli.mjs   prints the binary's path (building it first if needed)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The CLI release we build; its dev server is what the tests and `npm start` run. */
export const TEMPORAL_CLI_VERSION = 'v1.5.1';
const MODULE = `github.com/temporalio/cli/cmd/temporal@${TEMPORAL_CLI_VERSION}`;
const BINARY = process.platform === 'win32' ? 'temporal.exe' : 'temporal';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The cache folder the binary is built into: `${XDG_CACHE_HOME:-$HOME/.cache}/expertbridge/bin`. */
export function temporalCacheDir(env = process.env) {
  const cacheHome = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
  return path.join(cacheHome, 'expertbridge', 'bin');
}

function findOnPath(env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, BINARY))) return path.join(dir, BINARY);
  }
  return undefined;
}

function build(cacheDir, env, log) {
  const go = spawnSync('go', ['version'], { encoding: 'utf8', env });
  if (go.error || go.status !== 0) {
    throw new Error(
      `The Temporal CLI was not found (TEMPORAL_CLI_PATH, PATH, ${cacheDir}) and Go is not installed ` +
        `to build it. Install Go or set TEMPORAL_CLI_PATH to a temporal binary.`,
    );
  }
  mkdirSync(cacheDir, { recursive: true });
  log(
    `Building the Temporal CLI ${TEMPORAL_CLI_VERSION} into ${cacheDir} (go install; a few minutes the first time)...\n`,
  );
  // CGO off: a static binary that does not depend on the machine's C toolchain.
  const result = spawnSync('go', ['install', MODULE], {
    env: { ...env, CGO_ENABLED: '0', GOBIN: cacheDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`go install ${MODULE} failed; see the output above.`);
}

/**
 * Returns the path of a `temporal` binary: TEMPORAL_CLI_PATH, else `temporal` on PATH, else the cache,
 * else builds it into the cache with `go install`.
 */
export function resolveTemporalCli({
  env = process.env,
  log = (m) => process.stderr.write(m),
} = {}) {
  if (env.TEMPORAL_CLI_PATH) {
    if (!isExecutable(env.TEMPORAL_CLI_PATH)) {
      throw new Error(`TEMPORAL_CLI_PATH=${env.TEMPORAL_CLI_PATH} is not an executable file.`);
    }
    return env.TEMPORAL_CLI_PATH;
  }
  const onPath = findOnPath(env);
  if (onPath) return onPath;
  const cacheDir = temporalCacheDir(env);
  const cached = path.join(cacheDir, BINARY);
  if (isExecutable(cached)) return cached;
  build(cacheDir, env, log);
  if (!isExecutable(cached)) throw new Error(`go install finished but ${cached} is missing.`);
  return cached;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(`${resolveTemporalCli()}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
