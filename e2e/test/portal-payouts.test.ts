// A newly approved expert sets up payouts on the sandbox, in Chromium against the stack as `npm start` runs it:
// the payouts page says payouts are not set up, Set up payouts leads to the sandbox's stand-in for Stripe's
// hosted onboarding (labelled as such), a refused bank account is named by its field, the test date of birth
// 1901-01-01 verifies at once, and the return page shows "Ready to be paid". Opening the return page again only
// refreshes; an admin sees the expert's readiness. The test date of birth 1902-01-01 fails verification: the
// page says payouts are paused, and why.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signedIn } from './support/parties.js';
import { expectAccessible, sees, shot, shotsOfFailure, startPortal } from './support/portal.js';
import type { Api } from './support/stack.js';

const CHECKLIST = [
  { item: 'licence_or_certification', outcome: 'verified' },
  { item: 'photo_id', outcome: 'verified' },
  { item: 'proof_of_experience', outcome: 'verified' },
  { item: 'indemnity_insurance', outcome: 'not_applicable' },
  { item: 'background_check', outcome: 'verified' },
];

let api: Api;
let browser: Browser;

beforeAll(async () => {
  api = await startPortal();
  browser = await launchChromium({ fakeMedia: false, grantMedia: false });
});

afterEach(({ task }) => shotsOfFailure(task, browser));

afterAll(async () => {
  await browser?.close();
  await api?.close();
});

/** A new user who applies and whom an admin approves: an expert with no payout account yet. */
async function newlyApprovedExpert(): Promise<{ context: BrowserContext; name: string }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
  });
  const stamp = Date.now().toString(36);
  const name = `Tama Payee${stamp}`;
  const registered = await context.request.post(`${api.url}/api/auth/email/register`, {
    data: {
      firstName: 'Tama',
      lastName: `Payee${stamp}`,
      email: `tama-${stamp}@example.co.nz`,
      password: 'tama-password',
    },
  });
  expect(registered.ok()).toBe(true);
  const applied = await context.request.post(`${api.url}/api/experts/apply`, {
    data: {
      title: 'Chartered Accountant',
      bio: 'I help sole traders with GST and provisional tax.',
      experience: 'Twelve years in public practice.',
      qualifications: 'CA ANZ',
      hourlyRate: 18000,
      categoryId: 1,
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const { id } = (await applied.json()) as { id: string };
  const admin = await signedIn(browser, api.url, 'admin@demo.expertbridge.test');
  const approved = await admin.request.post(`${api.url}/api/admin/applications/${id}/approve`, {
    data: { checks: CHECKLIST },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await admin.close();
  return { context, name };
}

const words = (page: Page) => page.locator('.eb-payout-status__words');

describe('an approved expert sets up payouts on the sandbox', () => {
  it('sets up payouts, is refused a bad bank account by its field, verifies and is ready to be paid', async () => {
    const { context, name } = await newlyApprovedExpert();
    const page = await context.newPage();

    // The dashboard shows where payouts stand and leads to the payouts page.
    await page.goto(`${api.url}/expert-dashboard`);
    const card = page.getByRole('region', { name: 'Payout details' });
    await card.getByText('Payouts not set up').waitFor();
    await card.getByRole('link', { name: 'Manage payouts' }).click();
    await page.waitForURL(`${api.url}/expert/payouts`);
    await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
    await expect.poll(() => words(page).textContent()).toMatch(/^Set up payouts so we can pay you/);
    await expectAccessible(page, 'the payouts page, not started');
    await shot(page, 'payouts-01-not-started');

    // Set up payouts: a fresh link to the sandbox's onboarding page.
    await page.getByRole('button', { name: 'Set up payouts' }).click();
    await page.waitForURL(/\/sandbox\/payout-onboarding\/[^/]+$/);
    const onboardingUrl = page.url();
    await sees(page, 'Sandbox — no real account is created');
    await sees(page, new RegExp(`For ${name}`));
    await expectAccessible(page, 'the sandbox onboarding page');
    await shot(page, 'payouts-02-sandbox-onboarding');

    // A bank account the sandbox refuses: its words by the field, and the browser stays.
    await page.getByRole('textbox', { name: /Legal name/ }).fill(name);
    await page.getByRole('textbox', { name: /Date of birth/ }).fill('1901-01-01');
    const bank = page.getByRole('textbox', { name: /Bank account/ });
    await bank.fill('12345');
    await page.getByRole('button', { name: 'Submit details' }).click();
    await expect.poll(() => bank.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.getByRole('textbox', { name: /Date of birth/ }).getAttribute('aria-invalid'),
    ).toBeNull();
    await shot(page, 'payouts-03-sandbox-field-error');

    // The test date of birth that verifies at once: back on the return page, ready to be paid.
    await bank.fill('12-3456-7890123-00');
    await page.getByRole('button', { name: 'Submit details' }).click();
    await page.waitForURL(`${api.url}/expert/payouts/return`);
    await expect
      .poll(() => words(page).textContent(), { timeout: 15_000 })
      .toMatch(/^Ready to be paid\./);
    await page.getByText('Ready to be paid', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Update details' }).waitFor();
    await expectAccessible(page, 'the return page, ready');
    await shot(page, 'payouts-04-ready');

    // The return address again: it only refreshes the expert's own status.
    await page.reload();
    await expect.poll(() => words(page).textContent()).toMatch(/^Ready to be paid\./);
    // The sandbox link was single-use.
    await page.goto(onboardingUrl);
    await page
      .getByRole('heading', {
        level: 1,
        name: 'This onboarding link has expired or was already used',
      })
      .waitFor();

    // An admin sees the expert ready (the readiness list, filtered, as the admin page asks for it).
    const admin = await signedIn(browser, api.url, 'admin@demo.expertbridge.test');
    const listed = await admin.request.get(
      `${api.url}/api/admin/payout-accounts?status=ready&pageSize=100`,
    );
    expect(listed.ok()).toBe(true);
    const { items } = (await listed.json()) as { items: { expertName: string; status: string }[] };
    expect(items.find((item) => item.expertName === name)?.status).toBe('ready');
    const adminPage = await admin.newPage();
    await adminPage.goto(`${api.url}/admin/payouts`);
    await adminPage.getByRole('table').waitFor();
    await expectAccessible(adminPage, 'the admin payout readiness page');
    await shot(adminPage, 'payouts-05-admin');
    await admin.close();
    await context.close();
  });

  it('fails verification with the test date of birth 1902-01-01 and says payouts are paused and why', async () => {
    const { context, name } = await newlyApprovedExpert();
    const page = await context.newPage();
    await page.goto(`${api.url}/expert/payouts`);
    await page.getByRole('button', { name: 'Set up payouts' }).click();
    await page.waitForURL(/\/sandbox\/payout-onboarding\/[^/]+$/);
    await page.getByRole('textbox', { name: /Legal name/ }).fill(name);
    await page.getByRole('textbox', { name: /Date of birth/ }).fill('1902-01-01');
    await page.getByRole('textbox', { name: /Bank account/ }).fill('12-3456-7890123-00');
    await page.getByRole('button', { name: 'Submit details' }).click();
    await page.waitForURL(`${api.url}/expert/payouts/return`);
    await expect
      .poll(() => words(page).textContent(), { timeout: 15_000 })
      .toBe('Payouts are paused: Stripe could not verify your identity.');
    await page.getByText('Payouts paused', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Update details' }).waitFor();
    await shot(page, 'payouts-06-restricted');
    await context.close();
  });
});
