import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { directoryQuery } from './catalogue.schemas.js';
import { expertNotFound } from './catalogue.service.js';
import { idParam, pageQuery, parseQuery } from '../../platform/query-params.js';
import type { CatalogueService } from './catalogue.service.js';

/** An expert id from the path; anything that is not a UUID names no expert. */
export function expertIdParam(raw: string | undefined): string {
  return idParam(raw, expertNotFound);
}

/** GET /api/categories, /api/experts, /api/experts/{id} and /api/experts/{id}/reviews: public, read-only. */
export const catalogueRoutes: ModuleRoutes<{ catalogue: CatalogueService }> = (
  _deps,
  { catalogue: service },
) => {
  const router = new Router();

  router.get('/api/categories', async (ctx) => {
    ctx.body = await service.listCategories();
  });

  router.get('/api/experts', async (ctx) => {
    ctx.body = await service.listExperts(parseQuery(directoryQuery, ctx.query));
  });

  router.get('/api/experts/:id', async (ctx) => {
    ctx.body = await service.getExpert(expertIdParam(ctx.params.id));
  });

  router.get('/api/experts/:id/reviews', async (ctx) => {
    const expertId = expertIdParam(ctx.params.id);
    ctx.body = await service.listReviews(expertId, parseQuery(pageQuery, ctx.query));
  });

  return router;
};
