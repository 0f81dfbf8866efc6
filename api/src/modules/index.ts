import type { ModuleRoutes } from '../platform/deps.js';
import { systemRoutes } from './system/system.routes.js';

/** Every module's routes, in the order they are mounted. */
export const modules: ModuleRoutes[] = [systemRoutes];
