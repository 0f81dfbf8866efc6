// Temporal's time-skipping test server (the Java server from Maven Central, see scripts/temporal-test-server.mjs)
// for the journeys that need days to pass: the API joins it through TEMPORAL_ADDRESS as it would join any cluster,
// and the test moves the server's clock forward. Its clock runs with the real one until it is moved, so the
// workflows' timers (payment window, reminders) keep their real meaning in between.
import { spawn } from 'node:child_process';
import { msToTs } from '@temporalio/common/lib/time.js';
import {
  Connection,
  InternalConnectionOptionsSymbol,
  type InternalConnectionOptions,
} from '@temporalio/client/lib/connection.js';
import { resolveTemporalTestServer } from '../../../scripts/temporal-test-server.mjs';
import { freePort } from '../../../api/test/helpers/processes.js';

export interface SkippingTemporal {
  /** host:port for TEMPORAL_ADDRESS. */
  address: string;
  /** Moves the server's clock forward by `ms`, firing every timer due on the way, and returns when it has. */
  skip(ms: number): Promise<void>;
  stop(): Promise<void>;
}

async function connect(address: string, deadline: number): Promise<Connection> {
  for (;;) {
    try {
      // The test service (clock control) is only offered on connections that ask for it.
      const options: InternalConnectionOptions = {
        address,
        connectTimeout: 2_000,
        [InternalConnectionOptionsSymbol]: { supportsTestService: true },
      };
      return await Connection.connect(options);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Starts the test server on a free port with its clock locked to real time until `skip` is called. */
export async function startTimeSkippingTemporal(): Promise<SkippingTemporal> {
  const { command, args } = resolveTemporalTestServer();
  const port = await freePort();
  const address = `127.0.0.1:${port}`;
  // Without --enable-time-skipping the clock only moves when told to.
  const server = spawn(command, [...args, String(port)], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let connection: Connection;
  try {
    connection = await connect(address, Date.now() + 60_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw new Error(`Temporal's test server did not start: ${(error as Error).message}`);
  }
  const testService = connection.testService!;
  return {
    address,
    async skip(ms) {
      await testService.unlockTimeSkippingWithSleep({ duration: msToTs(ms) });
    },
    async stop() {
      await connection.close();
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
