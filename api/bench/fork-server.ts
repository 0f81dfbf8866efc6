// The parent's side of a bench server (child-process.ts is the child's): fork it under tsx with the flags the API
// runs with (the ceiling too, so both sides get the same runtime), so the load generator does not share its
// event loop.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_NODE_FLAGS } from '../../scripts/node-flags.mjs';

export interface Usage {
  maxRssKb: number;
  cpuMicros: number;
  /** RSS now. */
  rssKb: number;
  /** The main thread's V8 heap in use, and memory held outside V8's heaps (buffers), now. */
  heapUsedKb: number;
  externalKb: number;
  /** process.getActiveResourcesInfo() by kind: open sockets, timers, … */
  resources: Record<string, number>;
  /** SQL statements sent so far, from a server that counts them. */
  statements?: number;
  /** Of which polls of a consultation's status. */
  polls?: number;
}

export interface BenchServer {
  child: ChildProcess;
  base: string;
  /** What the child reported with its port. */
  ready: Record<string, unknown>;
  /** Peak and current RSS, CPU time used so far and active resources, as the child reports them. */
  usage(): Promise<Usage>;
  /** Asks the child to stop what it started and exit; killed if it has not within `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Forks a server script and waits for the port it reports; `env` is added to this process's environment. With
 * `cpuProfileDir` the server writes a V8 CPU profile of its whole run there (BENCH_CPU_PROF).
 */
export async function startServer(
  script: URL,
  env: Record<string, string>,
  options: { cpuProfileDir?: string | undefined; startTimeoutMs?: number } = {},
): Promise<BenchServer> {
  const startTimeoutMs = options.startTimeoutMs ?? 120_000;
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.cpuProfileDir)}`]
    : [];
  const child = fork(script, {
    execArgv: ['--import', 'tsx', ...API_NODE_FLAGS, ...profile],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script.pathname} did not report a port within ${startTimeoutMs} ms`));
    }, startTimeoutMs);
    child.once('message', (message: Record<string, unknown>) => {
      clearTimeout(timer);
      resolve(message);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script.pathname} exited with ${code}`));
    });
  });
  return {
    child,
    base: `http://127.0.0.1:${String(ready.port)}`,
    ready,
    usage: () =>
      new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.send({ type: 'usage' }, (error) => error && reject(error));
      }),
    async stop(timeoutMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Gone or going already (Ctrl-C reaches the whole process group): nothing to ask, only to wait for.
      if (child.connected) child.send({ type: 'exit' }, (error) => error && child.kill('SIGKILL'));
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
