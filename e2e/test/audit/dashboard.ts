// The dashboards as people meet them, in Chromium at 375 and 1280 px: on a phone each consultation is a card
// whose Date, Status, Amount and actions are on screen, and every tab (Favorites too) is in view and reachable
// by the arrow keys; a completed consultation opens from its row; the expert's earnings figures agree.
import type { components } from '@expertbridge/sdk';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bookPaid,
  DEMO,
  expertProfileOf,
  freeSlots,
  setStatus,
  signedIn,
} from '../support/parties.js';
import { expectAccessible, sees, shot } from '../support/portal.js';
import type { AuditStack } from './context.js';

type Consultation = components['schemas']['Consultation'];

/** Cents from a shown NZ amount ("NZ$1,234.50" or "NZ$153"). */
function cents(text: string): number {
  const match = /NZ\$([\d,]+(?:\.\d{2})?)/.exec(text);
  if (!match) throw new Error(`no NZ$ amount in "${text}"`);
  return Math.round(Number(match[1]!.replaceAll(',', '')) * 100);
}

/** A page of `context` at `width` px. */
async function pageAt(context: BrowserContext, width: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  return page;
}

/** Whether an element lies wholly inside the viewport's width (nothing cut off at either side). */
async function inViewWidth(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

export function dashboardJourneys(stack: AuditStack) {
  describe('dashboards at 375 and 1280 px', () => {
    let client: BrowserContext;
    let expert: BrowserContext;
    let completed: Consultation;
    const title = `Completed in the dashboard audit ${Date.now()}`;

    it('has a completed consultation between the demo client and expert', async () => {
      const api = stack.api.url;
      client = await signedIn(stack.browser, api, DEMO.client);
      expert = await signedIn(stack.browser, api, DEMO.expert);
      const profile = await expertProfileOf(api, expert);
      const [slot] = await freeSlots(api, client, profile.id);
      const paid = await bookPaid(api, client, profile.id, slot!, title);
      await setStatus(api, expert, paid.id, 'confirmed');
      await setStatus(api, client, paid.id, 'in_progress');
      const response = await client.request.post(`${api}/api/consultations/${paid.id}/complete`);
      expect(response.status()).toBe(200);
      completed = await response.json();
      expect(completed.status).toBe('completed');
    });

    it('shows a client on a phone every tab, and each consultation as a card with its facts and actions', async () => {
      const page = await pageAt(client, 375);
      await page.goto(`${stack.api.url}/dashboard`);
      const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
      const favorites = tabs.getByRole('tab', { name: 'Favorites' });
      await favorites.waitFor();
      expect(await inViewWidth(page, favorites), 'the Favorites tab is on screen').toBe(true);
      // The tabs pattern: arrow keys move along the tabs, wrapping, and select the one reached.
      await tabs.getByRole('tab', { name: 'Overview' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => favorites.getAttribute('aria-selected')).toBe('true');
      await expect
        .poll(() => favorites.evaluate((tab) => tab === document.activeElement))
        .toBe(true);

      await tabs.getByRole('tab', { name: 'Consultations' }).click();
      await page.getByRole('radio', { name: 'Completed' }).check({ force: true });
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title }) });
      await card.waitFor();
      expect(await page.getByRole('table').count(), 'no table on a phone').toBe(0);
      for (const fact of ['Date', 'Status', 'Amount']) {
        const term = card.getByText(fact, { exact: true });
        expect(await inViewWidth(page, term), `${fact} is on screen`).toBe(true);
      }
      await expect.poll(() => card.textContent()).toContain('Completed');
      const details = card.getByRole('link', { name: `View details of ${title}` });
      expect(await inViewWidth(page, details), 'View Details is on screen').toBe(true);
      const review = card.getByRole('link', { name: `Leave a review of ${title}` });
      expect(await inViewWidth(page, review), 'Leave a Review is on screen').toBe(true);
      // Nothing of the page runs off its right edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await shot(page, 'dashboard-client-375-cards');
      await expectAccessible(page, 'the client dashboard on a phone');

      await details.click();
      await page.waitForURL(`**/consultation/${completed.id}`);
      await sees(page, title);
      await page.close();
    });

    it('opens a completed consultation from its row in the client’s table at 1280 px', async () => {
      const page = await pageAt(client, 1280);
      await page.goto(`${stack.api.url}/dashboard?tab=consultations`);
      await page.getByRole('radio', { name: 'Completed' }).check({ force: true });
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: title }) });
      await row.waitFor();
      await shot(page, 'dashboard-client-1280-table');
      await row.getByRole('link', { name: `View details of ${title}` }).click();
      await page.waitForURL(`**/consultation/${completed.id}`);
      await sees(page, title);
      await page.close();
    });

    it('gives the expert one earnings figure: the total is its parts, this month matches Analytics', async () => {
      const page = await pageAt(expert, 1280);
      await page.goto(`${stack.api.url}/dashboard`);
      const earnings = page.locator('.eb-stat-card').filter({ hasText: 'Total Earnings' });
      await earnings.locator('.eb-stat-card__value').waitFor();
      const total = cents((await earnings.locator('.eb-stat-card__value').textContent())!);
      const lines = await earnings.locator('.eb-earnings-parts > span').allTextContents();
      expect(lines[0]).toBe('Your 85% share of completed consultations');
      const parts = lines.slice(1).filter((line) => line.includes('NZ$'));
      expect(parts.reduce((sum, line) => sum + cents(line), 0)).toBe(total);
      // The share just completed waits out the complaint window: earned, and this month.
      expect(lines.some((line) => /awaiting payout/.test(line))).toBe(true);

      const thisMonth = page
        .getByRole('term')
        .filter({ hasText: /^Earned this month$/ })
        .locator('xpath=following-sibling::dd[1]');
      const month = cents((await thisMonth.textContent())!);
      expect(month).toBeGreaterThanOrEqual(completed.expertAmount.amount);
      expect(month).toBeLessThanOrEqual(total);
      await shot(page, 'dashboard-expert-1280-overview');

      await page.getByRole('tab', { name: 'Analytics' }).click();
      const chart = page
        .getByRole('tabpanel', { name: 'Analytics' })
        .getByRole('table', { name: /in NZ\$$/ });
      await chart.waitFor();
      const lastRow = chart.getByRole('row').last();
      expect(cents((await lastRow.getByRole('cell').first().textContent())!)).toBe(month);
      const panel = page.getByRole('tabpanel', { name: 'Analytics' });
      const analytics = (label: string) =>
        panel
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd[1]')
          .textContent();
      expect(cents((await analytics('Total Earnings'))!)).toBe(total);
      const paidOut = cents((await analytics('Paid out'))!);
      const awaiting = cents((await analytics('Awaiting payout'))!);
      const held = cents((await analytics('Held by an open dispute'))!);
      expect(paidOut + awaiting + held).toBe(total);
      await shot(page, 'dashboard-expert-1280-analytics');
      await expectAccessible(page, 'the expert analytics');
      await page.close();
    });

    it('shows the expert’s figures and consultations on a phone without anything off-screen', async () => {
      const page = await pageAt(expert, 375);
      await page.goto(`${stack.api.url}/dashboard?tab=consultations`);
      await page.getByRole('radio', { name: 'Completed' }).check({ force: true });
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title }) });
      await card.waitFor();
      const details = card.getByRole('link', { name: `View details of ${title}` });
      expect(await inViewWidth(page, details)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await shot(page, 'dashboard-expert-375-cards');
      await page.close();
    });

    it('leaves nothing off-screen on a phone in My Account, the dashboards and the admin pages', async () => {
      const admin = await signedIn(stack.browser, stack.api.url, 'admin@demo.expertbridge.test');
      const pages: [BrowserContext, string][] = [
        [client, '/my-page?tab=consultations'],
        [expert, '/expert-dashboard'],
        [expert, '/dashboard?tab=analytics'],
        [client, '/dashboard?tab=calendar'],
        [admin, '/admin/revenue'],
        [admin, '/admin/pending'],
        [admin, '/admin/applications'],
        [admin, '/admin/partners'],
        [admin, '/admin/payouts'],
        [admin, '/admin/card-disputes'],
        [expert, '/expert/payouts'],
      ];
      const overflowing: string[] = [];
      for (const [context, path] of pages) {
        const page = await pageAt(context, 375);
        await page.goto(`${stack.api.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, `dashboard-375${path.replace(/\W+/g, '-')}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) overflowing.push(`${path} is ${width} px wide`);
        await page.close();
      }
      expect(overflowing).toEqual([]);

      // The revenue's figures by currency fit a phone: every column of the table is on screen.
      const page = await pageAt(admin, 375);
      await page.goto(`${stack.api.url}/admin/revenue`);
      const byCurrency = page.locator('.eb-admin-table-scroll').first();
      await byCurrency.waitFor();
      expect(await byCurrency.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(
        true,
      );
      await page.close();
      await admin.close();
    });
  });
}
