import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { requestBody } from '../../platform/http.js';
import { parseQuery } from '../../platform/query-params.js';
import { requireAdmin, requireUser } from '../../platform/session.js';
import { parseOrThrow } from '../../platform/validation.js';
import {
  onboardingToken,
  payoutAccountsQuery,
  sandboxOnboardingSchema,
} from './payouts.schemas.js';
import type { PayoutsService } from './payouts.service.js';

/** A token the contract refuses names no link: the same 404 as an unknown one. */
function tokenParam(value: string | undefined): string {
  const parsed = onboardingToken.safeParse(value);
  if (!parsed.success)
    throw AppError.notFound('No such onboarding link', 'onboarding_link_not_found');
  return parsed.data;
}

/**
 * The signed-in expert's own payout account (no id in the path: never another's), its hosted onboarding, the admins'
 * readiness list and the sandbox's stand-in for Stripe's hosted onboarding.
 */
export const payoutsRoutes: ModuleRoutes<{ payouts: PayoutsService }> = (_deps, { payouts }) => {
  const router = new Router();

  router.get('/api/experts/me/payout-account', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await payouts.mine(user.id);
  });

  router.post('/api/experts/me/payout-account/onboarding', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await payouts.startOnboarding(user.id);
    ctx.status = 201;
  });

  router.post('/api/experts/me/payout-account/sync', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await payouts.sync(user.id);
  });

  router.get('/api/admin/payout-accounts', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await payouts.list(parseQuery(payoutAccountsQuery, ctx.query));
  });

  router.get('/api/payments/sandbox/onboarding/:token', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await payouts.sandboxSession(user.id, tokenParam(ctx.params.token));
  });

  router.post('/api/payments/sandbox/onboarding/:token', async (ctx) => {
    const user = requireUser(ctx);
    const token = tokenParam(ctx.params.token);
    const body = parseOrThrow(sandboxOnboardingSchema, requestBody(ctx));
    ctx.body = await payouts.submitSandbox(user.id, token, body);
  });

  return router;
};
