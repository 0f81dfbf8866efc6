import type { Context, Next } from 'koa';
import { loadSite, send } from './static-files.js';

/** Vite names these after their content: they never change, so browsers may keep them for a year. */
const HASHED_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface PortalSiteOptions {
  /** The portal's build (portal/dist): index.html, assets/, and a .br and .gz beside each text file. */
  dir: string;
  /** The Content-Security-Policy of the app's HTML. */
  contentSecurityPolicy: string;
}

/**
 * The single-page portal on the API's own origin: its files from the build, read once at start-up, each
 * sent precompressed (brotli or gzip, whichever the browser takes) with an ETag; hashed assets cached for a
 * year, index.html revalidated on every load (`no-cache`) so a deploy is seen at once. Every other GET that
 * is not the API's (`/api`), the live room's (`/ws`) or the widget's (`/widget/`) gets index.html, and the app's router shows the page
 * or 'Page Not Found'. A missing hashed asset is a plain 404: HTML in place of a script only hides the fault.
 */
export function portalSite({ dir, contentSecurityPolicy }: PortalSiteOptions) {
  const files = loadSite(dir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`${dir} has no index.html: build the portal first`);

  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return next();
    const asset = ctx.path === '/index.html' ? undefined : files.get(ctx.path);
    if (!asset && ctx.path.startsWith(HASHED_PREFIX)) return next();
    if (asset) {
      ctx.set(
        'Cache-Control',
        ctx.path.startsWith(HASHED_PREFIX) ? IMMUTABLE : 'public, max-age=3600',
      );
    } else {
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Content-Security-Policy', contentSecurityPolicy);
    }
    const file = asset ?? index;
    send(ctx, file);
  };
}

function isServerPath(pathname: string): boolean {
  return (
    pathname.startsWith('/widget/') ||
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/ws' ||
    pathname.startsWith('/ws/')
  );
}

/**
 * The portal's CSP: its own scripts, styles, images and connections (the API and the live room are the
 * same origin) and nothing inline; Stripe.js and its frames only when Stripe takes the payments.
 */
export function portalContentSecurityPolicy(options: { stripe: boolean; https: boolean }): string {
  const stripe = options.stripe;
  const directives = [
    "default-src 'self'",
    `script-src 'self'${stripe ? ' https://js.stripe.com' : ''}`,
    "style-src 'self'",
    `img-src 'self' data: blob:${stripe ? ' https://*.stripe.com' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${stripe ? ' https://api.stripe.com' : ''}`,
    "media-src 'self' blob: mediastream:",
    `frame-src ${stripe ? 'https://js.stripe.com https://hooks.stripe.com' : "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
