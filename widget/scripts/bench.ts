// `npm run bench:widget` (figures, not a test): the loader's gzip size, the gzip bytes a page loads until the
// slot picker is interactive, and the time from the loader's script start to that moment in Chromium with 4×
// CPU throttling and DevTools' Fast 3G profile. It starts the stack as `npm start` does (widget built when
// stale) and a page on another origin with one inline widget for the demo expert.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort } from '../../api/test/helpers/processes.js';
import { startApi } from '../../e2e/test/support/stack.js';
import { ensureWidgetBuilt } from '../../scripts/widget-build.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
/** Cal.com's embed loader, embed-core 1.5.3, before it loads a whole booking page in an iframe. */
const CALCOM_LOADER_KB = 17.2;
/** DevTools' Fast 3G preset: 562.5 ms latency, 1.6 Mbit/s down and 750 kbit/s up, each × 0.9. */
const FAST_3G = {
  latency: 562.5,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

ensureWidgetBuilt();
const loaderGzip = gzipSync(await readFile(path.join(dist, 'expertbridge.js')), {
  level: 9,
}).length;

const pagePort = await freePort();
const pageOrigin = `http://127.0.0.1:${pagePort}`;
const api = await startApi({ PARTNER_DEMO_PORT: String(pagePort), WIDGET_DIR: dist }, pageOrigin);
try {
  const experts = (await (await fetch(`${api.url}/api/experts?searchTerm=Walker`)).json()) as {
    items: { id: string }[];
  };
  const expertId = experts.items[0]?.id;
  if (!expertId) throw new Error('no demo expert to book');
  // The page is the demo partner site (PARTNER_DEMO_PORT, an allowed origin of the demo partner).
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const fromMark: number[] = [];
  const fromRequest: number[] = [];
  let scriptGzip = 0;
  let apiBytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ timezoneId: 'Pacific/Auckland', locale: 'en-NZ' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_3G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const urls = new Map<string, string>();
    const sizes = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) =>
      urls.set(event.requestId, event.request.url),
    );
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) =>
      sizes.set(event.requestId, event.encodedDataLength),
    );
    await page.goto(`${pageOrigin}/`);
    const widget = page.locator('#inline-widget');
    await widget.scrollIntoViewIfNeeded();
    // Interactive: the first free day's start times are there to choose (a time radio, not a duration's).
    await widget
      .getByRole('radio', { name: /^\d{1,2}:\d\d [ap]m$/ })
      .first()
      .waitFor({ timeout: 60_000 });
    const [mark, request, now] = await page.evaluate(() => [
      performance.getEntriesByName('expertbridge:loader-start')[0]?.startTime ?? NaN,
      performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/widget/expertbridge.js'))?.startTime ?? NaN,
      performance.now(),
    ]);
    fromMark.push(now - mark);
    if (process.env.BENCH_VERBOSE) {
      // Where the wait went: each request from ExpertBridge, from the loader's start (ms).
      const timeline = await page.evaluate(
        ([origin, start]) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.startsWith(origin as string))
            .map(
              (entry) =>
                `    ${(entry.startTime - (start as number)).toFixed(0).padStart(6)} → ${(
                  (entry as PerformanceResourceTiming).responseEnd - (start as number)
                )
                  .toFixed(0)
                  .padStart(6)}  ${new URL(entry.name).pathname}`,
            ),
        [api.url, mark] as const,
      );
      process.stdout.write(
        `run ${run + 1}: ${(now - mark).toFixed(0)} ms\n${timeline.join('\n')}\n`,
      );
    }
    fromRequest.push(now - request);
    // What came from ExpertBridge by then: scripts counted at their gzip size, API answers as sent.
    scriptGzip = 0;
    apiBytes = 0;
    for (const [id, url] of urls) {
      if (!url.startsWith(api.url) || !sizes.has(id)) continue;
      const pathname = new URL(url).pathname;
      if (pathname.startsWith('/widget/')) {
        scriptGzip += (await stat(path.join(dist, `${pathname.slice(8)}.gz`))).size;
      } else {
        apiBytes += sizes.get(id) ?? 0;
      }
    }
    await context.close();
  }
  await browser.close();
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const kb = (n: number) => (n / 1024).toFixed(1);
  const ms = (values: number[]) => values.map((t) => t.toFixed(0)).join(', ');
  process.stdout.write(
    [
      '',
      `Widget benchmark: Chromium, 4× CPU throttling, Fast 3G, ${RUNS} cold loads of the demo partner page`,
      `  loader (expertbridge.js)             ${kb(loaderGzip)} KB gzip   target ≤ 3 KB; Cal.com's embed loader (embed-core 1.5.3) ${CALCOM_LOADER_KB} KB gzip, before a whole booking page in an iframe`,
      `  scripts to an interactive picker     ${kb(scriptGzip)} KB gzip (loader + app, Preact included)   target ≤ 80 KB`,
      `  API answers to it                    ${kb(apiBytes)} KB (expert, two weeks of free times, headers)`,
      `  loader start → interactive picker    ${median(fromMark).toFixed(0)} ms median (${ms(fromMark)})   target ≤ 1,500 ms`,
      `  loader request → interactive picker  ${median(fromRequest).toFixed(0)} ms median (${ms(fromRequest)}), its own download included`,
      '',
    ].join('\n'),
  );
} finally {
  await api.close();
}
