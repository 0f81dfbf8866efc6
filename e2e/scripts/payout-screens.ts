// Screenshots of the payout screens, to look at: the expert's payouts page in each status, the return page, the
// sandbox onboarding page (with a field error), the dashboard's payout card, the approved application and the
// admins' readiness table, at desktop and phone widths, into e2e/.shots/ (E2E_SHOTS_DIR).
//
//   npx tsx e2e/scripts/payout-screens.ts            the stack as `npm start` runs it, answers from its API
//   STUB_PAYOUTS=1 npx tsx e2e/scripts/payout-screens.ts
//                                                    the payout endpoints answered from the kit's mocks (for an
//                                                    API without them yet, and to see every status)
import type { BrowserContext, Page } from 'playwright-core';
import {
  adminPayoutAccounts,
  detailsDueAccount,
  notStartedAccount,
  pendingAccount,
  readyAccount,
  restrictedAccount,
  sandboxSession,
} from '../../ui-kit/src/mocks/payouts.js';
import { DEMO, launchChromium, signedIn } from '../test/support/parties.js';
import { shot, startPortal } from '../test/support/portal.js';

const STUB = process.env.STUB_PAYOUTS === '1';
const TOKEN = 'pol_screens';

/** Answers the payout endpoints from the kit's mocks, the account in this status. */
async function stubPayouts(context: BrowserContext, base: string, account: unknown) {
  const json = (body: unknown, status = 200) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await context.unrouteAll();
  await context.route(`${base}/api/experts/me/payout-account`, (route) =>
    route.fulfill(json(account)),
  );
  await context.route(`${base}/api/experts/me/payout-account/sync`, (route) =>
    route.fulfill(json(readyAccount)),
  );
  await context.route(`${base}/api/experts/me/payout-account/onboarding`, (route) =>
    route.fulfill(
      json(
        { url: `${base}/sandbox/payout-onboarding/${TOKEN}`, expiresAt: sandboxSession.expiresAt },
        201,
      ),
    ),
  );
  await context.route(`${base}/api/payments/sandbox/onboarding/*`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill(json(sandboxSession))
      : route.fulfill(
          json(
            {
              error: {
                code: 'validation_failed',
                message: 'Check the details',
                details: {
                  bankAccount: 'Enter a New Zealand bank account as BB-bbbb-AAAAAAA-SSS.',
                },
              },
            },
            400,
          ),
        ),
  );
  await context.route(`${base}/api/admin/payout-accounts*`, (route) =>
    route.fulfill(json({ items: adminPayoutAccounts, page: 1, pageSize: 20, total: 5 })),
  );
}

async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const api = await startPortal();
const browser = await launchChromium({ fakeMedia: false, grantMedia: false });
try {
  const expert = await signedIn(browser, api.url, DEMO.expert);
  const admin = await signedIn(browser, api.url, 'admin@demo.expertbridge.test');
  for (const width of [1280, 375]) {
    const page = await expert.newPage();
    await page.setViewportSize({ width, height: 900 });
    const statuses: [string, unknown][] = STUB
      ? [
          ['not-started', notStartedAccount],
          ['details-due', detailsDueAccount],
          ['pending', pendingAccount],
          ['ready', readyAccount],
          ['restricted', restrictedAccount],
        ]
      : [['live', undefined]];
    for (const [name, account] of statuses) {
      if (STUB) await stubPayouts(expert, api.url, account);
      await page.goto(`${api.url}/expert/payouts`);
      await settle(page);
      await shot(page, `payout-screens-${width}-payouts-${name}`);
    }
    if (STUB) await stubPayouts(expert, api.url, detailsDueAccount);
    await page.goto(`${api.url}/expert-dashboard`);
    await settle(page);
    await shot(page, `payout-screens-${width}-dashboard`);
    await page.goto(`${api.url}/become-expert`);
    await settle(page);
    await shot(page, `payout-screens-${width}-approved`);
    await page.goto(`${api.url}/expert/payouts/return`);
    await settle(page);
    await shot(page, `payout-screens-${width}-return`);

    // The sandbox page through the button, and a refused bank account.
    await page.goto(`${api.url}/expert/payouts`);
    await page
      .getByRole('button', { name: /Set up payouts|Continue setup|Update details/ })
      .click();
    await page.waitForURL(/\/sandbox\/payout-onboarding\//);
    await settle(page);
    await shot(page, `payout-screens-${width}-sandbox`);
    await page.getByRole('textbox', { name: /Legal name/ }).fill('Ethan Walker');
    await page.getByRole('textbox', { name: /Date of birth/ }).fill('1901-01-01');
    await page.getByRole('textbox', { name: /Bank account/ }).fill('12345');
    await page.getByRole('button', { name: 'Submit details' }).click();
    await page.waitForLoadState('networkidle');
    await shot(page, `payout-screens-${width}-sandbox-error`);
    await page.close();

    if (STUB) await stubPayouts(admin, api.url, undefined);
    const adminPage = await admin.newPage();
    await adminPage.setViewportSize({ width, height: 900 });
    await adminPage.goto(`${api.url}/admin/payouts`);
    await settle(adminPage);
    await shot(adminPage, `payout-screens-${width}-admin`);
    await adminPage.close();
  }
} finally {
  await browser.close();
  await api.close();
}
