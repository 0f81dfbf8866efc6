// The partner widget on the demo partner's page ('Smith & Co Lawyers', its own origin, a strict CSP), against
// the stack as `npm start` runs it, in Chromium with third-party cookies blocked: inline and popup bookings paid
// with the sandbox card inside the widget, the page hearing the events (payment-succeeded only once paid), a
// declined card leaving the booking unpaid, two widgets keeping their own state, the keyboard alone, and axe.
import { createServer } from 'node:http';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_NAMES } from '../../widget/src/events.js';
import { DEMO, signedIn } from './support/parties.js';
import { expectAccessible, shot, shotsOfFailure } from './support/portal.js';
import { freePort } from '../../api/test/helpers/processes.js';
import { startPartnerSiteApi, type Api } from './support/stack.js';

/** Smith & Co's colour, given to both widgets as `accent="#7a2e2e"`. */
const ACCENT = 'rgb(122, 46, 46)';

let api: Api;
let browser: Browser;
let pageOrigin: string;

beforeAll(async () => {
  // The guest moves their unaccepted booking at once, however soon it starts (the first free time may be today).
  ({ api, partnerOrigin: pageOrigin } = await startPartnerSiteApi({
    LIFECYCLE_CONFIG_JSON: JSON.stringify({ freeRescheduleLeadMs: 0 }),
  }));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Third-party cookies blocked, as Chrome now ships them: the widget must not need any.
    args: ['--no-sandbox', '--disable-gpu', '--test-third-party-cookie-phaseout'],
  });
});

afterEach(({ task }) => shotsOfFailure(task, browser));

afterAll(async () => {
  await browser?.close();
  await api?.close();
});

interface Heard {
  widget: string;
  name: string;
  detail: any;
}

/** The partner's page with a record of every CSP violation, and of the widget events its own script heard. */
async function partnerPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
  });
  const page = await context.newPage();
  // Injected through the DevTools protocol, which the page's CSP does not govern.
  await page.addInitScript((names: readonly string[]) => {
    const w = window as unknown as { violations: string[]; heard: unknown[] };
    w.violations = [];
    w.heard = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    for (const name of names) {
      document.addEventListener(name, (event) =>
        w.heard.push({
          widget: (event.target as Element).id,
          name,
          detail: (event as CustomEvent).detail,
        }),
      );
    }
  }, EVENT_NAMES);
  const response = await page.goto(`${pageOrigin}/`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' ");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  return page;
}

const heard = (page: Page) => page.evaluate(() => (window as any).heard as Heard[]);
const violations = (page: Page) => page.evaluate(() => (window as any).violations as string[]);

/** A start time's radio button (the duration's are radios too): "9:00 am". */
const START = /^\d{1,2}:\d\d [ap]m$/;

/** The first free start of the day the widget opened on (earlier tests took 10:00, the default). */
async function chooseFirstTime(widget: Locator) {
  const first = widget.getByRole('radio', { name: START }).first();
  await first.waitFor({ timeout: 30_000 });
  await first.check();
}

/** Step 1 to 3 inside one widget: a time, the guest's details, on to payment. */
async function bookUntilPayment(widget: Locator, guest: string) {
  await chooseFirstTime(widget);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel(/^Your name/).fill(guest);
  await widget
    .getByLabel(/^E-mail/)
    .fill(`${guest.toLowerCase().replace(/\W+/g, '.')}@example.co.nz`);
  await widget.getByRole('button', { name: 'Continue to payment' }).click();
  await widget.getByRole('button', { name: /^Pay NZ\$/ }).waitFor();
}

async function payWith(widget: Locator, card: string) {
  await widget.getByLabel(/^Card number/).fill(card);
  await widget.getByLabel(/^Expiry/).fill('12/40');
  await widget.getByLabel(/^Security code/).fill('123');
  await widget.getByRole('button', { name: /^Pay NZ\$/ }).click();
}

/** The demo expert's view of a consultation, through the API as the expert signed in. */
async function asExpert(id: string): Promise<{ status: string; money: { paid: number } }> {
  const expert = await signedIn(browser, api.url, DEMO.expert);
  const answer = await expert.request.get(`${api.url}/api/consultations/${id}`);
  const body = await answer.json();
  await expert.close();
  return body;
}

/** The label of the radio button that has focus, through shadow roots; '' when focus is elsewhere. */
function focusedRadio(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!(active instanceof HTMLInputElement) || active.type !== 'radio') return '';
    return active.closest('label')?.textContent?.trim() ?? '';
  });
}

/** The expert's dashboard list and the admin's report of the demo partner, through the API. */
async function dashboardAndReport(bookingId: string) {
  const expert = await signedIn(browser, api.url, DEMO.expert);
  const list = await (
    await expert.request.get(`${api.url}/api/consultations/expert?pageSize=100`)
  ).json();
  await expert.close();
  const admin = await signedIn(browser, api.url, 'admin@demo.expertbridge.test');
  const partners = await (await admin.request.get(`${api.url}/api/admin/partners`)).json();
  const smithco = partners.items.find((p: any) => p.name === 'Smith & Co Lawyers');
  const report = await (
    await admin.request.get(`${api.url}/api/admin/partners/${smithco.id}/report`)
  ).json();
  await admin.close();
  return {
    onDashboard: list.items.some((item: any) => item.id === bookingId),
    paidBookings: report.totals.paidBookings as number,
  };
}

describe('the widget on a partner’s page', () => {
  it('books and pays inline, the page hearing booking-created then payment-succeeded with its id', async () => {
    const page = await partnerPage();
    const widget = page.locator('#inline-widget');
    await widget.scrollIntoViewIfNeeded();
    await bookUntilPayment(widget, 'Mere Tane');
    await shot(page, 'widget-inline-payment');
    const created = (await heard(page)).find((e) => e.name === 'expertbridge:booking-created');
    expect(created?.widget).toBe('inline-widget');
    const bookingId = created?.detail.bookingId as string;
    expect(bookingId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await heard(page)).map((e) => e.name)).not.toContain('expertbridge:payment-succeeded');
    expect((await asExpert(bookingId)).status).toBe('pending_payment');

    await payWith(widget, '4242 4242 4242 4242');
    await widget.getByRole('heading', { name: 'Booked' }).waitFor({ timeout: 30_000 });
    expect(await widget.getByText(/^EB-/).count()).toBe(1);
    await shot(page, 'widget-inline-booked');
    const names = (await heard(page))
      .filter((e) => e.widget === 'inline-widget')
      .map((e) => e.name);
    expect(names).toEqual([
      'expertbridge:ready',
      'expertbridge:slot-selected',
      'expertbridge:booking-created',
      'expertbridge:payment-succeeded',
    ]);
    const paid = (await heard(page)).find((e) => e.name === 'expertbridge:payment-succeeded');
    expect(paid?.detail).toEqual({ bookingId });
    const consultation = await asExpert(bookingId);
    expect(consultation.status).toBe('pending');
    expect(consultation.money.paid).toBeGreaterThan(0);
    expect(await dashboardAndReport(bookingId)).toEqual({ onDashboard: true, paidBookings: 1 });
    expect(
      await widget.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href'),
    ).toMatch(/^data:text\/calendar/);
    // The firm's colour and corners (accent, radius) hold once the app and its stylesheet are in.
    const room = widget.getByRole('link', { name: 'Open the consultation room' });
    expect(await room.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(ACCENT);
    expect(await room.evaluate((node) => getComputedStyle(node).borderTopLeftRadius)).toBe('4px');
    expect(await violations(page)).toEqual([]);
    await expectAccessible(page, 'partner page, inline widget booked');

    // The room's link opens ExpertBridge's own site, where the booking's token is exchanged once for the new
    // guest's way in (a first-party session there): the room of this booking, not a sign-in screen.
    const [roomPage] = await Promise.all([page.context().waitForEvent('page'), room.click()]);
    await roomPage.waitForURL(`${api.url}/consultation/${bookingId}`, { timeout: 30_000 });
    expect(roomPage.url()).not.toContain('token');
    const asGuest = await roomPage.request.get(`${api.url}/api/consultations/${bookingId}`);
    expect(asGuest.status()).toBe(200);
    // The room as the guest (the header names them), not the sign-in screen.
    await roomPage.getByRole('button', { name: /Mere/ }).waitFor();
    await roomPage.locator('.eb-spinner').first().waitFor({ state: 'detached', timeout: 30_000 });
    await shot(roomPage, 'widget-inline-room');

    // The guest moves it there; the partner's page, loaded again in the same tab, shows the booking (not a new form)
    // and hears the move once, from the start the widget last saw.
    const booked = (await heard(page)).find((e) => e.name === 'expertbridge:slot-selected')?.detail
      .startsAt as string;
    const from = new Date(Date.parse(booked) + 24 * 3_600_000).toISOString();
    const free = await roomPage.request.get(
      `${api.url}/api/experts/${await widget.getAttribute('expert-id')}/availability?from=${from}`,
    );
    const later = (await free.json()).slots[0].startsAt as string;
    const move = await roomPage.request.post(
      `${api.url}/api/consultations/${bookingId}/reschedule`,
      {
        data: { scheduledAt: later },
      },
    );
    expect(move.status()).toBe(200);
    await page.reload();
    await widget.scrollIntoViewIfNeeded();
    await widget.getByRole('heading', { name: 'Booked' }).waitFor({ timeout: 30_000 });
    await widget.getByRole('button', { name: 'Book another consultation' }).waitFor();
    await expect
      .poll(async () => (await heard(page)).filter((e) => e.name === 'expertbridge:rescheduled'))
      .toEqual([
        {
          widget: 'inline-widget',
          name: 'expertbridge:rescheduled',
          detail: { bookingId, scheduledAt: later, previousScheduledAt: booked },
        },
      ]);
  });

  it('fires payment-failed for a declined card in the popup and leaves the booking unpaid', async () => {
    const page = await partnerPage();
    const opener = page.locator('#popup-widget').getByRole('button', {
      name: 'Talk to a lawyer this week',
    });
    const colour = () => opener.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await colour()).toBe(ACCENT);
    await opener.click();
    const dialog = page.locator('#popup-widget').getByRole('dialog');
    await bookUntilPayment(dialog, 'Sam Declined');
    await payWith(dialog, '4000 0000 0000 0002');
    await dialog.locator('.eb-payment__problem').getByText('Your card was declined.').waitFor();
    expect(await dialog.getByLabel(/^Card number/).inputValue()).toBe('4000 0000 0000 0002');
    await expectAccessible(page, 'partner page, popup declined');
    const events = (await heard(page)).filter((e) => e.widget === 'popup-widget');
    const failed = events.find((e) => e.name === 'expertbridge:payment-failed');
    expect(failed?.detail).toEqual({ code: 'card_declined', message: expect.any(String) });
    expect(events.map((e) => e.name)).not.toContain('expertbridge:payment-succeeded');
    const bookingId = events.find((e) => e.name === 'expertbridge:booking-created')?.detail
      .bookingId as string;
    expect((await asExpert(bookingId)).status).toBe('pending_payment');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await heard(page)).at(-1)?.name).toBe('expertbridge:closed');
    // The button kept its colour through the app's arrival: no flash.
    expect(await colour()).toBe(ACCENT);
    expect(await opener.evaluate((button) => button.matches(':focus'))).toBe(true);
  });

  it('pays in the popup, while the inline widget keeps its own step, sending no cookie', async () => {
    const page = await partnerPage();
    // The visitor is signed in to ExpertBridge in this browser: the widget must still send no cookie.
    await page.context().request.post(`${api.url}/api/auth/email/login`, {
      data: { email: DEMO.client, password: DEMO.password },
    });
    const toApi: Promise<Record<string, string>>[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${api.url}/api/`)) toApi.push(request.allHeaders());
    });
    const inline = page.locator('#inline-widget');
    await inline.scrollIntoViewIfNeeded();
    await chooseFirstTime(inline);
    await inline.getByRole('button', { name: 'Continue' }).click();
    await inline.getByLabel(/^Your name/).fill('Inline Only');

    await page.locator('#popup-widget').getByRole('button').first().click();
    const dialog = page.locator('#popup-widget').getByRole('dialog');
    await bookUntilPayment(dialog, 'Popup Payer');
    await payWith(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('heading', { name: 'Booked' }).waitFor({ timeout: 30_000 });
    await shot(page, 'widget-popup-booked');

    expect(await inline.getByLabel(/^Your name/).inputValue()).toBe('Inline Only');
    expect(await inline.getByRole('heading', { name: 'Your details' }).count()).toBe(1);
    const paid = (await heard(page)).filter((e) => e.name === 'expertbridge:payment-succeeded');
    expect(paid.map((e) => e.widget)).toEqual(['popup-widget']);
    const headers = await Promise.all(toApi);
    expect(headers.length).toBeGreaterThan(3);
    expect(headers.filter((sent) => 'cookie' in sent)).toEqual([]);
  });

  it('books with the keyboard alone, focus trapped in the modal', async () => {
    const page = await partnerPage();
    const popup = page.locator('#popup-widget');
    const focused = (locator: Locator) => locator.evaluate((node) => node.matches(':focus'));
    /** Presses Tab until the target has focus (at most 40 times). */
    const tabTo = async (target: Locator) => {
      for (let n = 0; n < 40 && !(await focused(target)); n += 1) await page.keyboard.press('Tab');
      expect(await focused(target)).toBe(true);
    };
    await tabTo(popup.getByRole('button').first());
    await page.keyboard.press('Enter');
    const dialog = popup.getByRole('dialog');
    await dialog.getByRole('radio', { name: START }).first().waitFor({ timeout: 30_000 });
    // Tab reaches the time group on its chosen radio, or its first when none is; Space chooses it.
    for (let n = 0; n < 40 && !START.test(await focusedRadio(page)); n += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedRadio(page)).toMatch(START);
    await page.keyboard.press('Space');
    await tabTo(dialog.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await tabTo(dialog.getByLabel(/^Your name/));
    await page.keyboard.type('Kiri Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kiri@example.co.nz');
    await tabTo(dialog.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await tabTo(dialog.getByLabel(/^Card number/));
    await page.keyboard.type('4242 4242 4242 4242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/40');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Booked' }).waitFor({ timeout: 30_000 });
    // Tab from the last control comes back into the modal, never out to the page.
    for (let n = 0; n < 8; n += 1) await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((node) =>
        node.contains(
          node.getRootNode() instanceof ShadowRoot
            ? (node.getRootNode() as ShadowRoot).activeElement
            : null,
        ),
      ),
    ).toBe(true);
  });

  it('shows nothing of the expert on a site the partner has not listed', async () => {
    // The demo page's markup from a server of another firm, on an origin the partner never listed.
    const demo = (await (await fetch(`${pageOrigin}/`)).text()).replace(
      '/demo.js',
      `${pageOrigin}/demo.js`,
    );
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(demo);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      const widget = page.locator('#inline-widget');
      await widget.scrollIntoViewIfNeeded();
      await widget.getByText('This expert could not be loaded.').waitFor({ timeout: 30_000 });
      expect(await widget.getByRole('radio').count()).toBe(0);
    } finally {
      await context.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('fits a 320 px phone without an inner scroll', async () => {
    const page = await partnerPage(320);
    const widget = page.locator('#inline-widget');
    await widget.scrollIntoViewIfNeeded();
    await widget.getByRole('radio', { name: START }).first().waitFor({ timeout: 30_000 });
    const box = await widget.evaluate((node) => {
      const flow = node.shadowRoot?.querySelector('.eb-widget') as HTMLElement;
      return {
        width: flow.scrollWidth,
        client: flow.clientWidth,
        height: flow.scrollHeight,
        clientHeight: flow.clientHeight,
      };
    });
    expect(box.width).toBeLessThanOrEqual(box.client);
    expect(box.height).toBeLessThanOrEqual(box.clientHeight);
    await shot(page, 'widget-inline-320');
    await expectAccessible(page, 'partner page at 320 px');
  });
});
