// The API with the whole consultation lifecycle for real: its own Temporal dev server (on free ports),
// the in-process worker running the API's activities, and the sandbox payment gateway.
import type { LifecycleConfig } from '@expertbridge/workflows';
import { afterWorkerStart, lifecycleActivitiesFor } from '../../src/composition/worker.js';
import {
  createPaymentGateway,
  type ConfiguredPaymentGateway,
} from '../../src/modules/payments/gateway/create-payment-gateway.js';
import type { Client } from '@temporalio/client';
import { createTemporalRuntime } from '../../src/platform/temporal.js';
import { freePort } from './processes.js';
import { startTestApp, type PrepareDeps, type TestApp } from './test-app.js';

export interface LifecycleTestApp extends TestApp {
  /** The gateway the API and its worker share (the provider's side of a payment, for webhook tests). */
  payments: ConfiguredPaymentGateway;
  /** The Temporal client the API uses (to read a workflow's history). */
  temporal: Client;
}

/**
 * The app's Temporal runtime and gateway, as `npm start` builds them: the worker runs in-process unless `worker` is
 * false (the test runs it as its own process). `onReady` receives the gateway and the API's client.
 */
export function lifecycleDeps(
  onReady: (ready: { payments: ConfiguredPaymentGateway; temporal: Client }) => void,
  options: { worker?: boolean } = {},
): PrepareDeps {
  return async ({ config, db, logger }) => {
    const runtime = await createTemporalRuntime(config, { logger });
    const gateway = createPaymentGateway(config, db);
    onReady({ payments: gateway, temporal: runtime.client });
    if (options.worker ?? true) {
      await runtime.startWorker(
        lifecycleActivitiesFor({ config, db, gateway, temporal: runtime.client, logger }),
      );
      await afterWorkerStart({ config, db, temporal: runtime.client, logger });
    }
    return {
      deps: { temporal: { client: runtime.client }, payments: gateway },
      close: () => runtime.shutdown(),
    };
  };
}

/** The app with the lifecycle's durations shortened as given; `env` adds settings (e.g. the webhook retries). */
export async function startLifecycleApp(
  lifecycle: Partial<LifecycleConfig>,
  env: Record<string, string> = {},
  options: Parameters<typeof startTestApp>[2] = {},
): Promise<LifecycleTestApp> {
  let ready: { payments: ConfiguredPaymentGateway; temporal: Client } | undefined;
  const app = await startTestApp(
    {
      TEMPORAL_PORT: String(await freePort()),
      TEMPORAL_UI_PORT: String(await freePort()),
      LIFECYCLE_CONFIG_JSON: JSON.stringify(lifecycle),
      ...env,
    },
    lifecycleDeps((value) => (ready = value)),
    options,
  );
  return { ...app, ...ready! };
}
