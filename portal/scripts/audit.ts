// `npm run audit:portal`: the portal's quality figures (Lighthouse scores and first-load JS/CSS per route),
// printed beside their targets the way a benchmark prints its figures. It never fails on a figure, only when
// it cannot run, because scores on a shared machine are evidence to read, not a gate to trip.
// The stack is the one the e2e journeys drive (same start-up code), so the figures describe what ships.
// AUDIT_JSON_DIR keeps every run's full Lighthouse report there (JSON, for Lighthouse's viewer).
import type { components } from '@expertbridge/sdk';
import type { LaunchedChrome } from 'chrome-launcher';
import type { Browser } from 'playwright-core';
import { DEMO, launchChromium, signedIn } from '../../e2e/test/support/parties.js';
import { startPortal } from '../../e2e/test/support/portal-stack.js';
import type { Api } from '../../e2e/test/support/stack.js';
import { weighRoutes, type RouteToWeigh } from './audit-bytes.js';
import { auditPages, launchLighthouseChrome } from './audit-lighthouse.js';
import { lighthouseTable, problemList, weightTable } from './audit-report.js';

type ExpertPage = components['schemas']['ExpertPage'];
type ConsultationPage = components['schemas']['ConsultationPage'];

/** Three runs give a median that one slow run cannot move; AUDIT_RUNS trades that for time. */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3) || 3);
const out = (text = '') => process.stdout.write(`${text}\n`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

const begun = Date.now();
let api: Api | undefined;
let browser: Browser | undefined;
let chrome: LaunchedChrome | undefined;
let interrupted = false;

async function cleanUp(): Promise<void> {
  const [b, c, a] = [browser, chrome, api];
  browser = chrome = api = undefined;
  await b?.close().catch(() => undefined);
  c?.kill();
  await a?.close();
}

// A Ctrl-C or a CI timeout must not leave the API, Temporal or a Chromium behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    process.stderr.write(`\n${signal}: stopping the stack and Chromium…\n`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo client's first consultation, if the seed gave it one: its room is a route worth weighing. */
async function clientConsultation(origin: string, chromium: Browser): Promise<string | undefined> {
  const context = await signedIn(chromium, origin, DEMO.client);
  try {
    const response = await context.request.get(`${origin}/api/consultations`);
    if (!response.ok()) return undefined;
    return ((await response.json()) as ConsultationPage).items[0]?.id;
  } finally {
    await context.close();
  }
}

try {
  out('Starting the stack (API, embedded PostgreSQL, Temporal, worker) as the e2e suite does…');
  let step = Date.now();
  api = await startPortal({ LOG_LEVEL: 'warn' });
  out(`  up at ${api.url} in ${seconds(step)}`);

  const experts = await json<ExpertPage>(`${api.url}/api/experts`);
  const expertId = experts.items[0]?.id;
  if (!expertId) throw new Error('GET /api/experts listed no expert: is the demo data seeded?');

  step = Date.now();
  out('Weighing first loads in Chromium (gzip only)…');
  browser = await launchChromium({ fakeMedia: false, grantMedia: false });
  const client = { email: DEMO.client, password: DEMO.password };
  const routes: RouteToWeigh[] = [
    { route: '/' },
    { route: '/experts' },
    { route: `/expert-profile/${expertId}` },
    { route: '/login' },
    { route: '/dashboard', as: client },
  ];
  const consultationId = await clientConsultation(api.url, browser);
  if (consultationId) routes.push({ route: `/consultation/${consultationId}`, as: client });
  else out('  (the demo client has no consultation, so no /consultation/:id)');
  const weights = await weighRoutes(browser, api.url, routes);
  await browser.close();
  browser = undefined;
  out(`  done in ${seconds(step)}`);

  step = Date.now();
  out(`Lighthouse, ${RUNS} runs of each page…`);
  chrome = await launchLighthouseChrome();
  const pages = await auditPages(
    chrome.port,
    [
      { label: '/', url: `${api.url}/` },
      { label: '/experts', url: `${api.url}/experts` },
      { label: '/expert-profile/:id', url: `${api.url}/expert-profile/${expertId}` },
    ],
    RUNS,
    out,
    process.env.AUDIT_JSON_DIR,
  );
  out(`  done in ${seconds(step)}`);

  out();
  out(lighthouseTable(pages));
  out();
  out(weightTable(weights));
  out();
  out(problemList(pages));
  out();
  out(`Profile audited: /expert-profile/${expertId}. Wall time: ${seconds(begun)}.`);
} catch (error) {
  // Stopping Chromium under a running Lighthouse fails it; after a signal that is expected, not news.
  if (!interrupted) {
    const reason = error instanceof Error ? error.stack : String(error);
    process.stderr.write(`The audit could not run: ${reason}\n`);
  }
  process.exitCode = 1;
} finally {
  await cleanUp();
}
