// Starting the portal as `npm start` serves it, apart from the journeys' helpers: no vitest, no axe, so a
// script outside the test runner (portal/scripts/audit.ts) starts exactly the stack the journeys drive.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePortalBuilt } from '../../../scripts/portal-build.mjs';
import { startApi, type Api } from './stack.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds portal/dist if it is missing or stale, then starts the stack serving it; `env` shortens durations. */
export async function startPortal(env: Record<string, string> = {}): Promise<Api> {
  ensurePortalBuilt();
  return startApi({ PORTAL_DIR: path.join(root, 'portal', 'dist'), ...env }, '');
}
