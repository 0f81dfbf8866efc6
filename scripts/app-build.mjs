// Builds a front end (the portal, the widget) when its build is missing or older than its sources, so
// `npm start` on a fresh clone, or after a pull, serves the current one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './ensure-deps.mjs';

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

/** Why a build (its marker file, from the repository root) needs doing, or null when it is current. */
export function buildReason(built, sources) {
  const marker = path.join(root, built);
  if (!existsSync(marker)) return 'not built yet';
  const time = statSync(marker).mtimeMs;
  const changed = sources.find((source) => newestChange(path.join(root, source)) > time);
  return changed ? `${changed} changed since the last build` : null;
}

/** Runs a workspace's build when `reason` says one is needed; exits the process when it fails. */
export function buildWhenNeeded(label, workspace, reason) {
  if (!reason) return;
  process.stdout.write(`Building ${label} (${reason})…\n`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write(`${label} did not build; see above.\n`);
    process.exit(result.status ?? 1);
  }
}
