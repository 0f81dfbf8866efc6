// Finds Helm, which checks the chart in deploy/helm (`helm lint`, `helm template`), building it into the same cache as
// the Temporal CLI when it is nowhere to be found, so that no one installs it by hand.
// Node built-ins only: it runs before anything else is installed.
//   node scripts/helm.mjs   prints the binary's path (building it first if needed)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printGoBinary, resolveGoBinary, resolveGoBinaryInBackground } from './go-binary.mjs';

/** The Helm release we build. */
export const HELM_VERSION = 'v3.22.0';

const TOOL = {
  label: 'Helm',
  binary: 'helm',
  module: 'helm.sh/helm/v3/cmd/helm',
  version: HELM_VERSION,
  pathVariable: 'HELM_PATH',
};

/** Returns the path of a `helm` binary: HELM_PATH, else `helm` on PATH, else the cache, else builds it there. */
export function resolveHelm(options = {}) {
  return resolveGoBinary(TOOL, options);
}

/** resolveHelm with the build (about 3.5 minutes of CPU) in the background; `logFile` takes its output. */
export function resolveHelmInBackground(options) {
  return resolveGoBinaryInBackground(TOOL, options);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printGoBinary(resolveHelm);
}
