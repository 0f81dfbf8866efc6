// What every journey of the browser audit shares: one stack (the portal as `npm start` serves it) and one
// Chromium, started once for all of them by `portal-audit.test.ts`. Each journey module exports a function
// that declares its `describe` block against this context, so the journeys add no stack start of their own.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Api } from '../support/stack.js';

export interface AuditStack {
  /** The running stack; set in the file's `beforeAll`, so read it inside tests, never at declaration time. */
  readonly api: Api;
  readonly browser: Browser;
}

/** A fresh signed-out context and page at `width` px (1280 desktop, 375 phone). */
export async function visitorPage(
  stack: AuditStack,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}
