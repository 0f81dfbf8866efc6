// `npm run bench:widget` (figures, not a test): the loader's gzip size, the gzip bytes a page loads until the
// slot picker is interactive, and the time from the loader's script start to that moment in Chromium with 4×
// CPU throttling and DevTools' Fast 3G profile. It starts the stack as `npm start` does (widget built when
// stale) and a page on another origin with one inline widget for the demo expert.
import { readFile } from 'node:fs/promises';
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
/** DevTools' Fast 3G: 562.5 ms latency, 1.6 Mbit/s down, 750 kbit/s up (after its 0.9 packet factor). */
const FAST_3G = {
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

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
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_3G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const widgetBytes: Record<string, number> = {};
    cdp.on(
      'Network.responseReceived',
      (event: { requestId: string; response: { url: string } }) => {
        if (event.response.url.startsWith(api.url)) widgetBytes[event.requestId] = 0;
      },
    );
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number; requestId: string }) => {
      if (event.requestId in widgetBytes) widgetBytes[event.requestId] = event.encodedDataLength;
    });
    await page.goto(`${pageOrigin}/`);
    const widget = page.locator('#inline-widget');
    await widget.scrollIntoViewIfNeeded();
    await page.getByRole('radio', { checked: true }).first().waitFor({ timeout: 60_000 });
    // From the loader's own start (its resource timing, on the page's clock) to now.
    const elapsed = await page.evaluate(() => {
      const loader = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/widget/expertbridge.js'));
      return performance.now() - (loader?.startTime ?? 0);
    });
    times.push(elapsed);
    bytes = Object.values(widgetBytes).reduce((sum, n) => sum + n, 0);
    await context.close();
  }
  await browser.close();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  const kb = (n: number) => (n / 1024).toFixed(1);
  process.stdout.write(
    [
      '',
      `loader /widget/expertbridge.js   ${kb(loaderGzip)} KB gzip   (target ≤ 3 KB; Cal.com's embed loader ${CALCOM_LOADER_KB} KB)`,
      `to an interactive slot picker    ${kb(bytes)} KB over the wire from the API (scripts + API answers; target ≤ 80 KB)`,
      `loader start → slot picker       ${median.toFixed(0)} ms median of ${RUNS} (${times.map((t) => t.toFixed(0)).join(', ')}), 4× CPU, Fast 3G (target ≤ 1,500 ms)`,
      '',
    ].join('\n'),
  );
} finally {
  await api.close();
}
