// `npm run tour -w @expertbridge/portal`: every route of the portal, signed out and as each role, at 375 and
// 1280 px, on the stack the e2e journeys drive. Each page is saved as a screenshot (TOUR_DIR, else e2e/.shots/tour)
// for a person to look at, and checked for the kinds of fault a browser audit found by eye: a page wider than the
// screen, a cell or card cut off with no way to scroll to it, text that leaks a value (`undefined`, `NaN`,
// `[object Object]`, "0 minutes ago", "1 hours"), half a surrogate pair, and page errors. It prints what it found
// and exits 1 when it found anything, so it can gate a change; the screenshots are the rest of the review.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { components } from '@expertbridge/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  bookPaid,
  consultationBetween,
  DEMO,
  expertProfileOf,
  freeSlots,
  launchChromium,
  signedIn,
} from '../../e2e/test/support/parties.js';
import { startPortal } from '../../e2e/test/support/portal-stack.js';
import type { Api } from '../../e2e/test/support/stack.js';

type Consultation = components['schemas']['Consultation'];

const root = fileURLToPath(new URL('../../', import.meta.url));
const shotsDir = process.env.TOUR_DIR ?? path.join(root, 'e2e', '.shots', 'tour');
const WIDTHS = [375, 1280] as const;
const out = (text = '') => process.stdout.write(`${text}\n`);

/** Text no person should read: a value that leaked through formatting, or a plural the formatter missed. */
const LEAKED_TEXT: readonly [RegExp, string][] = [
  [/\bundefined\b/, '"undefined" in the text'],
  [/\bNaN\b/, '"NaN" in the text'],
  [/\[object Object\]/, '"[object Object]" in the text'],
  [/\bnull\b/, '"null" in the text'],
  [/\b0 (?:seconds?|minutes?|hours?|days?) (?:ago|after|before)\b/i, 'a zero duration in words'],
  [/\b1 (?:minutes|hours|days|weeks|reviews|experts)\b/i, 'a plural after 1'],
  [
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    'half a surrogate pair',
  ],
];

interface Finding {
  page: string;
  problem: string;
}

/** What is wrong with the page as it stands, in words. */
async function inspect(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const layout = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const pageWider = document.documentElement.scrollWidth > width + 1;
    // An element that is cut off by its own box: content wider than it, hidden, and no scrollbar to reach it.
    const clipped: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue;
      const style = getComputedStyle(element);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      // Ellipsis on one line is a deliberate cut with the full text elsewhere (a title attribute, a tooltip).
      if (style.textOverflow === 'ellipsis') continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      // Visually hidden text for screen readers is clipped to a pixel on purpose.
      const box = element.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2 || style.clip !== 'auto' || style.clipPath !== 'none') {
        continue;
      }
      const label =
        element.getAttribute('aria-label') ??
        element.id ??
        (element.textContent ?? '').trim().slice(0, 40);
      clipped.push(`<${element.tagName.toLowerCase()}> ${label}`);
      if (clipped.length >= 3) break;
    }
    return { pageWider, scrollWidth: document.documentElement.scrollWidth, width, clipped };
  });
  if (layout.pageWider) {
    problems.push(`page is ${layout.scrollWidth} px wide on a ${layout.width} px screen`);
  }
  for (const element of layout.clipped)
    problems.push(`content cut off with no way to it: ${element}`);
  const text = await page.evaluate(() => document.body.innerText);
  for (const [pattern, what] of LEAKED_TEXT) {
    const match = text.match(pattern);
    if (match) {
      const at = match.index ?? 0;
      problems.push(
        `${what}: "…${text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ')}…"`,
      );
    }
  }
  return problems;
}

interface Visitor {
  role: string;
  context?: BrowserContext;
}

async function visit(
  browser: Browser,
  origin: string,
  visitor: Visitor,
  route: string,
  findings: Finding[],
): Promise<void> {
  for (const width of WIDTHS) {
    const cookies = visitor.context ? await visitor.context.cookies() : [];
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    if (cookies.length > 0) await context.addCookies(cookies);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const label = `${visitor.role} ${route} @${width}`;
    try {
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: 30_000 });
      // Skeletons and spinners settle before the page is judged.
      await page.waitForTimeout(500);
      for (const problem of [...(await inspect(page)), ...errors.map((e) => `page error: ${e}`)]) {
        findings.push({ page: label, problem });
      }
      const name = `${visitor.role}${route.replace(/[^A-Za-z0-9]+/g, '-')}-${width}`.replace(
        /-+$/,
        '',
      );
      await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
    } catch (error) {
      findings.push({ page: label, problem: `did not load: ${(error as Error).message}` });
    } finally {
      await context.close();
    }
  }
}

async function json<T>(context: BrowserContext, url: string): Promise<T> {
  const response = await context.request.get(url);
  if (!response.ok()) throw new Error(`GET ${url}: ${response.status()}`);
  return (await response.json()) as T;
}

let api: Api | undefined;
let browser: Browser | undefined;
try {
  mkdirSync(shotsDir, { recursive: true });
  out('Starting the stack as the e2e journeys do…');
  api = await startPortal({
    LOG_LEVEL: 'warn',
    LIFECYCLE_CONFIG_JSON: JSON.stringify({ joinWindowLeadMs: 30 * 86_400_000 }),
  });
  browser = await launchChromium({ fakeMedia: false, grantMedia: false });
  const origin = api.url;

  out('Bringing consultations to each status through the API…');
  const client = await signedIn(browser, origin, DEMO.client);
  const expert = await signedIn(browser, origin, DEMO.expert);
  const admin = await signedIn(browser, origin, 'admin@demo.expertbridge.test');
  const expertId = (await expertProfileOf(origin, expert)).id;
  const inRoom = await consultationBetween(origin, client, expert, true);
  const confirmed = await consultationBetween(origin, client, expert, false);
  const [slot] = await freeSlots(origin, client, expertId);
  const pending = await bookPaid(origin, client, expertId, slot!);
  const unpaid = (await (
    await client.request.post(`${origin}/api/consultations`, {
      data: {
        expertId,
        title: 'Rental property depreciation',
        duration: 30,
        scheduledAt: (await freeSlots(origin, client, expertId))[0],
      },
    })
  ).json()) as Consultation;
  const completedResponse = await client.request.post(
    `${origin}/api/consultations/${inRoom.id}/complete`,
  );
  if (!completedResponse.ok())
    out(`  (could not complete ${inRoom.id}: ${completedResponse.status()})`);

  const visitors: Visitor[] = [
    { role: 'visitor' },
    { role: 'client', context: client },
    { role: 'expert', context: expert },
    { role: 'admin', context: admin },
  ];
  const everyone = [
    '/',
    '/experts',
    '/experts?page=999',
    `/expert-profile/${expertId}`,
    `/expert-profile/${expertId}#book`,
    '/categories',
    '/about',
    '/help',
    '/privacy',
    '/terms',
    '/login',
    '/signup',
    '/become-expert',
    '/expert-application-success',
    '/my-page',
    '/expert-edit',
    '/dashboard',
    '/dashboard?tab=consultations',
    '/expert-dashboard',
    '/expert-registration',
    '/expert/payouts',
    '/expert/payouts/return',
    '/sandbox/payout-onboarding/no-such-link',
    '/no-such-page',
  ];
  const parties = [
    `/consultation/${inRoom.id}`,
    `/consultation/${confirmed.id}`,
    `/consultation/${pending.id}`,
    `/payment/${unpaid.id}`,
    '/payment/00000000-0000-4000-8000-000000000000',
  ];
  const admins = [
    '/admin/revenue',
    '/admin/pending',
    '/admin/applications',
    '/admin/partners',
    '/admin/payouts',
    '/admin/card-disputes',
  ];
  const routesOf = (role: string) => [
    ...everyone,
    ...(role === 'client' || role === 'expert' ? parties : []),
    ...(role === 'admin' ? admins : []),
  ];

  const findings: Finding[] = [];
  for (const visitor of visitors) {
    const routes = routesOf(visitor.role);
    out(`${visitor.role}: ${routes.length} routes × ${WIDTHS.length} widths…`);
    for (const route of routes) await visit(browser, origin, visitor, route, findings);
  }
  // The expert list as a sanity check that the tour saw a seeded product, not an empty one.
  const experts = await json<{ total: number }>(client, `${origin}/api/experts`);
  out(`\n${experts.total} experts listed; screenshots in ${shotsDir}`);
  if (findings.length === 0) {
    out('Nothing found.');
  } else {
    out(`\n${findings.length} finding(s):`);
    for (const { page, problem } of findings) out(`  ${page}: ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await browser?.close().catch(() => undefined);
  await api?.close();
}
