import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** The demo partner site's files (widget/demo): the page, its stylesheet and its own script. */
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/demo.css': { file: 'demo.css', type: 'text/css; charset=utf-8' },
  '/demo.js': { file: 'demo.js', type: 'text/javascript; charset=utf-8' },
};

/**
 * The strict Content-Security-Policy a partner's page can keep with the widget on it (the allow-list in
 * widget/README.md): nothing inline, no eval; the API's origin for the loader, its chunks, its calls and the
 * expert's photo; Stripe's script and frames only when Stripe takes the payments.
 */
export function partnerContentSecurityPolicy(apiOrigin: string, stripe: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${apiOrigin}${stripe ? ' https://js.stripe.com' : ''}`,
    "style-src 'self'",
    `img-src 'self' data: ${apiOrigin}${stripe ? ' https://*.stripe.com' : ''}`,
    `connect-src 'self' ${apiOrigin}${stripe ? ' https://api.stripe.com' : ''}`,
    `frame-src ${stripe ? 'https://js.stripe.com https://hooks.stripe.com' : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface PartnerDemoOptions {
  /** widget/demo. */
  dir: string;
  /** The API's origin (PUBLIC_URL), where the page loads the widget from. */
  apiOrigin: string;
  /** The expert both widgets book (the demo expert, Ethan Walker). */
  expertId: string;
  stripe: boolean;
}

/**
 * 'Smith & Co Lawyers', the demo partner's page, on its own origin (PARTNER_DEMO_PORT): one widget inline and
 * one as a popup, sent with the strict CSP above. Plain node:http: it shares nothing with the API but its URL.
 */
export function partnerDemoServer({ dir, apiOrigin, expertId, stripe }: PartnerDemoOptions) {
  const csp = partnerContentSecurityPolicy(apiOrigin, stripe);
  const bodies = new Map(
    Object.entries(FILES).map(([url, { file, type }]) => {
      const text = readFileSync(path.join(dir, file), 'utf8')
        .replaceAll('{{API_ORIGIN}}', apiOrigin)
        .replaceAll('{{EXPERT_ID}}', expertId);
      return [url, { body: Buffer.from(text), type }];
    }),
  );
  return http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://demo').pathname;
    const found = bodies.get(pathname);
    const headers = {
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': 'no-cache',
    };
    if (!found || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': found.type });
    response.end(request.method === 'HEAD' ? undefined : found.body);
  });
}
