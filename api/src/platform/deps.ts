import type Router from '@koa/router';
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
}

export type ModuleRoutes = (deps: AppDeps) => Router;
