// Opens stories of the static Storybook in Debian's Chromium, saves a screenshot of each and runs axe
// with colour contrast (which jsdom cannot judge).
// Usage: tsx test/browser/storybook-check.ts [--axe-only] [--dark-too] [outDir] [storyId[@dark]...]
//   --axe-only  no screenshots; stories switched in place (what `npm test` runs over every story)
//   --dark-too  every story in the dark theme as well
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../storybook-static/', import.meta.url));
const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith('--')));
const [outDir = '/tmp/eb-shots', ...ids] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'));
const axeOnly = flags.has('--axe-only');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  try {
    const body = await readFile(join(root, path.endsWith('/') ? `${path}index.html` : path));
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8')) as {
  entries: Record<string, { type: string }>;
};
const all = ids.length
  ? ids
  : Object.keys(index.entries).filter((id) => index.entries[id]?.type === 'story');
const stories = flags.has('--dark-too') ? [...all, ...all.map((id) => `${id}@dark`)] : all;
// Docs pages are checked by name; their tables are documentation, not product UI.
const axeSource = await readFile(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const AXE_RUN = `axe.run(document.body, {
  // A story shows one component out of its page; landmarks are the page's (the portal's) job.
  rules: { region: { enabled: false } },
}).then((result) => result.violations.map(
  (v) => v.id + ' ' + v.nodes.map((n) => n.target.join(' ')).join(', '),
))`;

/** Storybook's own channel switches the story in place: no reload of the preview per story. */
const SWITCH = `(storyId) => new Promise((resolve) => {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const timer = setTimeout(() => done('did not render within 15 s'), 15000);
  function rendered(id) { if (id === storyId) done(null); }
  function failed(error) { done('story failed: ' + JSON.stringify(error).slice(0, 300)); }
  function done(problem) {
    clearTimeout(timer);
    channel.off('storyRendered', rendered);
    channel.off('storyErrored', failed);
    channel.off('storyThrewException', failed);
    resolve(problem);
  }
  channel.on('storyRendered', rendered);
  channel.on('storyErrored', failed);
  channel.on('storyThrewException', failed);
  channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
})`;

/**
 * Resolves once the story has been quiet for 100 ms (no DOM change: its queries answered from memory, its play
 * function done), at most 1.5 s after it rendered. Most stories settle at once; a fixed pause per story cost
 * minutes over every story in both themes.
 */
const SETTLED = `new Promise((resolve) => {
  let quiet = setTimeout(done, 100);
  const cap = setTimeout(done, 1500);
  const observer = new MutationObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(done, 100);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  function done() {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(cap);
    resolve(null);
  }
})`;

let failures = 0;
const failed: string[] = [];
const report = (id: string, problems: string[]) => {
  failures += problems.length ? 1 : 0;
  if (problems.length) failed.push(`ui-kit story ${id}: ${problems.join('; ')}`);
  process.stdout.write(
    `${problems.length ? 'FAIL' : 'ok  '} ${id}${problems.map((p) => `\n     ${p}`).join('')}\n`,
  );
};
const viewport = (id: string) =>
  id.includes('mobile') ? { width: 390, height: 760 } : { width: 1200, height: 800 };

if (axeOnly) {
  // One page per theme, the two side by side (a renderer each, so both cores work); each story switched in, given a
  // moment to settle, then checked.
  const checkTheme = async (theme: string) => {
    const ids = stories.filter((id) => (id.split('@')[1] ?? 'light') === theme);
    if (ids.length === 0) return;
    const page = await browser.newPage({ viewport: viewport('') });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${port}/iframe.html?viewMode=story&globals=theme:${theme}`);
    await page.waitForFunction('window.__STORYBOOK_ADDONS_CHANNEL__ !== undefined');
    await page.addScriptTag({ content: axeSource });
    for (const id of ids) {
      const storyId = id.split('@')[0]!;
      errors.length = 0;
      await page.setViewportSize(viewport(id));
      const problem = (await page.evaluate(`(${SWITCH})(${JSON.stringify(storyId)})`)) as
        string | null;
      await page.evaluate(SETTLED);
      const violations = (await page.evaluate(AXE_RUN)) as string[];
      report(id, [...(problem ? [problem] : []), ...errors, ...violations]);
    }
    await page.close();
  };
  await Promise.all(['light', 'dark'].map(checkTheme));
} else {
  for (const id of stories) {
    const [storyId, theme = 'light'] = id.split('@');
    const page = await browser.newPage({ viewport: viewport(id) });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const docs = storyId?.endsWith('--docs');
    await page.goto(
      `http://127.0.0.1:${port}/iframe.html?id=${storyId}&viewMode=${docs ? 'docs' : 'story'}&globals=theme:${theme}`,
    );
    try {
      await page.waitForSelector(docs ? '#storybook-docs h1' : '#storybook-root > *', {
        timeout: 15000,
        // A dialog story's root holds only fixed-position content, so it is never "visible".
        state: 'attached',
      });
    } catch {
      errors.push('did not render within 15 s');
    }
    // Queries answer in memory; the wait lets them, and the play functions, finish.
    await page.waitForTimeout(1200);
    await page.screenshot({
      path: `${outDir}/${storyId}${theme === 'dark' ? '-dark' : ''}.png`,
      fullPage: true,
    });
    await page.addScriptTag({ content: axeSource });
    report(id, [...errors, ...((await page.evaluate(AXE_RUN)) as string[])]);
    await page.close();
  }
}
await browser.close();
server.close();
process.stdout.write(
  `${stories.length - failures} of ${stories.length} stories passed the browser check\n`,
);
// The suite's summary (scripts/test.mjs) lists failures found outside vitest from its report directory.
if (failed.length && process.env.EB_TEST_REPORT_DIR) {
  await writeFile(
    join(process.env.EB_TEST_REPORT_DIR, 'ui-kit-stories.errors.txt'),
    `${failed.join('\n')}\n`,
  );
}
process.exitCode = failures ? 1 : 0;
