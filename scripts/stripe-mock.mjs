// Finds stripe-mock (Stripe's own mock of its API, which checks requests against Stripe's OpenAPI), building it
// into a cache outside the repository when it is nowhere to be found, so that no one installs it by hand.
// Node built-ins only: it runs before anything else is installed.
//   node scripts/stripe-mock.mjs   prints the binary's path (building it first if needed)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printGoBinary, resolveGoBinary } from './go-binary.mjs';

/** The stripe-mock release the API's Stripe tests run against. */
export const STRIPE_MOCK_VERSION = 'v0.197.0';

const TOOL = {
  label: 'stripe-mock',
  binary: 'stripe-mock',
  module: 'github.com/stripe/stripe-mock',
  version: STRIPE_MOCK_VERSION,
  pathVariable: 'STRIPE_MOCK_PATH',
};

/**
 * Returns the path of a `stripe-mock` binary: STRIPE_MOCK_PATH, else `stripe-mock` on PATH, else the cache
 * (`${XDG_CACHE_HOME:-$HOME/.cache}/expertbridge/bin`), else builds it into the cache with `go install`.
 */
export function resolveStripeMock(options = {}) {
  return resolveGoBinary(TOOL, options);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printGoBinary(resolveStripeMock);
}
