// Stopping the API while Temporal is out of reach: a call still retrying inside the Temporal client's gRPC layer must
// not outlive the connection. Its retry was a timer that, fired after the connection closed, threw "Channel has been
// shut down" where nothing could catch it (an uncaught exception at shutdown; seen in the outage test's teardown).
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import { createTemporalRuntime, type TemporalRuntime } from '../../src/platform/temporal.js';
import { startControlledTemporal, type ControlledTemporal } from '../faults/fault-stack.js';

let temporal: ControlledTemporal;
let runtime: TemporalRuntime;
const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  temporal = await startControlledTemporal();
  runtime = await createTemporalRuntime(
    loadConfig({ TEMPORAL_ADDRESS: temporal.address, TEMPORAL_WORKER: 'off' }),
    { logger: pino({ level: 'silent' }) },
  );
  process.on('uncaughtException', record);
}, 120_000);

afterAll(async () => {
  process.off('uncaughtException', record);
  await temporal?.close();
});

it('closes with calls still retrying against a Temporal that is down, and fails them, leaving nothing behind', async () => {
  await temporal.stop();
  // Calls as the API makes them during an outage: each within its deadline, retried by the client meanwhile.
  const calls = [0, 1, 2].map(() =>
    runtime.connection
      .withDeadline(Date.now() + 10_000, () =>
        runtime.connection.workflowService.describeNamespace({ namespace: 'default' }),
      )
      .then(
        () => 'answered',
        () => 'failed',
      ),
  );
  // Long enough for several attempts, so that each call has its next one waiting on a timer.
  await new Promise((resolve) => setTimeout(resolve, 700));
  const closing = Date.now();
  await runtime.shutdown();
  const closedInMs = Date.now() - closing;
  expect(await Promise.all(calls)).toEqual(['failed', 'failed', 'failed']);
  // Every retry the client had scheduled would have fired by now.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(uncaught).toEqual([]);
  process.stdout.write(`closed ${closedInMs} ms after shutdown was asked, during the outage\n`);
}, 60_000);
