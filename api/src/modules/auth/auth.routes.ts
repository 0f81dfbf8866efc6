import Router from '@koa/router';
import type { Context } from 'koa';
import { addressKey } from '../../platform/client-address.js';
import type { ModuleRoutes } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { requestBody } from '../../platform/http.js';
import { endSession, requireUser, setCookie, startSession } from '../../platform/session.js';
import { claimedUserId } from './account-claim.js';
import {
  claimRequest,
  loginRequest,
  oidcCallbackQuery,
  oidcErrorQuery,
  registerRequest,
  startLoginQuery,
  updateUserRequest,
} from './auth.schemas.js';
import { parseOrThrow } from '../../platform/validation.js';
import { OIDC_LOGIN_TTL_SECONDS, oidcNotConfigured } from './auth.service.js';
import { fixedWindowLimitPair, hashedEmailKey } from '../../platform/rate-limit.js';
import type { AuthService } from './auth.service.js';
import type { SessionRepository } from '../../platform/session.repository.js';
import type { SecretsRepository } from '../../platform/secrets.repository.js';
import type { RateLimitCounters } from '../../platform/rate-limit.repository.js';

/** Holds the state of a started OpenID Connect sign-in in the browser that started it. */
const OIDC_STATE_COOKIE = 'eb_oidc_state';
const OIDC_COOKIE_PATH = '/api/auth/oidc';

/** A 302 with no body (Koa's redirect writes "Redirecting to…", which the contract does not describe). */
function redirect(ctx: Context, location: string) {
  ctx.status = 302;
  ctx.set('Location', location);
  ctx.body = '';
}

/** E-mail accounts, sessions and sign-in through OpenID Connect. */
export const authRoutes: ModuleRoutes<{
  auth: AuthService;
  sessions: SessionRepository;
  secrets: SecretsRepository;
  counters: RateLimitCounters;
}> = ({ config }, { auth: service, sessions, secrets, counters }) => {
  const sessionOptions = { ttlDays: config.SESSION_TTL_DAYS, secureCookie: config.secureCookies };
  const oidcCookie = { httpOnly: true, sameSite: 'lax', secure: config.secureCookies } as const;

  // A new sign-in replaces the browser's previous session rather than leaving it alive beside the new one.
  async function signIn(ctx: Context, userId: string) {
    const previous = ctx.state.sessionId as string | undefined;
    if (previous) await sessions.revoke(previous);
    await startSession(ctx, sessions, userId, sessionOptions);
    ctx.set('Cache-Control', 'no-store');
  }

  // Sign-ups for one e-mail address, from any address (each answer says whether it has an account), then from one
  // address with a far higher ceiling, as a class or an office signing up together shares one.
  const signupLimit = fixedWindowLimitPair(
    counters,
    {
      limit: config.SIGNUP_RATE_LIMIT,
      windowSeconds: 3600,
      message: 'Too many sign-ups for this e-mail address. Try again later.',
    },
    {
      limit: config.SIGNUP_IP_RATE_LIMIT,
      windowSeconds: 3600,
      message: 'Too many sign-ups from this address. Try again later.',
    },
  );
  const router = new Router();

  router.post('/api/auth/email/register', async (ctx) => {
    const input = parseOrThrow(registerRequest, requestBody(ctx));
    await signupLimit(hashedEmailKey('signup', input.email), `signup:ip:${addressKey(ctx.ip)}`);
    const user = await service.register(input);
    await signIn(ctx, user.id);
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/api/auth/claim', async (ctx) => {
    const input = parseOrThrow(claimRequest, requestBody(ctx));
    const user = await service.claim(input, (code) => claimedUserId(secrets, code));
    await signIn(ctx, user.id);
    ctx.body = user;
  });

  router.post('/api/auth/email/login', async (ctx) => {
    const { id } = await service.login(parseOrThrow(loginRequest, requestBody(ctx)), ctx.ip);
    await signIn(ctx, id);
    // Read once the session has started: signedInBefore counts it.
    ctx.body = await service.currentUser(id);
  });

  router.get('/api/auth/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service.currentUser(requireUser(ctx).id);
  });

  router.patch('/api/auth/user', async (ctx) => {
    const { id } = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service.updateUser(id, parseOrThrow(updateUserRequest, requestBody(ctx)));
  });

  router.get('/api/logout', async (ctx) => {
    // Signing out changes state behind a GET: a link or image on another site must not do it. Browsers say
    // where a navigation came from; requests without the header (curl, the SDK) sign out as before.
    if (ctx.get('Sec-Fetch-Site') !== 'cross-site') await endSession(ctx, sessions, sessionOptions);
    redirect(ctx, '/');
  });

  router.get('/api/auth/sign-in-methods', (ctx) => {
    ctx.body = service.signInMethods();
  });

  router.get('/api/login', async (ctx) => {
    const { returnTo = '/' } = parseOrThrow(startLoginQuery, ctx.query);
    // Without an identity provider, the site's own sign-in page, which comes back here afterwards.
    if (!config.oidc) {
      return redirect(
        ctx,
        returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`,
      );
    }
    const { url, state } = await service.startOidcLogin(returnTo);
    setCookie(ctx, OIDC_STATE_COOKIE, state, {
      ...oidcCookie,
      path: OIDC_COOKIE_PATH,
      maxAge: OIDC_LOGIN_TTL_SECONDS * 1000,
    });
    redirect(ctx, url.href);
  });

  router.get('/api/auth/oidc/callback', async (ctx) => {
    if (!config.oidc) throw oidcNotConfigured();
    const browserState = ctx.cookies.get(OIDC_STATE_COOKIE);
    setCookie(ctx, OIDC_STATE_COOKIE, '', { ...oidcCookie, path: OIDC_COOKIE_PATH, maxAge: 0 });
    if (ctx.query.error !== undefined) {
      const refusal = oidcErrorQuery.safeParse(ctx.query);
      await service.abandonOidcLogin(refusal.data?.state);
      throw AppError.badRequest(
        'oidc_error',
        refusal.success
          ? `The identity provider did not sign you in (${refusal.data.error}).`
          : 'The identity provider did not sign you in.',
      );
    }
    const { state } = parseOrThrow(oidcCallbackQuery, ctx.query);
    const { userId, returnTo } = await service.completeOidcLogin({
      query: ctx.querystring,
      state,
      browserState,
    });
    await signIn(ctx, userId);
    redirect(ctx, returnTo);
  });

  return router;
};
