import cors from '@koa/cors';
import Router from '@koa/router';
import Koa from 'koa';
import { modules } from './modules/index.js';
import { TRUSTED_PROXY_HOPS } from './platform/client-address.js';
import { composeServices, type AppParts, type Services } from './composition/services.js';
import { AppError, errorMiddleware } from './platform/errors.js';
import { originCheck, requestContext, securityHeaders } from './platform/http.js';
import { multipartRoutes } from './platform/multipart-body.js';
import { portalContentSecurityPolicy, portalSite } from './platform/portal-site.js';
import { idempotency } from './platform/idempotency.js';
import { requestBodies } from './platform/request-body.js';
import { observeRequests } from './platform/request-observation.js';
import { sessionMiddleware } from './platform/session.js';
import { isPartnerWidgetPath, widgetCors } from './modules/widget/widget-access.js';
import { widgetSite } from './platform/widget-site.js';

/** Larger JSON limits for the routes that carry a photo as a data URL (2 MB image ≈ 2.7 MB of base64). */
const PHOTO_BODY_LIMIT = 3 * 1024 * 1024;
const BODY_LIMITS: Record<string, number> = {
  '/api/complete-expert-registration': PHOTO_BODY_LIMIT,
  '/api/experts/profile/me': PHOTO_BODY_LIMIT,
  '/api/experts/my-profile': PHOTO_BODY_LIMIT,
};
/** Signed webhooks, read as sent: their signature covers the bytes, so nothing parses them before the route. */
const RAW_BODY_LIMITS: Record<string, number> = { '/api/webhooks/stripe': 512 * 1024 };

/**
 * Builds the Koa application: platform middleware, then every module's routes, then the JSON 404. The services come
 * built from the composition root; a caller that also attaches the live room passes the same ones to it.
 */
export function createApp(deps: AppParts, services: Services = composeServices(deps)): Koa {
  const { config, logger } = deps;
  const app = new Koa({ proxy: config.TRUST_PROXY, maxIpsCount: TRUSTED_PROXY_HOPS });
  const allowedOrigins = [config.PUBLIC_URL, ...config.CORS_ORIGINS];
  const routers = modules.map((routes) => routes(deps, services));

  app.use(requestContext(logger));
  app.use(observeRequests());
  app.use(securityHeaders({ hsts: config.isProduction }));
  app.use(
    cors({
      origin: (ctx) => {
        const origin = ctx.get('Origin');
        return config.CORS_ORIGINS.includes(origin) ? origin : '';
      },
      credentials: true,
      exposeHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    }),
  );
  app.use(errorMiddleware(logger));
  // The partner widget's own CORS (its partners' origins, no credentials), errors included.
  app.use(widgetCors(services.partners));
  // The widget's and the portal's files need no session (a database read each): they come before it.
  if (deps.widgetDir) app.use(widgetSite(deps.widgetDir));
  if (deps.portalDir) {
    app.use(
      portalSite({
        dir: deps.portalDir,
        contentSecurityPolicy: portalContentSecurityPolicy({
          stripe: config.PAYMENT_GATEWAY === 'stripe',
          https: config.PUBLIC_URL.startsWith('https:'),
        }),
      }),
    );
  }
  // The widget API is called from partners' origins with a key and a token, never a cookie: no CSRF to guard.
  app.use(originCheck(allowedOrigins, isPartnerWidgetPath));
  app.use(
    requestBodies({
      limits: BODY_LIMITS,
      rawPaths: RAW_BODY_LIMITS,
      takesMultipart: multipartRoutes(routers),
    }),
  );
  app.use(
    sessionMiddleware(services.sessions, {
      ttlDays: config.SESSION_TTL_DAYS,
      secureCookie: config.secureCookies,
    }),
  );
  app.use(idempotency(services.idempotencyKeys));
  // Runs last on the way out: nothing answered, so the path is unknown (a wrong method got 405 from the router).
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      throw AppError.notFound(`No route for ${ctx.method} ${ctx.path}`, 'route_not_found');
    }
  });
  // One router holding every module's routes, matched once per request: a chain of a router per module tested the
  // path against each module in turn (a seventh of the directory's CPU per request). Order is kept: the first
  // module whose route matches answers, as before.
  const root = new Router();
  for (const router of routers) root.use(router.routes());
  app.use(root.routes());
  app.use(root.allowedMethods({ throw: true }));
  return app;
}
