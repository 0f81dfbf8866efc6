import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';

// A built front end's files, read once at start-up and sent precompressed: the portal's and the widget's.

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

export interface SiteFile {
  body: Buffer;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
  type: string;
  etag: string;
}

/** Sends a file with its ETag (304 when fresh), brotli or gzip when the browser takes them. */
export function send(ctx: Context, file: SiteFile) {
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

export /** Every file of the build by its URL path, with its precompressed twins. */
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
