// The dev server launcher's failures and recoveries: each one must leave a message that says what to
// do, or fix itself, rather than a stray process someone has to find and kill.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveTemporalCli } from '../../../scripts/temporal-cli.mjs';
import {
  startTemporalDevServer,
  type DevServerOptions,
} from '../../src/platform/temporal-dev-server.js';
import { freePort, isAlive } from '../helpers/processes.js';

const logger = pino({ level: 'silent' });
const scratch = mkdtempSync(path.join(os.tmpdir(), 'eb-temporal-launcher-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function options(name: string, executable = resolveTemporalCli()): Promise<DevServerOptions> {
  return {
    executable,
    dataDir: path.join(scratch, name),
    port: await freePort(),
    uiPort: await freePort(),
    namespace: 'default',
    logger,
  };
}

describe('the dev server launcher', () => {
  it('reports the output of a server that exits during start-up', async () => {
    const fake = path.join(scratch, 'failing-temporal');
    writeFileSync(fake, '#!/bin/sh\necho "level=ERROR msg=\\"cannot open db\\"" >&2\nexit 3\n');
    chmodSync(fake, 0o755);
    await expect(startTemporalDevServer(await options('failing', fake))).rejects.toThrow(
      /exited during start-up \(code 3\)[\s\S]*cannot open db/,
    );
  });

  it('explains which variable to change when its port is taken', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      await expect(startTemporalDevServer({ ...(await options('busy')), port })).rejects.toThrow(
        new RegExp(`Port ${port} \\(TEMPORAL_PORT\\) is already in use`),
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('stops a server whose owner was killed, and leaves one whose owner lives', async () => {
    const opts = await options('leftover');
    const leftover = await startTemporalDevServer(opts);
    // Its owner (this process) is alive: another start on the same DATA_DIR must not kill it.
    await expect(startTemporalDevServer(opts)).rejects.toThrow(/already in use/);
    expect(isAlive(leftover.pid)).toBe(true);

    // Now as if its owner had been killed outright: the record names a process that has exited.
    const record = path.join(opts.dataDir, 'temporal', 'dev-server.json');
    const deadOwner = spawnSync('true').pid;
    writeFileSync(record, JSON.stringify({ serverPid: leftover.pid, ownerPid: deadOwner }));
    const server = await startTemporalDevServer(opts);
    expect(isAlive(leftover.pid)).toBe(false);
    expect(server.pid).not.toBe(leftover.pid);
    await server.stop();
    expect(isAlive(server.pid)).toBe(false);
    expect(existsSync(record)).toBe(false);
  }, 60_000);
});
