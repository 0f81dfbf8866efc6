// Types of scripts/temporal-cli.mjs for the TypeScript packages that call it.

/** The Temporal CLI release the script builds. */
export declare const TEMPORAL_CLI_VERSION: string;

/** `${XDG_CACHE_HOME:-$HOME/.cache}/expertbridge/bin`. */
export declare function temporalCacheDir(env?: NodeJS.ProcessEnv): string;

/** The path of a `temporal` binary, built into the cache with `go install` when none is found. */
export declare function resolveTemporalCli(options?: {
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}): string;
