// Starts `api-instance.ts` in a process of its own on the given database, for the tests that need a second API
// process beside the test's (PostgreSQL only: PGlite belongs to one process).
import { fork } from 'node:child_process';

export interface SecondInstance {
  url: string;
  /** The process's exit code: null while it runs. */
  readonly exitCode: number | null;
  /** Asks the process to exit and waits for it. */
  stop(): Promise<void>;
}

export async function startSecondInstance(
  databaseUrl: string | undefined,
): Promise<SecondInstance> {
  const other = fork(new URL('./api-instance.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, EB_INSTANCE_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    other.once('message', (message: { port: number }) => resolve(message.port));
    other.once('exit', (code) => reject(new Error(`the second instance exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    get exitCode() {
      return other.exitCode;
    },
    async stop() {
      if (other.exitCode !== null) return;
      const exited = new Promise((resolve) => other.once('exit', resolve));
      other.send({ type: 'exit' });
      await exited;
    },
  };
}
