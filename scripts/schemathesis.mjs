// Finds Schemathesis (the contract fuzzer behind `npm run fuzz`), installing it from PyPI into a virtualenv in a
// cache outside the repository when it is missing, as scripts/go-binary.mjs builds the Temporal CLI, so that no
// one installs it by hand. Every package is pinned in scripts/schemathesis-requirements.txt.
// Node built-ins only.
//   node scripts/schemathesis.mjs   prints the `schemathesis` executable's path (installing it first if needed)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goBinaryCacheDir, isExecutable } from './go-binary.mjs';

/** The Schemathesis release the requirements pin. */
export const SCHEMATHESIS_VERSION = '4.32.5';

const requirementsFile = fileURLToPath(new URL('./schemathesis-requirements.txt', import.meta.url));

/** The virtualenv: `${XDG_CACHE_HOME:-$HOME/.cache}/expertbridge/schemathesis-<version>`. */
export function schemathesisDir(env = process.env) {
  // Beside the Go tools' bin folder.
  return path.join(path.dirname(goBinaryCacheDir(env)), `schemathesis-${SCHEMATHESIS_VERSION}`);
}

function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function install(dir, env, log) {
  const python = env.SCHEMATHESIS_PYTHON || 'python3';
  const probe = spawnSync(
    python,
    ['-c', 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)'],
    { env },
  );
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `Schemathesis ${SCHEMATHESIS_VERSION} needs Python 3.11 or later with venv and pip (${python}); ` +
        'install it, point SCHEMATHESIS_PYTHON at one, or set SCHEMATHESIS_PATH to a schemathesis executable.',
    );
  }
  log(
    `Installing Schemathesis ${SCHEMATHESIS_VERSION} into ${dir} (pip; a minute the first time)...\n`,
  );
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  const steps = [
    [python, ['-m', 'venv', dir]],
    [
      path.join(dir, 'bin', 'python'),
      ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', requirementsFile],
    ],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`${path.basename(command)} ${args.join(' ')} failed; see the output above.`);
    }
  }
  // Written last: a virtualenv without it is an interrupted install and is made again.
  writeFileSync(path.join(dir, 'requirements.txt'), readFileSync(requirementsFile, 'utf8'));
}

/**
 * Returns the path of a `schemathesis` executable: SCHEMATHESIS_PATH, else the cache's virtualenv when it holds
 * exactly the pinned requirements, else installs them there first.
 */
export function resolveSchemathesis({
  env = process.env,
  log = (message) => process.stderr.write(message),
} = {}) {
  if (env.SCHEMATHESIS_PATH) {
    if (!isExecutable(env.SCHEMATHESIS_PATH)) {
      throw new Error(`SCHEMATHESIS_PATH=${env.SCHEMATHESIS_PATH} is not an executable file.`);
    }
    return env.SCHEMATHESIS_PATH;
  }
  const dir = schemathesisDir(env);
  const executable = path.join(dir, 'bin', 'schemathesis');
  const current = readOrEmpty(path.join(dir, 'requirements.txt'));
  if (current !== readFileSync(requirementsFile, 'utf8') || !isExecutable(executable)) {
    install(dir, env, log);
  }
  return executable;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(`${resolveSchemathesis()}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
