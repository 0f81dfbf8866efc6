import type { Context, Next } from 'koa';
import { loadSite, send } from './static-files.js';

/** Where the widget's files are served: the loader and its hashed chunks. */
export const WIDGET_PREFIX = '/widget/';
/** The loader's fixed name, the one address partners paste into their pages. */
export const LOADER = 'expertbridge.js';
/** The loader changes with a deploy under the same name: browsers check again after five minutes. */
const LOADER_CACHE = 'public, max-age=300';
/** Every other file is named after its content, so it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The partner widget at /widget/ (widget/dist), read once at start-up and sent precompressed: any page may load
 * it (`Access-Control-Allow-Origin: *`, as module chunks are fetched in CORS mode; no credentials) and embed it
 * (`Cross-Origin-Resource-Policy: cross-origin`). The loader is cached for five minutes and revalidated by its
 * ETag; the hashed chunks for a year. A file that is not there is a JSON 404.
 */
export function widgetSite(dir: string) {
  const files = loadSite(dir);
  if (!files.has(`/${LOADER}`)) throw new Error(`${dir} has no ${LOADER}: build the widget first`);
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(WIDGET_PREFIX)) {
      return next();
    }
    const name = ctx.path.slice(WIDGET_PREFIX.length);
    const file = files.get(`/${name}`);
    if (!file) return next();
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.remove('Access-Control-Allow-Credentials');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Cache-Control', name === LOADER ? LOADER_CACHE : IMMUTABLE);
    send(ctx, file);
  };
}
