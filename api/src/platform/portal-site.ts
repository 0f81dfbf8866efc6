import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Vite names these after their content: they never change, so browsers may keep them for a year. */
const HASHED_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface SiteFile {
  body: Buffer;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
  type: string;
  etag: string;
}

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
 * is not the API's (`/api`) or the live room's (`/ws`) gets index.html, and the app's router shows the page
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
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/ws' ||
    pathname.startsWith('/ws/')
  );
}

function send(ctx: Context, file: SiteFile) {
  ctx.vary('Accept-Encoding');
  ctx.set('ETag', file.etag);
  ctx.type = file.type;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  // Brotli is smaller: preferred whenever the browser takes it, whatever order it lists its encodings in.
  const takes = (encoding: string) =>
    ctx.get('Accept-Encoding') !== '' && ctx.acceptsEncodings(encoding) === encoding;
  if (file.br && takes('br')) {
    ctx.set('Content-Encoding', 'br');
    ctx.body = file.br;
  } else if (file.gzip && takes('gzip')) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = file.gzip;
  } else {
    ctx.body = file.body;
  }
}

/** Every file of the build by its URL path, with its precompressed twins. */
function loadSite(dir: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const relative of readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, relative);
    if (/\.(br|gz)$/.test(relative) || !statSync(full).isFile()) continue;
    const body = readFileSync(full);
    const twin = (suffix: string) =>
      existsSync(`${full}${suffix}`) ? readFileSync(`${full}${suffix}`) : undefined;
    files.set(`/${relative.split(path.sep).join('/')}`, {
      body,
      br: twin('.br'),
      gzip: twin('.gz'),
      type: TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    });
  }
  return files;
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
