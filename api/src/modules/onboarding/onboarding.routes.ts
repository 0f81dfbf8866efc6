import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requestBody } from '../../platform/http.js';
import { requireUser } from '../../platform/session.js';
import {
  applicationSchema,
  profileUpdateSchema,
  registrationSchema,
} from './onboarding.schemas.js';
import type { OnboardingService } from './onboarding.service.js';

/** Applying as an expert (wizard and single form) and the owner's own profile (two edit pages). */
export const onboardingRoutes: ModuleRoutes<{ onboarding: OnboardingService }> = (
  _deps,
  { onboarding: service },
) => {
  const router = new Router();

  router.post('/api/experts/apply', async (ctx) => {
    const user = requireUser(ctx);
    const input = applicationSchema.parse(requestBody(ctx));
    ctx.status = 201;
    ctx.body = await service.apply(user, input);
  });

  router.post('/api/complete-expert-registration', async (ctx) => {
    const user = requireUser(ctx);
    const input = registrationSchema.parse(requestBody(ctx));
    ctx.status = 201;
    ctx.body = await service.register(user, input);
  });

  router.get('/api/experts/profile/me', async (ctx) => {
    const user = requireUser(ctx);
    // Koa would turn a null body into an empty 204; the contract answers the JSON literal null.
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(await service.findOwnProfile(user.id));
  });

  router.get('/api/experts/my-profile', async (ctx) => {
    ctx.body = await service.getOwnProfile(requireUser(ctx).id);
  });

  for (const path of ['/api/experts/profile/me', '/api/experts/my-profile']) {
    router.put(path, async (ctx) => {
      const user = requireUser(ctx);
      const input = profileUpdateSchema.parse(requestBody(ctx));
      ctx.body = await service.updateOwnProfile(user, input);
    });
  }

  return router;
};
