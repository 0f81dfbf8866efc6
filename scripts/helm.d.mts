// Types of scripts/helm.mjs for the TypeScript packages that call it.

/** The Helm release the script builds. */
export declare const HELM_VERSION: string;

/** The path of a `helm` binary, built into the cache with `go install` when none is found. */
export declare function resolveHelm(options?: {
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}): string;

/** The same, building in the background; its output goes to `logFile`. */
export declare function resolveHelmInBackground(options: {
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
  logFile: string;
}): Promise<string>;
