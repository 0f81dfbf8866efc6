// Stripe's card step where it must work: in the partner widget on the demo partner's page (inside the
// <expertbridge-booking> element's shadow root) and in the portal. There is no js.stripe.com here: the kit's
// stand-in for Stripe.js is put on the page first (loadStripe takes an existing window.Stripe), refusing any
// mount point inside a shadow tree as Stripe.js does. The API keeps its sandbox gateway and only the payment
// config the pages read says `stripe`, so the real booking, intent and process-payment run; what the stand-in
// does for Stripe (confirming the intent) is the sandbox's confirmation of that intent, done by the test.
import { stripeStandInScript } from '@expertbridge/ui-kit/testing/stripe';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, expertProfileOf, freeSlots, launchChromium, signedIn } from './support/parties.js';
import { shot, shotsOfFailure } from './support/portal.js';
import { startPartnerSiteApi, type Api } from './support/stack.js';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
/** The page function the stand-in awaits before it answers a confirmation. */
const BINDING = '__ebConfirmAtStripe';

let api: Api;
let browser: Browser;
let pageOrigin: string;

beforeAll(async () => {
  ({ api, partnerOrigin: pageOrigin } = await startPartnerSiteApi());
  browser = await launchChromium({ fakeMedia: false, grantMedia: false });
});
afterEach(({ task }) => shotsOfFailure(task, browser));
afterAll(async () => {
  await browser?.close();
  await api?.close();
});

/** The stand-in instead of Stripe.js, and a payment config that names Stripe, in every page of `context`. */
async function withStripeStandIn(
  context: BrowserContext,
  confirm: (paymentIntentId: string) => Promise<void>,
): Promise<void> {
  await context.addInitScript({ content: stripeStandInScript({ confirmBinding: BINDING }) });
  await context.exposeFunction(BINDING, (clientSecret: string) =>
    confirm(clientSecret.split('_secret_')[0]!),
  );
  await context.route(/\/api\/(widget\/)?payments\/config$/, async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, gateway: 'stripe', publishableKey: 'pk_test_standin' },
    });
  });
}

interface Mounted {
  standIn: boolean;
  inLightDom: boolean;
  slotted: boolean;
  mounts: number;
  refusals: string[];
  options: unknown;
}

/** Where the Payment Element went: the stand-in's record and the mount point under `hostSelector`. */
function mountedUnder(page: Page, hostSelector: string): Promise<Mounted> {
  return page.evaluate((selector) => {
    const record = (window as any).__stripeStandIn;
    const frame = [...document.querySelectorAll(`${selector} [data-stand-in="payment"]`)][0];
    // The widget's light-DOM node carries the slot; in the portal the element's own box is enough.
    const point = frame?.closest<HTMLElement>('[data-eb-stripe-mount]') ?? frame?.parentElement;
    const host = document.querySelector(selector);
    const slot = point?.slot ? host?.shadowRoot?.querySelector(`slot[name="${point.slot}"]`) : null;
    return {
      standIn: Boolean(frame),
      inLightDom: point?.getRootNode() === document,
      slotted: slot ? (slot as HTMLSlotElement).assignedElements()[0] === point : false,
      mounts: record.mounts.length,
      refusals: record.refusals,
      options: record.mounts[0]?.options,
    };
  }, hostSelector);
}

const WALLETS_ON = { wallets: { applePay: 'auto', googlePay: 'auto' } };

describe('the Stripe card step with the stand-in for Stripe.js', () => {
  it('pays in the widget on the demo partner page, the Payment Element in the light DOM, slotted', async () => {
    const context = await browser.newContext({ timezoneId: 'Pacific/Auckland', locale: 'en-NZ' });
    let booking: { id: string; headers: Record<string, string> } | undefined;
    context.on('request', async (request) => {
      const found = /\/api\/widget\/bookings\/([^/]+)\/payment-intent$/.exec(request.url());
      if (!found || request.method() !== 'POST') return;
      // The booking's token and the partner key, as the widget sent them (allHeaders: the full set).
      const headers = await request.allHeaders();
      booking = {
        id: found[1]!,
        headers: {
          authorization: headers.authorization ?? '',
          'x-partner-key': headers['x-partner-key'] ?? '',
          // The widget's calls are checked against the partner's allowed origins.
          origin: pageOrigin,
        },
      };
    });
    await withStripeStandIn(context, async (paymentIntentId) => {
      if (!booking) throw new Error('no booking asked for a payment intent');
      const answer = await context.request.post(
        `${api.url}/api/widget/bookings/${booking.id}/sandbox-confirm`,
        { headers: booking.headers, data: { paymentIntentId, ...CARD } },
      );
      if (!answer.ok())
        throw new Error(`sandbox-confirm: ${answer.status()} ${await answer.text()}`);
    });
    const page = await context.newPage();
    const succeeded: unknown[] = [];
    await page.exposeFunction('__ebHeard', (detail: unknown) => succeeded.push(detail));
    await page.addInitScript(() =>
      document.addEventListener('expertbridge:payment-succeeded', (event) =>
        (window as any).__ebHeard((event as CustomEvent).detail),
      ),
    );
    await page.goto(`${pageOrigin}/`);
    const widget = page.locator('#inline-widget');
    await widget.scrollIntoViewIfNeeded();
    const first = widget.getByRole('radio', { name: /^\d{1,2}:\d\d [ap]m$/ }).first();
    await first.waitFor({ timeout: 30_000 });
    await first.check();
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel(/^Your name/).fill('Aroha Stripe');
    await widget.getByLabel(/^E-mail/).fill('aroha.stripe@example.co.nz');
    await widget.getByRole('button', { name: 'Continue to payment' }).click();

    // Visible only if the light-DOM node is assigned to a slot of the shadow tree: unslotted, it is not drawn.
    const element = widget.locator('[data-stand-in="payment"]');
    await element.waitFor({ state: 'visible', timeout: 30_000 });
    const mounted = await mountedUnder(page, '#inline-widget');
    expect(mounted).toEqual({
      standIn: true,
      inLightDom: true,
      slotted: true,
      mounts: 1,
      refusals: [],
      options: WALLETS_ON,
    });
    // The card step's layout holds: the element sits above the Pay button, inside the widget's box.
    const [box, pay, host] = await Promise.all([
      element.boundingBox(),
      widget.getByRole('button', { name: /^Pay NZ\$/ }).boundingBox(),
      widget.boundingBox(),
    ]);
    expect(box!.y + box!.height).toBeLessThanOrEqual(pay!.y);
    expect(box!.x).toBeGreaterThanOrEqual(host!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(host!.x + host!.width);
    await shot(page, 'stripe-step-widget');

    await widget.getByRole('button', { name: /^Pay NZ\$/ }).click();
    await widget.getByRole('heading', { name: 'Booked' }).waitFor({ timeout: 30_000 });
    expect(succeeded).toEqual([{ bookingId: booking?.id }]);
    await context.close();
  });

  it('pays in the portal, the Payment Element mounted in place', async () => {
    const expert = await signedIn(browser, api.url, DEMO.expert);
    const { id: expertId } = await expertProfileOf(api.url, expert);
    await expert.close();
    const client = await signedIn(browser, api.url, DEMO.client);
    const [startsAt] = (await freeSlots(api.url, client, expertId)).slice(-1);
    const booked = await (
      await client.request.post(`${api.url}/api/consultations`, {
        data: {
          expertId,
          title: 'Paying through the Stripe step',
          description: 'Stand-in for Stripe.js',
          duration: 60,
          scheduledAt: startsAt,
        },
      })
    ).json();
    expect(booked.status).toBe('pending_payment');
    await withStripeStandIn(client, async (paymentIntentId) => {
      const answer = await client.request.post(`${api.url}/api/payments/sandbox/confirm`, {
        data: { paymentIntentId, ...CARD },
      });
      if (!answer.ok()) throw new Error(`sandbox confirm: ${answer.status()}`);
    });
    const page = await client.newPage();
    await page.goto(`${api.url}/payment/${booked.id}`);
    const element = page.locator('form.eb-payment__card [data-stand-in="payment"]');
    await element.waitFor({ state: 'visible', timeout: 30_000 });
    const mounted = await mountedUnder(page, 'form.eb-payment__card');
    expect(mounted).toMatchObject({
      standIn: true,
      inLightDom: true,
      mounts: 1,
      refusals: [],
      options: WALLETS_ON,
    });
    await shot(page, 'stripe-step-portal');
    await page.getByRole('button', { name: /^Pay NZ\$/ }).click();
    await page
      .getByText('Payment Successful', { exact: false })
      .first()
      .waitFor({ timeout: 30_000 });
    const after = await (
      await client.request.get(`${api.url}/api/consultations/${booked.id}`)
    ).json();
    expect(after.status).toBe('pending');
    await client.close();
  });
  it("shows the admin the demo partner's wallet domains: its local origin cannot be registered", async () => {
    const admin = await signedIn(browser, api.url, 'admin@demo.expertbridge.test');
    const page = await admin.newPage();
    await page.goto(`${api.url}/admin/partners`);
    await page.getByRole('radio', { name: 'English' }).check();
    const firm = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: 'Smith & Co Lawyers' }),
    });
    await firm.getByText('Wallet domains').waitFor({ timeout: 15_000 });
    // The demo page is served from 127.0.0.1: an IP address, which Stripe cannot register.
    await firm.getByText('Cannot be registered').first().waitFor();
    await expect
      .poll(() => firm.getByText('An IP address cannot be registered.').count())
      .toBeGreaterThan(0);
    await shot(page, 'stripe-step-admin-domains');
    await admin.close();
  });
});
