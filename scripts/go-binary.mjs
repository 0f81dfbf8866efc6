// Finds a Go-built tool the tests or `npm start` need (the Temporal CLI, stripe-mock), building it into a cache
// outside the repository when it is nowhere to be found, so that no one installs it by hand.
// Node built-ins only: it runs before anything else is installed.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, closeSync, constants, mkdirSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** True when `file` exists and may be run. */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The cache folder tools are built into: `${XDG_CACHE_HOME:-$HOME/.cache}/expertbridge/bin`. */
export function goBinaryCacheDir(env = process.env) {
  const cacheHome = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
  return path.join(cacheHome, 'expertbridge', 'bin');
}

function findOnPath(env, binary) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, binary))) return path.join(dir, binary);
  }
  return undefined;
}

/** Checks that Go is there to build the tool, says so, and returns `go install`'s arguments and environment. */
function prepareBuild(tool, binary, cacheDir, env, log) {
  const go = spawnSync('go', ['version'], { encoding: 'utf8', env });
  if (go.error || go.status !== 0) {
    throw new Error(
      `${tool.label} was not found (${tool.pathVariable}, PATH, ${cacheDir}) and Go is not installed ` +
        `to build it. Install Go or set ${tool.pathVariable} to a ${binary} binary.`,
    );
  }
  mkdirSync(cacheDir, { recursive: true });
  log(
    `Building ${tool.label} ${tool.version} into ${cacheDir} (go install; a few minutes the first time)...\n`,
  );
  const module = `${tool.module}@${tool.version}`;
  // CGO off: a static binary that does not depend on the machine's C toolchain.
  return { module, args: ['install', module], env: { ...env, CGO_ENABLED: '0', GOBIN: cacheDir } };
}

function build(tool, binary, cacheDir, env, log) {
  const { module, ...command } = prepareBuild(tool, binary, cacheDir, env, log);
  const result = spawnSync('go', command.args, {
    env: command.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`go install ${module} failed; see the output above.`);
}

/** Where a tool found without building it is, or undefined when it must be built. */
function findBinary(tool, env) {
  const explicit = env[tool.pathVariable];
  if (explicit) {
    if (!isExecutable(explicit)) {
      throw new Error(`${tool.pathVariable}=${explicit} is not an executable file.`);
    }
    return explicit;
  }
  const binary = process.platform === 'win32' ? `${tool.binary}.exe` : tool.binary;
  const onPath = findOnPath(env, binary);
  if (onPath) return onPath;
  const cached = path.join(goBinaryCacheDir(env), binary);
  return isExecutable(cached) ? cached : undefined;
}

/**
 * Returns the path of a tool's binary: the path in `tool.pathVariable`, else `tool.binary` on PATH, else the
 * cache, else builds `tool.module@tool.version` into the cache with `go install`.
 */
export function resolveGoBinary(
  tool,
  { env = process.env, log = (m) => process.stderr.write(m) } = {},
) {
  const found = findBinary(tool, env);
  if (found) return found;
  const binary = process.platform === 'win32' ? `${tool.binary}.exe` : tool.binary;
  const cacheDir = goBinaryCacheDir(env);
  const cached = path.join(cacheDir, binary);
  build(tool, binary, cacheDir, env, log);
  if (!isExecutable(cached)) throw new Error(`go install finished but ${cached} is missing.`);
  return cached;
}

/**
 * The same as resolveGoBinary, but a build runs in the background while the caller goes on: `go install` is
 * parallel only in parts, and single-threaded stages (lint, type checks) leave a core for it. Its output goes to
 * `logFile`, printed only when the build fails. Resolves to the binary's path.
 */
export function resolveGoBinaryInBackground(
  tool,
  { env = process.env, log = (m) => process.stderr.write(m), logFile } = {},
) {
  try {
    const found = findBinary(tool, env);
    if (found) return Promise.resolve(found);
    const binary = process.platform === 'win32' ? `${tool.binary}.exe` : tool.binary;
    const cacheDir = goBinaryCacheDir(env);
    const cached = path.join(cacheDir, binary);
    const { module, ...command } = prepareBuild(tool, binary, cacheDir, env, log);
    const out = openSync(logFile, 'w');
    const child = spawn('go', command.args, { env: command.env, stdio: ['ignore', out, out] });
    closeSync(out);
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code === 0 && isExecutable(cached)) return resolve(cached);
        reject(
          new Error(`go install ${module} failed:\n${readFileSync(logFile, 'utf8').slice(-4000)}`),
        );
      });
    });
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Prints the tool's path (building it first if needed) when a script is run directly. */
export function printGoBinary(resolve) {
  try {
    process.stdout.write(`${resolve()}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
