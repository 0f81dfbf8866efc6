// Temporal for the API (DESIGN §2): a client on the configured cluster, or on an embedded dev server
// started here when TEMPORAL_ADDRESS is unset, and the lifecycle worker hosted in this process.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLifecycleWorker, type WorkerActivities } from '@expertbridge/workflows/worker';
import {
  Client,
  Connection,
  defaultGrpcRetryOptions,
  makeGrpcRetryInterceptor,
  type TLSConfig,
} from '@temporalio/client';
import {
  DefaultLogger,
  NativeConnection,
  Runtime,
  type State,
  type Worker,
  type WorkflowBundleOption,
} from '@temporalio/worker';
import type { Logger } from 'pino';
import { resolveTemporalCli } from '../../../scripts/temporal-cli.mjs';
import { ConfigError, type Config } from './config.js';
import { loadWorkflowBundle } from './temporal-bundle.js';
import { startTemporalDevServer, type DevServer } from './temporal-dev-server.js';
import { startWorkerHealth } from './worker-health.js';
import { tracing } from './trace-context.js';

/** The configuration the Temporal runtime reads. */
export type TemporalConfig = Pick<
  Config,
  | 'TEMPORAL_ADDRESS'
  | 'TEMPORAL_NAMESPACE'
  | 'TEMPORAL_TLS'
  | 'TEMPORAL_TLS_CA'
  | 'TEMPORAL_TLS_CERT'
  | 'TEMPORAL_TLS_KEY'
  | 'TEMPORAL_API_KEY'
  | 'TEMPORAL_PORT'
  | 'TEMPORAL_UI_PORT'
  | 'TEMPORAL_CLI_PATH'
  | 'TEMPORAL_BUNDLE_DIR'
  | 'TEMPORAL_WORKER'
  | 'TEMPORAL_WORKFLOW_CACHE'
  | 'TEMPORAL_METRICS_PORT'
  | 'HOST'
  | 'dataDir'
>;

export interface TemporalRuntimeOptions {
  logger: Logger;
  /** The worker's activities, when known at creation; startWorker may also be given them. */
  activities?: WorkerActivities;
}

/** A running worker; `finished` settles when it stops (rejects when it failed for good). */
export interface RunningWorker {
  finished: Promise<void>;
  /** The worker's state now (RUNNING while it polls), for its health check. */
  state(): State;
}

export interface TemporalRuntime {
  /** For starting, signalling, updating and querying workflows. */
  client: Client;
  connection: Connection;
  namespace: string;
  address: string;
  /** The embedded server (its Web UI, SQLite file, pid); absent on a configured cluster. */
  devServer?: Pick<DevServer, 'uiUrl' | 'dbFile' | 'pid'>;
  /** Starts the lifecycle worker in this process, polling until shutdown. */
  startWorker(activities?: WorkerActivities): Promise<RunningWorker>;
  /** Stops the worker (letting running tasks finish), closes the connections, stops the dev server. */
  shutdown(): Promise<void>;
}

/** Connects to TEMPORAL_ADDRESS, or starts the embedded dev server first when it is unset. */
export async function createTemporalRuntime(
  config: TemporalConfig,
  options: TemporalRuntimeOptions,
): Promise<TemporalRuntime> {
  const { logger } = options;
  installSdkRuntime(
    logger,
    config.TEMPORAL_METRICS_PORT && `${config.HOST}:${config.TEMPORAL_METRICS_PORT}`,
  );
  // Loaded only when tracing is on: the interceptors bring the tracing SDK with them.
  const traced = tracing() ? (await import('./temporal-tracing.js')).temporalTracing() : undefined;
  const namespace = config.TEMPORAL_NAMESPACE;
  // The workflow bundle is built on first use; with an in-process worker to come, it is built now,
  // beside the server's start-up (both take seconds the first time).
  let bundle: Promise<WorkflowBundleOption> | undefined;
  const workflowBundle = () =>
    (bundle ??= loadWorkflowBundle(bundleDir(config), logger, {
      interceptorModules: traced?.workflowModules ?? [],
    }));
  if (config.TEMPORAL_WORKER === 'in-process') {
    workflowBundle().catch(() => {}); // startWorker awaits it and reports a failure
  }
  const devServer = config.TEMPORAL_ADDRESS
    ? undefined
    : await startTemporalDevServer({
        executable: resolveTemporalCli({
          env: { ...process.env, TEMPORAL_CLI_PATH: config.TEMPORAL_CLI_PATH },
          log: (message) => logger.info(message.trim()),
        }),
        dataDir: config.dataDir,
        port: config.TEMPORAL_PORT,
        uiPort: config.TEMPORAL_UI_PORT,
        namespace,
        logger,
      });
  const address = devServer?.address ?? config.TEMPORAL_ADDRESS!;
  const security = devServer ? {} : await clusterSecurity(config);
  const retries = stoppableRetries();
  let connection: Connection;
  try {
    connection = await Connection.connect({
      address,
      connectTimeout: 10_000,
      interceptors: [retries.interceptor],
      ...security,
    });
    await connection.workflowService.describeNamespace({ namespace });
  } catch (error) {
    await devServer?.stop();
    throw new Error(
      `Cannot reach Temporal namespace "${namespace}" at ${address}` +
        `${devServer ? '' : ' (TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE)'}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const client = new Client({
    connection,
    namespace,
    ...(traced ? { interceptors: traced.client } : {}),
  });

  let worker: { worker: Worker; native: NativeConnection; finished: Promise<void> } | undefined;
  return {
    client,
    connection,
    namespace,
    address,
    ...(devServer
      ? { devServer: { uiUrl: devServer.uiUrl, dbFile: devServer.dbFile, pid: devServer.pid } }
      : {}),
    async startWorker(activities = options.activities) {
      if (worker) throw new Error('The lifecycle worker is already running.');
      if (!activities) throw new Error('startWorker needs the WorkerActivities the worker runs.');
      const bundled = await workflowBundle();
      const native = await NativeConnection.connect({ address, ...security });
      const created = await createLifecycleWorker({
        connection: native,
        namespace,
        activities,
        workflowBundle: bundled,
        maxCachedWorkflows: config.TEMPORAL_WORKFLOW_CACHE,
        ...(traced ? { telemetry: traced.worker } : {}),
      }).catch(async (error: unknown) => {
        await native.close();
        throw error;
      });
      const finished = created.run();
      finished.catch((error: unknown) =>
        logger.fatal({ err: error }, 'the lifecycle worker failed'),
      );
      worker = { worker: created, native, finished };
      logger.info({ address, namespace, taskQueue: created.options.taskQueue }, 'worker running');
      return { finished, state: () => created.getState() };
    },
    async shutdown() {
      await stopWorker(worker);
      worker = undefined;
      await retries.stop();
      await connection.close();
      await stopDevServer(devServer, logger);
    },
  };
}

/**
 * Temporal's own retries of a failed gRPC call (the client's default policy), which can be stopped before the
 * connection closes. The client retries a call by a timer; one that fires after the connection has closed throws
 * "Channel has been shut down" inside the timer, where nothing catches it, and its call never settles: a shutdown
 * during a Temporal outage ended with an uncaught exception. stop() lets no call be retried again and waits out the
 * retries already on a timer (a few seconds at most), so every call ends with its error before the connection goes.
 */
/** The workflow bundle's directory: TEMPORAL_BUNDLE_DIR, else the data directory's. */
function bundleDir(config: TemporalConfig): string {
  return config.TEMPORAL_BUNDLE_DIR
    ? path.resolve(config.TEMPORAL_BUNDLE_DIR)
    : path.join(config.dataDir, 'temporal', 'bundles');
}

function stoppableRetries() {
  const policy = defaultGrpcRetryOptions();
  let stopped = false;
  let lastRetryDue = 0;
  return {
    interceptor: makeGrpcRetryInterceptor({
      retryableDecider: (attempt, status) => !stopped && policy.retryableDecider(attempt, status),
      // Asked only for a retry about to be put on a timer.
      delayFunction: (attempt, status) => {
        const delay = policy.delayFunction(attempt, status);
        lastRetryDue = Math.max(lastRetryDue, Date.now() + delay);
        return delay;
      },
    }),
    async stop() {
      stopped = true;
      const wait = lastRetryDue - Date.now();
      // The timer's retry starts one more attempt on the open connection; closing then ends it.
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
    },
  };
}

async function stopWorker(
  worker: { worker: Worker; native: NativeConnection; finished: Promise<void> } | undefined,
) {
  if (!worker) return;
  if (worker.worker.getState() === 'RUNNING') worker.worker.shutdown();
  await worker.finished.catch(() => {}); // a failure was logged when it happened
  await worker.native.close();
}

async function stopDevServer(devServer: DevServer | undefined, logger: Logger) {
  if (!devServer) return;
  await devServer.stop();
  logger.info({ pid: devServer.pid }, 'Temporal dev server stopped');
}

/**
 * `npm run worker`: a worker process on a Temporal cluster (TEMPORAL_ADDRESS), with activities from
 * `activitiesFactory` (given the runtime's client) and `afterStart` run once it polls. Runs until
 * SIGINT/SIGTERM (or `stop` aborts), then lets running tasks finish. Rejects when the worker fails for
 * good, so the process manager restarts it.
 */
export async function runWorker(
  config: TemporalConfig,
  activitiesFactory: (client: Client) => WorkerActivities | Promise<WorkerActivities>,
  options: {
    logger: Logger;
    stop?: AbortSignal;
    afterStart?: (client: Client) => Promise<void>;
    /** Serves the worker's `/live` and `/ready` on this port while it runs (0: any free port). */
    health?: { port: number; host: string; onListening?: (port: number) => void };
  },
): Promise<void> {
  if (!config.TEMPORAL_ADDRESS) {
    throw new ConfigError(
      'Invalid configuration:\n  TEMPORAL_ADDRESS: required by a standalone worker, which joins a running ' +
        'Temporal server (npm start hosts its own server and worker instead)',
    );
  }
  const stop = options.stop ?? signalOnce(['SIGINT', 'SIGTERM']);
  const runtime = await createTemporalRuntime(config, { logger: options.logger });
  let closeHealth: (() => Promise<void>) | undefined;
  try {
    const worker = await runtime.startWorker(await activitiesFactory(runtime.client));
    if (options.health) {
      const health = await startWorkerHealth({
        ...options.health,
        state: worker.state,
        temporal: runtime.client,
      });
      options.health.onListening?.(health.port);
      closeHealth = health.close;
    }
    await options.afterStart?.(runtime.client);
    const { finished } = worker;
    const stopped = new Promise<void>((resolve) => {
      if (stop.aborted) resolve();
      stop.addEventListener('abort', () => resolve(), { once: true });
    });
    await Promise.race([finished, stopped]);
  } finally {
    await closeHealth?.();
    await runtime.shutdown();
  }
}

/** Aborts on the first of `signals`; the handlers also keep Node from exiting on them by default. */
function signalOnce(signals: NodeJS.Signals[]): AbortSignal {
  const controller = new AbortController();
  const onSignal = () => {
    for (const signal of signals) process.off(signal, onSignal);
    controller.abort();
  };
  for (const signal of signals) process.on(signal, onSignal);
  return controller.signal;
}

/**
 * TLS and the API key for a cluster (TEMPORAL_TLS, TEMPORAL_TLS_CA, TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY,
 * TEMPORAL_API_KEY), for the client's and the worker's connections alike.
 */
async function clusterSecurity(
  config: TemporalConfig,
): Promise<{ tls?: TLSConfig | true; apiKey?: string }> {
  const { TEMPORAL_TLS_CA: ca, TEMPORAL_TLS_CERT: cert, TEMPORAL_TLS_KEY: key } = config;
  if (Boolean(cert) !== Boolean(key)) {
    throw new ConfigError(
      'Invalid configuration:\n  TEMPORAL_TLS_CERT, TEMPORAL_TLS_KEY: mutual TLS needs both the certificate and the key',
    );
  }
  const apiKey = config.TEMPORAL_API_KEY ? { apiKey: config.TEMPORAL_API_KEY } : {};
  if (!ca && !cert) {
    return config.TEMPORAL_TLS || config.TEMPORAL_API_KEY ? { tls: true, ...apiKey } : {};
  }
  const tls: TLSConfig = {
    ...(ca ? { serverRootCACertificate: await readFile(ca) } : {}),
    ...(cert && key
      ? { clientCertPair: { crt: await readFile(cert), key: await readFile(key) } }
      : {}),
  };
  return { tls, ...apiKey };
}

let sdkRuntimeInstalled = false;

/**
 * The SDK's process-wide runtime, once per process: its log lines go through pino, and it leaves
 * signals to us (by default it would stop workers on SIGINT itself, racing our ordered shutdown).
 */
function installSdkRuntime(logger: Logger, metricsBindAddress?: string | 0): void {
  if (sdkRuntimeInstalled) return;
  sdkRuntimeInstalled = true;
  const levels = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' };
  Runtime.install({
    logger: new DefaultLogger('INFO', ({ level, message, meta }) =>
      logger[levels[level] as 'info']({ ...meta, temporal: 'sdk' }, message),
    ),
    telemetryOptions: {
      logging: { filter: { core: 'WARN', other: 'ERROR' }, forward: {} },
      // The SDK's worker metrics (polls, task slots, latencies), served by the SDK's core on a port of its own.
      ...(metricsBindAddress
        ? { metrics: { prometheus: { bindAddress: metricsBindAddress } } }
        : {}),
    },
    shutdownSignals: [],
  });
}
