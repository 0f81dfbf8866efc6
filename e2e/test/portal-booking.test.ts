// A client's whole consultation through the portal, in Chromium against the stack as `npm start` runs it
// (durations shortened by configuration only): sign up, book for tomorrow, pay with the sandbox card, the expert
// accepts in a second browser, both meet in the room (chat both ways, video with fake devices), the client ends it
// and reviews, the expert responds and is paid after the escrow hold, and the admin's revenue shows the 15 %. Then
// a declined card, cancellations either side of the full-refund cutoff, and booking with the keyboard alone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatMoney } from '@expertbridge/ui-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bookPaid,
  DEMO,
  expertProfileOf,
  freeSlots,
  launchChromium,
  remoteVideoLive,
  setStatus,
  signedIn,
} from './support/parties.js';
import { expectAccessible, sees, shot, shotsOfFailure, startPortal } from './support/portal.js';
import type { Api } from './support/stack.js';

const DAY = 86_400_000;
/** The escrow hold, shortened so the payout comes within the test. */
const ESCROW_HOLD_MS = 20_000;
/** The full-refund cutoff, lengthened to four days so that both sides of it have free slots. */
const FULL_REFUND_LEAD_MS = 4 * DAY;
const ZONE = 'Pacific/Auckland';

let api: Api;
let browser: Browser;
let expert: BrowserContext;
let expertId: string;

beforeAll(async () => {
  api = await startPortal({
    LIFECYCLE_CONFIG_JSON: JSON.stringify({
      // Start is allowed any time before the booked hour, so the room can be held now.
      joinWindowLeadMs: 30 * DAY,
      escrowHoldMs: ESCROW_HOLD_MS,
      fullRefundLeadMs: FULL_REFUND_LEAD_MS,
      freeRescheduleLeadMs: FULL_REFUND_LEAD_MS,
    }),
    ICE_SERVERS_JSON: '[]',
  });
  browser = await launchChromium();
  expert = await signedIn(browser, api.url, DEMO.expert);
  expertId = (await expertProfileOf(api.url, expert)).id;
});

afterEach(({ task }) => shotsOfFailure(task, browser));

afterAll(async () => {
  await browser?.close();
  await api?.close();
});

const inNewZealand = { viewport: { width: 1280, height: 900 }, timezoneId: ZONE, locale: 'en-NZ' };

/** Tomorrow's date in New Zealand, as a date input takes it. */
function tomorrowInNewZealand(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + DAY));
}

async function say(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

const heard = (page: Page, text: string) =>
  page
    .getByRole('log', { name: 'Messages' })
    .getByText(text, { exact: true })
    .waitFor({ timeout: 15_000 });

describe('a client from sign-up to review, the expert to payout, the admin to revenue', () => {
  it('books, pays, meets, ends, reviews; the expert responds and is paid; revenue shows the 15 %', async () => {
    const admin = await signedIn(browser, api.url, 'admin@demo.expertbridge.test');
    const totals = (await (await admin.request.get(`${api.url}/api/admin/revenue`)).json())
      .totalRevenue as { amount: number; currency: string }[];
    const revenueBefore = totals.find((money) => money.currency === 'NZD')?.amount ?? 0;

    // Sign up.
    const client = await browser.newContext(inNewZealand);
    const page = await client.newPage();
    await page.goto(`${api.url}/signup`);
    await page.getByLabel('First name').fill('Aroha');
    await page.getByLabel('Last name').fill('Ngata');
    await page.getByLabel('Email').fill(`aroha-${Date.now()}@example.co.nz`);
    await page.getByLabel(/^Password/).fill('kia-ora-password');
    await page.getByLabel('Confirm password').fill('kia-ora-password');
    await page.getByRole('checkbox').check();
    await expectAccessible(page, 'sign up');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await sees(page, 'Account Created');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Aroha!' }).waitFor();
    await shot(page, 'booking-01-home');

    // Book tomorrow at the default 10:00 for an hour: NZ$180 with the 15 % fee included.
    await page.goto(`${api.url}/expert-profile/${expertId}`);
    await page.getByRole('heading', { level: 1, name: /Ethan Walker/ }).waitFor();
    await page.getByRole('button', { name: 'Book Consultation' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book Consultation' });
    await dialog.waitFor();
    await dialog.getByLabel('Title').fill('GST registration for my café');
    await dialog.getByLabel('Date').fill(tomorrowInNewZealand());
    await dialog.getByRole('radio', { name: '60 minutes' }).check();
    await expect.poll(() => dialog.getByRole('radio', { checked: true }).count()).toBe(2);
    await sees(page, 'Platform fee (15%) included');
    await sees(page, 'NZ$180.00');
    await expectAccessible(page, 'booking dialog');
    await shot(page, 'booking-02-book');
    await dialog.getByRole('button', { name: 'Book & Pay' }).click();
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
    const consultationId = page.url().split('/').pop()!;

    // Pay with the sandbox card.
    await sees(page, 'Order Summary');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/40');
    await page.getByLabel('Security code (CVC)').fill('123');
    await expectAccessible(page, 'payment');
    await shot(page, 'booking-03-payment');
    await page.getByRole('button', { name: 'Pay NZ$180.00' }).click();
    await sees(page, 'Payment Successful');
    await page.waitForURL(`${api.url}/consultation/${consultationId}`, { timeout: 10_000 });
    await shot(page, 'booking-04-paid');

    // The expert accepts from the dashboard.
    const expertPage = await expert.newPage();
    await expertPage.setViewportSize({ width: 1280, height: 900 });
    await expertPage.goto(`${api.url}/dashboard`);
    await expertPage.getByRole('heading', { level: 1, name: 'Expert Dashboard' }).waitFor();
    const request = expertPage.locator('li', { hasText: 'GST registration for my café' }).filter({
      has: expertPage.getByRole('button', { name: 'Accept' }),
    });
    await expectAccessible(expertPage, 'expert dashboard');
    await shot(expertPage, 'booking-05-expert-dashboard');
    await request.getByRole('button', { name: 'Accept' }).click();
    await sees(expertPage, 'Status Updated');

    // The client's room hears it, and the consultation starts.
    await page
      .getByRole('heading', { name: 'Consultation Scheduled' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Start Consultation' }).click();
    await page.getByRole('button', { name: 'I Understand, Continue' }).click();
    await page.getByRole('heading', { name: 'Consultation in Progress' }).waitFor();
    await expertPage.goto(`${api.url}/consultation/${consultationId}`);
    await expertPage.getByRole('button', { name: 'I Understand, Continue' }).click();

    // Chat both ways, then video with Chromium's fake devices.
    await expect.poll(() => page.locator('.eb-chat__status').textContent()).toBe('Connected');
    await say(page, 'Kia ora, do I need to register for GST?');
    await heard(expertPage, 'Kia ora, do I need to register for GST?');
    await say(expertPage, 'Only once your turnover passes NZ$60,000.');
    await heard(page, 'Only once your turnover passes NZ$60,000.');
    await page.getByRole('button', { name: 'Start Video' }).click();
    await expertPage.getByRole('button', { name: 'Start Video' }).click();
    await expect.poll(() => remoteVideoLive(page, 'Ethan Walker'), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => remoteVideoLive(expertPage, 'Aroha Ngata'), { timeout: 30_000 })
      .toBe(true);
    await expectAccessible(page, 'room');
    await shot(page, 'booking-06-room');

    // The client ends it; the review dialog opens a second later.
    await page.getByRole('button', { name: 'End Consultation' }).click();
    await page
      .getByRole('dialog', { name: 'End Consultation?' })
      .getByRole('button', { name: 'End Consultation' })
      .click();
    const review = page.getByRole('dialog', { name: 'Leave a Review' });
    await review.waitFor({ timeout: 10_000 });
    await review.getByLabel('Comment').fill('Clear answers on GST, thank you Ethan.');
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await sees(page, 'Review Submitted');
    await page.getByRole('heading', { name: 'Consultation Completed' }).waitFor();
    await shot(page, 'booking-07-completed');

    // The expert answers the review.
    await expertPage.goto(`${api.url}/dashboard?tab=reviews`);
    const reviewItem = expertPage.locator('li', {
      hasText: 'Clear answers on GST, thank you Ethan.',
    });
    await reviewItem.getByRole('button', { name: 'Respond' }).click();
    await reviewItem
      .getByLabel('Your response')
      .fill('Glad it helped, Aroha. Good luck with the café!');
    await reviewItem.getByRole('button', { name: 'Post Response' }).click();
    await sees(expertPage, 'Response Posted');
    await sees(expertPage, 'Glad it helped, Aroha. Good luck with the café!');

    // After the escrow hold the expert is paid 85 % (NZ$153) and the platform keeps 15 % (NZ$27).
    await expect
      .poll(
        async () => {
          const response = await expert.request.get(
            `${api.url}/api/consultations/${consultationId}`,
          );
          return (await response.json()).money?.state;
        },
        { timeout: ESCROW_HOLD_MS + 30_000, interval: 1_000 },
      )
      .toBe('paid_out');
    await expertPage.goto(`${api.url}/dashboard`);
    const earnings = expertPage.locator('.eb-stat-card', { hasText: 'Total Earnings' });
    await expect.poll(() => earnings.textContent()).toContain('NZ$153');
    await shot(expertPage, 'booking-08-paid-out');

    const adminPage = await admin.newPage();
    await adminPage.goto(`${api.url}/admin/revenue`);
    const expected = formatMoney({ amount: revenueBefore + 2700, currency: 'NZD' });
    await sees(adminPage, expected);
    await expectAccessible(adminPage, 'admin revenue');
    await shot(adminPage, 'booking-09-admin-revenue');
    await Promise.all([client.close(), admin.close(), expertPage.close()]);
  });
});

describe('payment and cancellation', () => {
  let client: BrowserContext;
  let slots: string[];

  beforeAll(async () => {
    client = await signedIn(browser, api.url, DEMO.client);
    slots = await freeSlots(api.url, client, expertId, 14);
  });
  afterAll(() => client?.close());

  it("shows 'Payment Failed' for a declined card and leaves the booking unpaid", async () => {
    const booked = await (
      await client.request.post(`${api.url}/api/consultations`, {
        data: { expertId, title: 'Declined card', duration: 60, scheduledAt: slots.pop() },
      })
    ).json();
    const page = await client.newPage();
    await page.goto(`${api.url}/payment/${booked.id}`);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/40');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await sees(page, 'Payment Failed');
    await shot(page, 'payment-01-declined');
    const after = await (
      await client.request.get(`${api.url}/api/consultations/${booked.id}`)
    ).json();
    expect(after.status).toBe('pending_payment');
    expect(page.url()).toBe(`${api.url}/payment/${booked.id}`);
    await page.close();
  });

  it('refunds in full when cancelled before the cutoff, and half after it', async () => {
    const cutoff = Date.now() + FULL_REFUND_LEAD_MS;
    const early = slots.find((slot) => Date.parse(slot) > cutoff + 3_600_000)!;
    const late = slots.find((slot) => Date.parse(slot) < cutoff - 3_600_000)!;
    for (const [startsAt, refunded, label] of [
      [early, 'NZ$180.00', 'full'],
      [late, 'NZ$90.00', 'half'],
    ] as const) {
      const paid = await bookPaid(api.url, client, expertId, startsAt, `Cancel ${label}`);
      await setStatus(api.url, expert, paid.id, 'confirmed');
      const page = await client.newPage();
      await page.goto(`${api.url}/consultation/${paid.id}`);
      await page.getByRole('button', { name: 'Cancel Consultation' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this consultation?' });
      await confirm
        .getByText(
          label === 'full' ? 'The client is refunded in full.' : /half of the payment is refunded/,
        )
        .waitFor();
      await confirm.getByRole('button', { name: 'Cancel Consultation' }).click();
      await page.getByRole('heading', { name: 'Consultation Cancelled' }).waitFor();
      await sees(page, `${refunded} was refunded to the client.`);
      await shot(page, `cancel-${label}`);
      await page.close();
    }
  });
});

describe('keyboard only', () => {
  /** Presses Tab until the focused element is the one wanted (at most `limit` presses). */
  async function tabTo(page: Page, name: string | RegExp, limit = 80) {
    const seen: string[] = [];
    for (let i = 0; i < limit; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        const labelledBy = element?.getAttribute('aria-labelledby');
        const label =
          element?.getAttribute('aria-label') ??
          (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
          element?.labels?.[0]?.textContent ??
          element?.textContent ??
          '';
        return label.replace(/\s+/g, ' ').trim();
      });
      if (typeof name === 'string' ? focused === name : name.test(focused)) return;
      seen.push(focused);
    }
    throw new Error(
      `Tab never reached ${name}; it went through ${JSON.stringify(seen.slice(0, 30))}`,
    );
  }

  it('signs in and books without a mouse', async () => {
    const context = await browser.newContext(inNewZealand);
    const page = await context.newPage();
    await page.goto(`${api.url}/login`);
    await page.getByLabel(/^Email/).waitFor();
    await tabTo(page, /^Email( \*|$)/);
    await page.keyboard.type(DEMO.client);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await sees(page, 'Login Successful');
    await page.waitForURL(`${api.url}/`);

    await page.goto(`${api.url}/expert-profile/${expertId}`);
    await page.getByRole('heading', { level: 1, name: /Ethan Walker/ }).waitFor();
    await tabTo(page, 'Book Consultation');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book Consultation' });
    await dialog.waitFor();
    // Focus is trapped in the dialog; the title field is its first.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null))
      .toBe(true);
    await tabTo(page, /^Date( \*|$)/);
    const day = new Date(Date.now() + 3 * DAY);
    const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE })
      .format(day)
      .split('-');
    // Headless Chromium lays the date field out month, day, year whatever the page's locale.
    await page.keyboard.type(`${month}${date}${year}`);
    await expect
      .poll(() => dialog.getByLabel('Date').inputValue())
      .toBe(`${year}-${month}-${date}`);
    await expect.poll(() => dialog.getByRole('radio', { checked: true }).count()).toBe(2);
    await tabTo(page, 'Book & Pay');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
    await page.getByLabel('Card number').waitFor();
    await tabTo(page, /^Card number( \*|$)/);
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/40');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await sees(page, 'Payment Successful');
    await shot(page, 'keyboard-01-paid');
    await context.close();
  });
});
