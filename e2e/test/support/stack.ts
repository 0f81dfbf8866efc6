// The whole product for a browser test: the API as `npm start` runs it (embedded PostgreSQL, Temporal dev
// server, worker, sandbox payments) on free ports and a throw-away DATA_DIR, and the harness pages served
// from another origin the API allows.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { build } from 'vite';
import { createDatabase } from '../../../api/src/platform/db.js';
import { freePort, SHARED_BUNDLE_DIR } from '../../../api/test/helpers/processes.js';
import { ensurePortalBuilt } from '../../../scripts/portal-build.mjs';
import { ensureWidgetBuilt } from '../../../scripts/widget-build.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const harnessDir = fileURLToPath(new URL('../../.harness/', import.meta.url));
const require = createRequire(new URL('../../../api/package.json', import.meta.url));

export interface Api {
  url: string;
  /** Stops the API (and the Temporal server it started) the way Ctrl-C does. */
  stop(): Promise<void>;
  /** Stops it and starts it again on the same ports and data: what a deploy or a crash-restart does. */
  restart(): Promise<void>;
  /** Stops it and deletes its data. */
  close(): Promise<void>;
}

/**
 * A new embedded database as the API's first start creates it (PGlite's initdb: seconds of WebAssembly), made once
 * per PGlite version on this machine; each stack starts from a copy of it (a second), then migrates and seeds it as
 * `npm start` does.
 */
async function newDatabaseTemplate(): Promise<string> {
  const { version } = JSON.parse(
    // The package exports no package.json: it is a level above its entry (dist/).
    await readFile(
      path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string };
  const template = path.join(os.tmpdir(), `eb-e2e-pglite-${version}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  const making = mkdtempSync(`${template}-making-`);
  const db = await createDatabase({
    pgliteDataDir: path.join(making, 'pglite'),
    poolMax: 1,
    logger: pino({ level: 'silent' }),
  });
  await db.close();
  try {
    renameSync(path.join(making, 'pglite'), template);
  } catch {
    // Another run made it meanwhile.
  }
  rmSync(making, { recursive: true, force: true });
  return template;
}

/** Starts the API with its embedded stack; `env` adds configuration (lifecycle durations, ICE servers). */
export async function startApi(env: Record<string, string>, pageOrigin: string): Promise<Api> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eb-e2e-'));
  if (!env.DATABASE_URL) {
    cpSync(await newDatabaseTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const settings = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    CORS_ORIGINS: pageOrigin,
    DATA_DIR: dataDir,
    TEMPORAL_PORT: String(await freePort()),
    TEMPORAL_UI_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    TEMPORAL_BUNDLE_DIR: SHARED_BUNDLE_DIR,
    // Not the default 3001, which a running `npm start` or another stack may hold; the widget's journeys name theirs.
    PARTNER_DEMO_PORT: String(await freePort()),
    ...env,
  };
  let child: ChildProcess | undefined;

  const start = async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: root,
      env: settings,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child = started;
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`the API exited with ${started.exitCode}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    started.kill('SIGKILL');
    throw new Error('the API did not become healthy within 3 minutes');
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return {
    url,
    stop,
    async restart() {
      await stop();
      await start();
    },
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

export interface Pages {
  origin: string;
  close(): Promise<void>;
}

/** Builds the harness pages with Vite and serves them; `origin` is known first so the API can allow it. */
export async function servePages(): Promise<Pages> {
  const port = await freePort();
  await build({ configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)) });
  const server: Server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(harnessDir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The API with the demo partner's site on its own port (the widget's loader and app built, and the portal for the
 * room's link): what the widget's browser tests open. Answers the API and the partner page's origin.
 */
export async function startPartnerSiteApi(
  env: Record<string, string> = {},
): Promise<{ api: Api; partnerOrigin: string }> {
  ensureWidgetBuilt();
  ensurePortalBuilt();
  const port = await freePort();
  const api = await startApi(
    {
      PARTNER_DEMO_PORT: String(port),
      WIDGET_DIR: path.join(root, 'widget', 'dist'),
      PORTAL_DIR: path.join(root, 'portal', 'dist'),
      ...env,
    },
    '',
  );
  return { api, partnerOrigin: `http://127.0.0.1:${port}` };
}
