import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { UPLOADS_URL_PREFIX } from '../../platform/storage.js';
import { loadOpenApiDocument } from './openapi-document.js';
import { siteConfig } from './site-config.js';
import { databaseAnswers } from '../../platform/db.js';
import { checkReadiness, type SchemaVersion } from '../../platform/readiness.js';

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The reference page's assets, served from node_modules (never a CDN). */
const DOC_ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: path.join(swaggerDir, 'swagger-ui.css'), type: 'text/css' },
  'swagger-ui-bundle.js': {
    file: path.join(swaggerDir, 'swagger-ui-bundle.js'),
    type: 'text/javascript',
  },
  'init.js': { file: '', type: 'text/javascript' },
};

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });
});
`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ExpertBridge API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>
`;

const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'";

/** Health, the site's figures and durations, the contract, its reference page and uploaded files. */
export const systemRoutes: ModuleRoutes<{ schemaVersion: SchemaVersion }> = (
  { db, storage, config, temporal },
  { schemaVersion },
) => {
  const router = new Router();
  const documentJson = JSON.stringify(loadOpenApiDocument());

  router.get('/api/health', async (ctx) => {
    if (await databaseAnswers(db)) {
      ctx.body = { status: 'ok', database: 'ok' };
    } else {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: 'unreachable' };
    }
  });

  router.get('/api/health/live', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  router.get('/api/health/ready', async (ctx) => {
    const readiness = await checkReadiness({ schemaVersion, temporal });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = readiness.status === 'ready' ? 200 : 503;
    ctx.body = readiness;
  });

  router.get('/api/config', (ctx) => {
    ctx.body = siteConfig(config);
  });

  router.get('/api/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = documentJson;
  });

  router.get('/api/docs', (ctx) => {
    ctx.type = 'text/html';
    ctx.set('Content-Security-Policy', DOCS_CSP);
    ctx.body = DOCS_PAGE;
  });

  router.get('/api/docs/assets/:name', async (ctx) => {
    const asset = DOC_ASSETS[ctx.params.name ?? ''];
    if (!asset) throw AppError.notFound('No such asset');
    ctx.type = asset.type;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = asset.file ? await readFile(asset.file) : INIT_SCRIPT;
  });

  router.get(`${UPLOADS_URL_PREFIX}:key`, async (ctx) => {
    const file = await storage.get(ctx.params.key ?? '');
    if (!file) throw AppError.notFound('No such file');
    ctx.type = file.contentType;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.body = file.bytes;
  });

  return router;
};
