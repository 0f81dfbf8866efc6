import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requestBody } from '../../platform/http.js';
import { requireUser } from '../../platform/session.js';
import { parseOrThrow } from '../../platform/validation.js';
import { idParam } from '../../platform/query-params.js';
import { createReviewSchema, reviewResponseSchema } from './reviews.schemas.js';
import { createReviewsRepository } from './reviews.repository.js';
import { createReviewsService, reviewNotFound } from './reviews.service.js';

/** POST /api/reviews and POST /api/reviews/{id}/response. The public list lives in the catalogue. */
export const reviewsRoutes: ModuleRoutes = ({ db }) => {
  const router = new Router();
  const service = createReviewsService({ repository: createReviewsRepository(db.knex) });

  router.post('/api/reviews', async (ctx) => {
    const user = requireUser(ctx);
    const input = parseOrThrow(createReviewSchema, requestBody(ctx));
    ctx.status = 201;
    ctx.body = await service.create(user, input);
  });

  router.post('/api/reviews/:id/response', async (ctx) => {
    const user = requireUser(ctx);
    const id = idParam(ctx.params.id, reviewNotFound);
    const { response } = parseOrThrow(reviewResponseSchema, requestBody(ctx));
    ctx.body = await service.respond(user, id, response);
  });

  return router;
};
