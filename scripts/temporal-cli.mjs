// Finds the Temporal CLI (whose `server start-dev` is the embedded Temporal server), building it into a
// cache outside the repository when it is nowhere to be found, so that no one installs it by hand.
// Node built-ins only: it runs before anything else is installed.
//   node scripts/temporal-cli.mjs   prints the binary's path (building it first if needed)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goBinaryCacheDir, printGoBinary, resolveGoBinary } from './go-binary.mjs';

/** The CLI release we build; its dev server is what the tests and `npm start` run. */
export const TEMPORAL_CLI_VERSION = 'v1.5.1';

const TOOL = {
  label: 'The Temporal CLI',
  binary: 'temporal',
  module: 'github.com/temporalio/cli/cmd/temporal',
  version: TEMPORAL_CLI_VERSION,
  pathVariable: 'TEMPORAL_CLI_PATH',
};

/** The cache folder the binary is built into: `${XDG_CACHE_HOME:-$HOME/.cache}/expertbridge/bin`. */
export const temporalCacheDir = goBinaryCacheDir;

/**
 * Returns the path of a `temporal` binary: TEMPORAL_CLI_PATH, else `temporal` on PATH, else the cache,
 * else builds it into the cache with `go install`.
 */
export function resolveTemporalCli(options = {}) {
  return resolveGoBinary(TOOL, options);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printGoBinary(resolveTemporalCli);
}
