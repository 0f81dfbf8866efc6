import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requestBody } from '../../platform/http.js';
import { requireUser } from '../../platform/session.js';
import { parseOrThrow } from '../../platform/validation.js';
import { idParam } from '../../platform/query-params.js';
import { createReviewSchema, reviewResponseSchema } from './reviews.schemas.js';
import { reviewNotFound } from './reviews.service.js';
import type { ReviewsService } from './reviews.service.js';

/** POST /api/reviews and POST /api/reviews/{id}/response. The public list lives in the catalogue. */
export const reviewsRoutes: ModuleRoutes<{ reviews: ReviewsService }> = (
  _deps,
  { reviews: service },
) => {
  const router = new Router();

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
