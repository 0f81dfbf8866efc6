// After a guest books and pays through the demo partner's widget ('Smith & Co Lawyers', pk_test_smithco, from the
// demo site's own origin), the booking is the expert's like any other (their dashboard lists it) and the admin's
// partner report counts it, in the portal in Chromium.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../api/test/helpers/processes.js';
import { ensurePortalBuilt } from '../../scripts/portal-build.mjs';
import { DEMO, launchChromium, signedIn } from './support/parties.js';
import { expectAccessible, sees, shot, shotsOfFailure } from './support/portal.js';
import { startApi, type Api } from './support/stack.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
let api: Api;
let browser: Browser;
let partnerOrigin: string;

beforeAll(async () => {
  ensurePortalBuilt();
  const port = await freePort();
  partnerOrigin = `http://127.0.0.1:${port}`;
  api = await startApi(
    { PORTAL_DIR: path.join(root, 'portal', 'dist'), PARTNER_DEMO_PORT: String(port) },
    '',
  );
  browser = await launchChromium({ fakeMedia: false, grantMedia: false });
});

afterEach(({ task }) => shotsOfFailure(task, browser));

afterAll(async () => {
  await browser?.close();
  await api?.close();
});

/** A widget call as the demo partner's page makes it. */
async function widgetCall(pathname: string, init: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${api.url}${pathname}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'X-Partner-Key': 'pk_test_smithco',
      Origin: partnerOrigin,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

describe('a widget booking in the portal', () => {
  it('is on the expert’s dashboard and in the partner report', async () => {
    const directory = await (await fetch(`${api.url}/api/experts?searchTerm=Walker`)).json();
    const expertId = directory.items[0].id as string;
    const availability = await widgetCall(
      `/api/widget/experts/${expertId}/availability?duration=60`,
    );
    const title = `Relationship property agreement ${Date.now().toString(36)}`;
    const booked = await widgetCall('/api/widget/bookings', {
      body: {
        expertId,
        scheduledAt: availability.slots[0].startsAt,
        title,
        guest: { name: 'Mere Tane', email: `mere-${Date.now()}@example.co.nz` },
        metadata: { utm_source: 'newsletter' },
      },
    });
    const intent = await widgetCall(`/api/widget/bookings/${booked.id}/payment-intent`, {
      body: {},
      token: booked.bookingToken,
    });
    await widgetCall(`/api/widget/bookings/${booked.id}/sandbox-confirm`, {
      body: {
        paymentIntentId: intent.paymentIntentId,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      },
      token: booked.bookingToken,
    });
    const paid = await widgetCall(`/api/widget/bookings/${booked.id}/process-payment`, {
      body: { paymentIntentId: intent.paymentIntentId },
      token: booked.bookingToken,
    });
    expect(paid.status).toBe('pending');

    const expert = await signedIn(browser, api.url, DEMO.expert);
    const expertPage = await expert.newPage();
    await expertPage.setViewportSize({ width: 1280, height: 900 });
    await expertPage.goto(`${api.url}/dashboard`);
    await sees(expertPage, title);
    await shot(expertPage, 'widget-booking-01-expert-dashboard');

    const admin = await signedIn(browser, api.url, 'admin@demo.expertbridge.test');
    const page = await admin.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${api.url}/admin/partners`);
    await page.getByRole('radio', { name: 'English' }).check();
    const firm = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: 'Smith & Co Lawyers' }),
    });
    await expect.poll(() => firm.getByText('pk_test_smithco').isVisible()).toBe(true);
    await firm.getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('table', {
      name: /Bookings through Smith & Co Lawyers by month/,
    });
    await report.waitFor();
    const month = new Date().toLocaleString('en-NZ', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const row = report
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: month }) });
    // One booking, paid: NZ$180.00 from the client.
    await expect.poll(async () => (await row.textContent()) ?? '').toMatch(/NZ\$180\.00/);
    await expectAccessible(page, 'admin partner report');
    await shot(page, 'widget-booking-02-partner-report');
    await Promise.all([expert.close(), admin.close()]);
  });
});
