// Types of scripts/temporal-test-server.mjs for the TypeScript packages that call it.

/** The `io.temporal:temporal-test-server` release the script resolves. */
export declare const TEMPORAL_TEST_SERVER_VERSION: string;

/** `java` and the arguments before the port; the classpath is resolved with Maven the first time. */
export declare function resolveTemporalTestServer(options?: {
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}): { command: string; args: string[] };
