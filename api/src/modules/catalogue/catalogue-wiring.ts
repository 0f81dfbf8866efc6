import type { Database } from '../../platform/db.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { createCatalogueService, type CatalogueService } from './catalogue.service.js';

/**
 * The catalogue's service over a database: its own routes, the favourites' (which add only experts the directory
 * shows) and the widget's (which shows one expert) each build one from the app's database.
 */
export function catalogueServiceFor(db: Database): CatalogueService {
  return createCatalogueService({ repository: createCatalogueRepository(db.knex) });
}
