import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requireUser } from '../../platform/session.js';
import { expertIdParam } from '../catalogue/catalogue.routes.js';
import { pageQuery, parseQuery } from '../../platform/query-params.js';
import type { FavoritesService } from './favorites.service.js';

/** GET /api/me/favorites and /api/me/favorites/ids, PUT and DELETE /api/me/favorites/{expertId}: the signed-in user's own list. */
export const favoritesRoutes: ModuleRoutes<{ favorites: FavoritesService }> = (
  _deps,
  { favorites: service },
) => {
  const router = new Router();

  router.get('/api/me/favorites', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.list(user.id, parseQuery(pageQuery, ctx.query));
  });

  router.get('/api/me/favorites/ids', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.listIds(user.id);
  });

  router.put('/api/me/favorites/:expertId', async (ctx) => {
    const user = requireUser(ctx);
    await service.add(user.id, expertIdParam(ctx.params.expertId));
    ctx.status = 204;
  });

  router.delete('/api/me/favorites/:expertId', async (ctx) => {
    const user = requireUser(ctx);
    await service.remove(user.id, expertIdParam(ctx.params.expertId));
    ctx.status = 204;
  });

  return router;
};
