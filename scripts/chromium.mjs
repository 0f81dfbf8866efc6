// Finds the Chromium the browser tests drive (Debian's package; playwright-core never downloads one), and
// installs Debian's package when it is missing and we may (root with apt-get), so no one installs it by hand.
// Node built-ins only: it runs before anything else is installed.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium binary: CHROMIUM_PATH, else /usr/bin/chromium, installing Debian's package first if needed. */
export function resolveChromium(env = process.env, log = (text) => process.stdout.write(text)) {
  if (env.CHROMIUM_PATH) {
    if (isExecutable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file.`);
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || spawnSync('apt-get', ['--version']).status !== 0) {
    throw new Error(
      "Chromium was not found (CHROMIUM_PATH, /usr/bin/chromium). Install Debian's package " +
        '(apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  log("Installing Debian's chromium for the browser tests (apt-get, once per machine)...\n");
  const quiet = {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  const update = spawnSync('apt-get', ['update', '-qq'], quiet);
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
    quiet,
  );
  if (update.status !== 0 || install.status !== 0 || !isExecutable(DEBIAN_CHROMIUM)) {
    throw new Error('apt-get could not install chromium; see the output above.');
  }
  return DEBIAN_CHROMIUM;
}
