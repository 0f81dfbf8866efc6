// Builds the portal (portal/dist) when it is missing or older than its sources, so `npm start` on a fresh
// clone, or after a pull, serves the current portal. The build is Vite's, with a .br and .gz of each file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './ensure-deps.mjs';

/** What the portal's build is made from: its own files and the kit and SDK it imports. */
const SOURCES = [
  'portal/src',
  'portal/public',
  'portal/index.html',
  'portal/vite.config.ts',
  'portal/package.json',
  'ui-kit/src',
  'ui-kit/package.json',
  'sdk/src',
  'package-lock.json',
];
const BUILT = path.join(root, 'portal', 'dist', 'index.html');

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true })) {
    newest = Math.max(newest, statSync(path.join(target, entry)).mtimeMs);
  }
  return newest;
}

/** Why the portal needs building, or null when its build is current. */
export function portalBuildReason() {
  if (!existsSync(BUILT)) return 'not built yet';
  const built = statSync(BUILT).mtimeMs;
  const changed = SOURCES.find((source) => newestChange(path.join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** Builds the portal when it is missing or stale; exits the process when the build fails. */
export function ensurePortalBuilt() {
  const reason = portalBuildReason();
  if (!reason) return;
  process.stdout.write(`Building the portal (${reason})…\n`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@expertbridge/portal'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write('The portal did not build; see above.\n');
    process.exit(result.status ?? 1);
  }
}
