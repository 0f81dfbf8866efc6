// `npm start`: the whole product on its embedded default (PGlite database, Temporal dev server and
// worker, API serving the portal and the widget, the demo partner site on PARTNER_DEMO_PORT, 3001), in the
// foreground.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './ensure-deps.mjs';
import { API_NODE_FLAGS } from './node-flags.mjs';
import { ensurePortalBuilt } from './portal-build.mjs';
import { ensureWidgetBuilt } from './widget-build.mjs';
import { resolveTemporalCli } from './temporal-cli.mjs';

ensureDependencies();
ensurePortalBuilt();
ensureWidgetBuilt();
const env = { ...process.env };
if (!env.TEMPORAL_ADDRESS) {
  // The API runs `temporal server start-dev` itself; find (or build, once per machine) the binary now,
  // with its progress on the terminal, and hand its path down so the API does not look again.
  try {
    env.TEMPORAL_CLI_PATH = resolveTemporalCli();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
// The demo partner site runs where `npm start` runs, never in each API process of a fleet.
env.PARTNER_DEMO_PORT ??= '3001';
// Node itself with tsx as a loader (not the tsx binary, which runs node as a child of its own), from the
// repository root, so a relative DATA_DIR (default .data) lands there.
const api = spawn(process.execPath, [...API_NODE_FLAGS, '--import', 'tsx', 'api/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
// Ctrl-C reaches the child through the terminal's process group, and the API stops the Temporal server
// it started; SIGTERM we forward ourselves.
process.on('SIGTERM', () => api.kill('SIGTERM'));
process.on('SIGINT', () => {});
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
