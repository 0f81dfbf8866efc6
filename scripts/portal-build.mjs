// Builds the portal (portal/dist) when it is missing or older than its sources. The build is Vite's, with a
// .br and .gz of each file.
import { buildReason, buildWhenNeeded } from './app-build.mjs';

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

/** Why the portal needs building, or null when its build is current. */
export function portalBuildReason() {
  return buildReason('portal/dist/index.html', SOURCES);
}

/** Builds the portal when it is missing or stale; exits the process when the build fails. */
export function ensurePortalBuilt() {
  buildWhenNeeded('the portal', '@expertbridge/portal', portalBuildReason());
}
