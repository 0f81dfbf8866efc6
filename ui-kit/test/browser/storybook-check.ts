// Opens stories of the static Storybook in Debian's Chromium, saves a screenshot of each and runs axe
// with colour contrast (which jsdom cannot judge). Usage: tsx test/browser/storybook-check.ts [outDir] [storyId...]
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../storybook-static/', import.meta.url));
const [outDir = '/tmp/eb-shots', ...ids] = process.argv.slice(2);
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
const stories = ids.length
  ? ids
  : Object.keys(index.entries).filter((id) => index.entries[id]?.type === 'story');
// Docs pages are checked by name; their tables are documentation, not product UI.
const axeSource = await readFile(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
let failures = 0;
for (const id of stories) {
  const [storyId, theme = 'light'] = id.split('@');
  const page = await browser.newPage({
    viewport: id.includes('mobile') ? { width: 390, height: 760 } : { width: 1200, height: 800 },
  });
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
  await page.waitForTimeout(1200);
  await page.screenshot({
    path: `${outDir}/${storyId}${theme === 'dark' ? '-dark' : ''}.png`,
    fullPage: true,
  });
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            el: Element,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document.body, {
      // A story shows one component out of its page; landmarks are the page's (the portal's) job.
      rules: { region: { enabled: false } },
    });
    return result.violations.map(
      (v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  const problems = [...errors, ...violations];
  failures += problems.length ? 1 : 0;
  process.stdout.write(
    `${problems.length ? 'FAIL' : 'ok  '} ${id}${problems.map((p) => `\n     ${p}`).join('')}\n`,
  );
  await page.close();
}
await browser.close();
server.close();
process.exitCode = failures ? 1 : 0;
