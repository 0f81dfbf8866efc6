// Types of scripts/stripe-mock.mjs for the TypeScript packages that call it.

/** The stripe-mock release the script builds. */
export declare const STRIPE_MOCK_VERSION: string;

/** The path of a `stripe-mock` binary, built into the cache with `go install` when none is found. */
export declare function resolveStripeMock(options?: {
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}): string;
