// The portal as `npm start` serves it (the API with its embedded PostgreSQL, Temporal dev server, worker and
// sandbox payments, serving portal/dist on its own origin; see portal-stack.ts), and what every portal journey
// needs: screenshots into one folder, axe on each page, and visible text to wait for.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

export { startPortal } from './portal-stack.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the journeys' screenshots go: E2E_SHOTS_DIR, else e2e/.shots (git-ignored; CI keeps it as an artefact). */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? path.join(root, 'e2e', '.shots');

/** Saves a full-page screenshot of a step, named `<journey>-<step>.png`. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe (WCAG 2 A and AA, colour contrast included) over the page as it is and fails on any serious or
 * critical violation. Evaluated through the DevTools protocol, so the portal's CSP (no inline script) stays on.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Element, options: object) => Promise<any> } }
    ).axe;
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return (result.violations as any[])
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .slice(0, 3)
            .map((node: any) => node.target.join(' '))
            .join(', ')}`,
      );
  });
  expect(violations, `axe on ${label}`).toEqual([]);
}

/** Waits until the page shows this text (visible, exact substring). */
export async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout });
}

/** After a failed test, a screenshot of every page still open, named after the test (`failed-…`). */
export async function shotsOfFailure(
  task: { name: string; result?: { state?: string } },
  browser: Browser | undefined,
): Promise<void> {
  if (task.result?.state !== 'fail' || !browser) return;
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const name = `failed-${task.name.replace(/\W+/g, '-').slice(0, 80)}-${index}`;
    await shot(page, name).catch(() => undefined);
    process.stderr.write(`screenshot: ${path.join(SHOTS_DIR, `${name}.png`)}\n`);
  }
}
