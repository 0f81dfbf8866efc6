// What each route ships on a first load: every script and stylesheet the page fetches until the network is
// idle (the route's lazy page chunk included), measured in a real browser rather than from the build's
// file list, so a chunk Vite preloads or a page imports late is counted the way a visitor pays for it.
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { signedIn } from '../../e2e/test/support/parties.js';

export interface Weight {
  /** Bytes on the wire, gzip as the server sends it. */
  gzip: number;
  /** Bytes once decoded: what the browser parses. */
  raw: number;
  files: number;
}

export interface RouteWeight {
  route: string;
  js: Weight;
  css: Weight;
  /** Scripts or stylesheets that came back without gzip, which would make `gzip` read too high. */
  uncompressed: string[];
  /** Each script's path and gzip bytes, largest first: where to look when a route is over budget. */
  scripts: { path: string; gzip: number }[];
}

export interface RouteToWeigh {
  route: string;
  /** Signs the context in first, for routes a visitor only sees signed in. */
  as?: { email: string; password: string } | undefined;
}

const empty = (): Weight => ({ gzip: 0, raw: 0, files: 0 });

/** Loads each route in a fresh context (empty cache, no service worker) and adds up its JS and CSS. */
export async function weighRoutes(
  browser: Browser,
  origin: string,
  routes: readonly RouteToWeigh[],
): Promise<RouteWeight[]> {
  const weights: RouteWeight[] = [];
  for (const { route, as } of routes) {
    const context = as
      ? await signedIn(browser, origin, as.email, as.password)
      : await browser.newContext();
    try {
      // Only gzip offered: the server prefers brotli whenever it may, and the target is stated in gzip.
      await context.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
      weights.push(await weighRoute(context, origin, route));
    } finally {
      await context.close();
    }
  }
  return weights;
}

async function weighRoute(
  context: BrowserContext,
  origin: string,
  route: string,
): Promise<RouteWeight> {
  const page = await context.newPage();
  const finished: Request[] = [];
  page.on('requestfinished', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) finished.push(request);
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  const weight: RouteWeight = { route, js: empty(), css: empty(), uncompressed: [], scripts: [] };
  for (const request of finished) {
    const response = await request.response();
    if (!response) continue;
    const sizes = await request.sizes();
    const body = await response.body();
    const encoding = (await response.headerValue('content-encoding')) ?? '';
    const pathname = new URL(request.url()).pathname;
    const script = request.resourceType() === 'script';
    const into = script ? weight.js : weight.css;
    into.gzip += sizes.responseBodySize;
    into.raw += body.length;
    into.files += 1;
    if (script) weight.scripts.push({ path: pathname, gzip: sizes.responseBodySize });
    if (encoding !== 'gzip') weight.uncompressed.push(pathname);
  }
  weight.scripts.sort((a, b) => b.gzip - a.gzip);
  return weight;
}
