import type Router from '@koa/router';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
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
  /** The live channel (openLiveFeed): answers that wait for a workflow step follow it instead of polling. */
  live?: LiveFeed;
  /** The built portal to serve at / (platform/portal-site.ts); without it only the API answers. */
  portalDir?: string | undefined;
  /** The built partner widget to serve at /widget/ (platform/widget-site.ts). */
  widgetDir?: string | undefined;
}

/**
 * A module's routes: built from the app's dependencies and the services they call, which the composition root
 * (`composition/services.ts`) builds once per app. Each module names only the services it needs.
 */
export type ModuleRoutes<Services = Record<never, never>> = (
  deps: AppDeps,
  services: Services,
) => Router;
