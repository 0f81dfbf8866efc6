import type Router from '@koa/router';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { ConfiguredPaymentGateway } from '../modules/payments/gateway/create-payment-gateway.js';
import type { Config } from './config.js';
import type { Database } from './db.js';
import type { LiveFeed } from './live-channel.js';
import type { FileStorage } from './storage.js';

/** What every module's routes are built from. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  storage: FileStorage;
  /** Temporal, for the consultation lifecycle; without it booking and its actions answer 503. */
  temporal?: { client: Client; taskQueue?: string };
  /** The payment provider, shared with the lifecycle worker (the sandbox signs its own events). */
  payments?: ConfiguredPaymentGateway;
  /** The live channel (openLiveFeed): answers that wait for a workflow step follow it instead of polling. */
  live?: LiveFeed;
  /** The built portal to serve at / (platform/portal-site.ts); without it only the API answers. */
  portalDir?: string | undefined;
  /** The built partner widget to serve at /widget/ (platform/widget-site.ts). */
  widgetDir?: string | undefined;
}

export type ModuleRoutes = (deps: AppDeps) => Router;
