// The whole product for a browser test: the API as `npm start` runs it (embedded PostgreSQL, Temporal dev
// server, worker, sandbox payments) on free ports and a throw-away DATA_DIR, and the harness pages served
// from another origin the API allows.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { freePort } from '../../../api/test/helpers/processes.js';
import { ensurePortalBuilt } from '../../../scripts/portal-build.mjs';
import { ensureWidgetBuilt } from '../../../scripts/widget-build.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const harnessDir = fileURLToPath(new URL('../../.harness/', import.meta.url));

export interface Api {
  url: string;
  /** Stops the API (and the Temporal server it started) the way Ctrl-C does. */
  stop(): Promise<void>;
  /** Stops it and starts it again on the same ports and data: what a deploy or a crash-restart does. */
  restart(): Promise<void>;
  /** Stops it and deletes its data. */
  close(): Promise<void>;
}

/** Starts the API with its embedded stack; `env` adds configuration (lifecycle durations, ICE servers). */
export async function startApi(env: Record<string, string>, pageOrigin: string): Promise<Api> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eb-e2e-'));
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
