// The API's Temporal runtime on the real dev server binary: it starts on free ports with its state in
// DATA_DIR, runs the real consultation workflow on the in-process worker, and keeps it across a restart.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  consultationWorkflowId,
  lifecycleStateQuery,
  LIFECYCLE_TASK_QUEUE,
  type consultationWorkflow,
} from '@expertbridge/workflows';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../src/platform/config.js';
import {
  createTemporalRuntime,
  runWorker,
  type TemporalRuntime,
} from '../../src/platform/temporal.js';
import { freePort, isAlive } from '../helpers/processes.js';
import { bookingInput, recordingActivities } from './lifecycle-fakes.js';

const logger = pino({ level: 'silent' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eb-temporal-'));
let config: Config;
let runtime: TemporalRuntime | undefined;

beforeAll(async () => {
  config = loadConfig({
    DATA_DIR: dataDir,
    TEMPORAL_PORT: String(await freePort()),
    TEMPORAL_UI_PORT: String(await freePort()),
  });
});

afterAll(async () => {
  await runtime?.shutdown();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the Temporal runtime on the embedded dev server', () => {
  const calls: string[] = [];
  const booking = bookingInput();
  const workflowId = consultationWorkflowId(booking.consultationId);

  it('starts the dev server on the configured ports with its SQLite file under DATA_DIR', async () => {
    runtime = await createTemporalRuntime(config, { logger });
    expect(runtime.address).toBe(`127.0.0.1:${config.TEMPORAL_PORT}`);
    expect(runtime.devServer?.uiUrl).toBe(`http://localhost:${config.TEMPORAL_UI_PORT}`);
    const { namespaceInfo } = await runtime.connection.workflowService.describeNamespace({
      namespace: 'default',
    });
    expect(namespaceInfo?.name).toBe('default');
    expect(runtime.devServer?.dbFile).toBe(path.join(dataDir, 'temporal', 'temporal.db'));
    expect(existsSync(runtime.devServer!.dbFile)).toBe(true);
  });

  it('runs the consultation workflow on the in-process worker: a new booking waits for payment', async () => {
    await runtime!.startWorker(recordingActivities(calls));
    const handle = await runtime!.client.workflow.start<typeof consultationWorkflow>(
      'consultationWorkflow',
      { taskQueue: LIFECYCLE_TASK_QUEUE, workflowId, args: [booking] },
    );
    const state = await handle.query(lifecycleStateQuery);
    expect(state.status).toBe('pending_payment');
    expect(state.consultationId).toBe(booking.consultationId);
    expect(calls).toEqual([]);
    // The bundle is kept for the next start.
    const bundles = readdirSync(path.join(dataDir, 'temporal', 'bundles'));
    expect(bundles).toEqual([expect.stringMatching(/^workflow-bundle-[0-9a-f]{16}\.js$/)]);
  }, 90_000);

  it('stops the dev server on shutdown and finds the workflow again after a restart', async () => {
    const firstPid = runtime!.devServer!.pid;
    expect(isAlive(firstPid)).toBe(true);
    await runtime!.shutdown();
    runtime = undefined;
    expect(isAlive(firstPid)).toBe(false);

    runtime = await createTemporalRuntime(config, { logger });
    const description = await runtime.client.workflow.getHandle(workflowId).describe();
    expect(description.status.name).toBe('RUNNING');
  }, 60_000);

  it('runs a standalone worker on TEMPORAL_ADDRESS until it is stopped', async () => {
    const stop = new AbortController();
    const remote = { ...config, TEMPORAL_ADDRESS: runtime!.address };
    let healthPort: number | undefined;
    const running = runWorker(remote, () => recordingActivities(calls), {
      logger,
      stop: stop.signal,
      health: { port: 0, host: '127.0.0.1', onListening: (port) => (healthPort = port) },
    });
    // Answered by the standalone worker, which replays the history the restarted server kept.
    const state = await runtime!.client.workflow.getHandle(workflowId).query(lifecycleStateQuery);
    expect(state.status).toBe('pending_payment');
    // Its health port: live, and ready while it polls a Temporal that answers.
    const health = `http://127.0.0.1:${healthPort}`;
    expect(await (await fetch(`${health}/live`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${health}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      worker: 'running',
      temporal: 'ok',
      reasons: [],
    });
    stop.abort();
    await expect(running).resolves.toBeUndefined();
    // Stopped with the worker.
    await expect(fetch(`${health}/live`)).rejects.toThrow();
  }, 60_000);

  it('refuses to run a standalone worker without TEMPORAL_ADDRESS', async () => {
    await expect(runWorker(config, () => recordingActivities(calls), { logger })).rejects.toThrow(
      /TEMPORAL_ADDRESS/,
    );
  });
});
