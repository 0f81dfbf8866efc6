// Screenshots of the admins' card disputes page with the kit's mock disputes (overdue, a warning, one to answer,
// one answered), to look at: in Korean and English, at desktop and phone widths, the evidence opened, and the send
// dialog with the API's word on the note, into e2e/.shots/ (E2E_SHOTS_DIR).
//
//   npx tsx e2e/scripts/card-dispute-screens.ts
import type { BrowserContext, Page } from 'playwright-core';
import { cardDisputes } from '../../ui-kit/src/mocks/cardDisputes.js';
import { launchChromium, signedIn } from '../test/support/parties.js';
import { shot, startPortal } from '../test/support/portal.js';

/** Answers the card dispute endpoints from the kit's mocks; sending is refused with a field error. */
async function stubCardDisputes(context: BrowserContext, base: string) {
  const json = (body: unknown, status = 200) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await context.route(`${base}/api/admin/card-disputes`, (route) =>
    route.fulfill(json({ items: cardDisputes })),
  );
  await context.route(`${base}/api/admin/card-disputes/*/submit`, (route) =>
    route.fulfill(
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'The request is not valid',
            details: { note: 'Too big: expected string to have <=4000 characters' },
          },
        },
        400,
      ),
    ),
  );
}

async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const api = await startPortal();
const browser = await launchChromium({ fakeMedia: false, grantMedia: false });
try {
  const admin = await signedIn(browser, api.url, 'admin@demo.expertbridge.test');
  await stubCardDisputes(admin, api.url);
  for (const width of [1280, 375]) {
    const page = await admin.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${api.url}/admin/card-disputes`);
    await settle(page);
    await shot(page, `card-dispute-screens-${width}-ko`);
    await page.getByRole('radio', { name: 'English' }).check({ force: true });
    await page.getByRole('heading', { level: 1, name: 'Card disputes (chargebacks)' }).waitFor();
    await page.getByText('Evidence assembled').first().click();
    await shot(page, `card-dispute-screens-${width}-en`);
    await page.getByRole('button', { name: /^Add a note and send evidence now: GST/ }).click();
    await page.getByRole('textbox', { name: /Note for the bank/ }).fill('Called the client.');
    await page.getByRole('dialog').getByRole('button', { name: 'Send evidence' }).click();
    await page.getByText('Too big:').waitFor();
    await shot(page, `card-dispute-screens-${width}-send-refused`);
    // Back to the admin pages' default for the next width.
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('radio', { name: '한국어' }).check({ force: true });
    await page.close();
  }
} finally {
  await browser.close();
  await api.close();
}
