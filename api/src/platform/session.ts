import { createHash, randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';
import { AppError } from './errors.js';
import type { SessionRepository, SessionUserRow } from './session.repository.js';

export type { SessionUserRow } from './session.repository.js';

export const SESSION_COOKIE = 'eb_session';
/** How stale last_seen may get before a request slides the expiry forward (saves a write per request). */
const SLIDE_AFTER_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    isAdmin: row.is_admin,
  };
}

export interface SessionOptions {
  ttlDays: number;
  secureCookie: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session row and sets its cookie; the token exists only in the cookie, the database keeps its hash. */
export async function startSession(
  ctx: Context,
  sessions: SessionRepository,
  userId: string,
  options: SessionOptions,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + options.ttlDays * 86_400_000);
  await sessions.insert({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: ctx.get('User-Agent').slice(0, 500) || null,
    ip: ctx.ip.slice(0, 100) || null,
  });
  setCookie(ctx, SESSION_COOKIE, token, cookieOptions(options, expiresAt));
}

/** Revokes the current session (if any) and clears its cookie. */
export async function endSession(
  ctx: Context,
  sessions: SessionRepository,
  options: SessionOptions,
): Promise<void> {
  const sessionId = ctx.state.sessionId as string | undefined;
  if (sessionId) await sessions.revoke(sessionId);
  setCookie(ctx, SESSION_COOKIE, '', { ...cookieOptions(options, new Date(0)), maxAge: 0 });
}

/**
 * Sets a cookie; a Secure one also when the request reached Node over plain HTTP, which is how TLS terminated in front
 * of the API (PUBLIC_URL https) looks without TRUST_PROXY: the browser's connection is the one that is secure.
 */
export function setCookie(
  ctx: Context,
  name: string,
  value: string,
  options: Parameters<Context['cookies']['set']>[2] & { secure?: boolean },
): void {
  if (options.secure) ctx.cookies.secure = true;
  ctx.cookies.set(name, value, options);
}

function cookieOptions(options: SessionOptions, expires: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookie,
    path: '/',
    expires,
    overwrite: true,
  };
}

export interface LiveSession {
  sessionId: string;
  lastSeenAt: Date;
  user: SessionUser;
}

/** The live (unrevoked, unexpired) session a token names, with its user; undefined for anything else. */
export async function findLiveSession(
  sessions: SessionRepository,
  token: string,
): Promise<LiveSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await sessions.findLive(hashToken(token));
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    lastSeenAt: new Date(row.last_seen_at),
    user: toSessionUser(row),
  };
}

/** Loads the signed-in user (if the cookie names a live session) into ctx.state.user and slides its expiry. */
export function sessionMiddleware(sessions: SessionRepository, options: SessionOptions) {
  return async (ctx: Context, next: Next) => {
    // No Cookie header (the SDK, partners' servers, a load balancer's checks): nothing to parse.
    const token = ctx.headers.cookie ? ctx.cookies.get(SESSION_COOKIE) : undefined;
    const session = token ? await findLiveSession(sessions, token) : undefined;
    if (token && session) {
      ctx.state.sessionId = session.sessionId;
      ctx.state.user = session.user;
      if (Date.now() - session.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
        const expiresAt = new Date(Date.now() + options.ttlDays * 86_400_000);
        await sessions.slide(session.sessionId, expiresAt);
        setCookie(ctx, SESSION_COOKIE, token, cookieOptions(options, expiresAt));
      }
    }
    await next();
  };
}

/** The signed-in user, or a 401. */
export function requireUser(ctx: Context): SessionUser {
  const user = ctx.state.user as SessionUser | undefined;
  if (!user) throw AppError.unauthenticated();
  return user;
}

/** The signed-in admin, or 401 / 403. The role lives on the user row, never in the browser. */
export function requireAdmin(ctx: Context): SessionUser {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw AppError.forbidden('Only administrators may do that');
  return user;
}
