// A dashboard row's Leave a Review and Report a Problem open their dialog in the room (not just the room),
// and once a problem is reported the row says so in words, for the client and the expert, at 1280 and 375 px.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  completedBetween,
  DEMO,
  expertProfileOf,
  freeSlots,
  signedIn,
} from '../support/parties.js';
import { expectAccessible, shot } from '../support/portal.js';
import type { AuditStack } from './context.js';

/** The client's or expert's Consultations tab, completed ones only, at `width` px. */
async function completedTab(context: BrowserContext, api: string, width: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${api}/dashboard?tab=consultations`);
  await page.getByRole('radio', { name: 'Completed' }).check();
  return page;
}

/** Waits for the room at `path` (with its hash) and accepts the legal disclaimer if the category asks for it. */
async function arrive(page: Page, path: string): Promise<void> {
  await page.waitForURL(`**${path}`);
  await page
    .getByRole('button', { name: 'I Understand, Continue' })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
}

export function followupJourneys(stack: AuditStack) {
  describe('dashboard rows open the room’s dialogs and say a dispute’s state', () => {
    it('Leave a Review and Report a Problem open their dialog; the reported problem shows on the rows', async () => {
      const api = stack.api.url;
      const client = await signedIn(stack.browser, api, DEMO.client);
      const expert = await signedIn(stack.browser, api, DEMO.expert);

      // A completed consultation, the latest scheduled (so it heads the list, which runs newest first).
      const slots = await freeSlots(api, client, (await expertProfileOf(api, expert)).id);
      const title = `Row dialogs ${Date.now()}`;
      const paid = await completedBetween(api, client, expert, slots.at(-1)!, title);

      // Leave a Review on the client's row opens the room with the review dialog open, focus inside.
      const page = await completedTab(client, api, 1280);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: title }) });
      await row.getByRole('link', { name: `Leave a review of ${title}` }).click();
      await arrive(page, `/consultation/${paid.id}#review`);
      const review = page.getByRole('dialog', { name: 'Leave a Review' });
      await review.waitFor();
      expect(await review.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await expectAccessible(page, 'room opened for a review');
      await shot(page, 'followup-01-review-from-row-1280');
      await review.getByRole('button', { name: 'Maybe Later' }).click();
      await review.waitFor({ state: 'detached' });
      expect(new URL(page.url()).hash, 'the hash is cleared when the dialog closes').toBe('');

      // On a phone, Report a Problem on the card opens the report; sent, the card says the payment is held.
      const phone = await completedTab(client, api, 375);
      const card = phone
        .getByRole('listitem')
        .filter({ has: phone.getByRole('heading', { name: title }) });
      await card.getByRole('link', { name: `Report a problem with ${title}` }).click();
      await arrive(phone, `/consultation/${paid.id}#report`);
      const report = phone.getByRole('dialog', { name: 'Report a problem with this consultation' });
      await report.waitFor();
      await shot(phone, 'followup-02-report-from-card-375');
      await report.getByRole('textbox').fill('The expert joined 25 minutes late.');
      await report.getByRole('button', { name: 'Send Report' }).click();
      await report.waitFor({ state: 'detached' });
      await phone.getByRole('region', { name: 'Problem reported' }).waitFor();
      expect(new URL(phone.url()).hash).toBe('');

      await phone.goto(`${api}/dashboard?tab=consultations`);
      await phone.getByRole('radio', { name: 'Completed' }).check();
      const reported = phone
        .getByRole('listitem')
        .filter({ has: phone.getByRole('heading', { name: title }) });
      await reported.getByText('Problem reported — payment on hold').waitFor();
      expect(
        await reported.getByRole('link', { name: `Report a problem with ${title}` }).count(),
        'no second report',
      ).toBe(0);
      await shot(phone, 'followup-03-card-problem-reported-375');

      // The expert's row says the same.
      const expertPage = await completedTab(expert, api, 1280);
      const expertRow = expertPage
        .getByRole('row')
        .filter({ has: expertPage.getByRole('rowheader', { name: title }) });
      await expertRow.getByText('Problem reported — payment on hold').waitFor();
      await expectAccessible(expertPage, 'expert consultations with a dispute');
      await shot(expertPage, 'followup-04-expert-row-1280');
    });
  });
}
