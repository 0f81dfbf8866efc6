import type Router from '@koa/router';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db.js';
import type { FileStorage } from './storage.js';

/** What every module's routes are built from. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  storage: FileStorage;
  /**
   * Temporal, for the modules that start, signal and query consultation workflows (`deps.temporal.client`).
   * Optional so that tests of modules that never touch a workflow build the app without a server.
   */
  temporal?: { client: Client };
}

export type ModuleRoutes = (deps: AppDeps) => Router;
