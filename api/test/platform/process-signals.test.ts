// The API package's start command, run as a process manager runs it (its words, no npm, no shell): the pid it
// gets is node's own, so SIGTERM reaches the API, which stops in order and exits 0 with its port closed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { freePort, isAlive } from '../helpers/processes.js';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const scripts = (
  JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eb-signals-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** The API on its embedded database and Temporal, on `port`, with no worker, portal or widget. */
const apiEnv = (port: number, data: string) => ({
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: data,
  DATABASE_URL: '',
  TEMPORAL_ADDRESS: '',
  TEMPORAL_WORKER: 'off',
  PORTAL_DIR: 'off',
  WIDGET_DIR: 'off',
  LOG_LEVEL: 'warn',
});

it('stops on SIGTERM to the pid of its start command, exiting 0 with its port closed', async () => {
  const [command, ...args] = scripts.start!.split(' ');
  expect(command).toBe('node');
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: {
      ...apiEnv(port, dataDir),
      TEMPORAL_PORT: String(await freePort()),
      TEMPORAL_UI_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const started = Date.now();
    expect(process.kill(child.pid!, 'SIGTERM')).toBe(true);
    expect(await exited).toEqual({ code: 0, signal: null });
    process.stdout.write(`API stopped ${Date.now() - started} ms after SIGTERM\n`);
    expect(await refused(port)).toBe(true);
    expect(isAlive(child.pid!)).toBe(false);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}, 180_000);

it('refuses to start on a port someone holds, saying which, before it opens any database', async () => {
  const [, ...args] = scripts.start!.split(' ');
  const holder = net.createServer();
  const port = await freePort();
  await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
  const fresh = path.join(dataDir, 'never-opened');
  try {
    const child = spawn(process.execPath, args, {
      cwd: apiDir,
      env: apiEnv(port, fresh),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`the port PORT ${port} is already in use on 127.0.0.1`);
    expect(stderr).toContain(`PORT=${port + 100} npm start`);
    await expect(fs.access(path.join(fresh, 'pglite'))).rejects.toThrow();
  } finally {
    await new Promise<void>((resolve) => holder.close(() => resolve()));
  }
}, 60_000);
