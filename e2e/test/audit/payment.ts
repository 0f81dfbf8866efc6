// The payment page as a client meets it: a declined card keeps what was typed (all but the security code) and a
// changed number pays; an expiry in the past is refused beside the field before anything is sent; a consultation
// that does not exist or is someone else's is "not found" with no Try Again; the time the booking is held until
// reads the same on the payment page as on the dashboard. At 1280 and 375 px.
import { randomUUID } from 'node:crypto';
import type { components } from '@expertbridge/sdk';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, expertProfileOf, freeSlots, signedIn, stranger } from '../support/parties.js';
import { expectAccessible, sees, shot } from '../support/portal.js';
import type { AuditStack } from './context.js';

type Consultation = components['schemas']['Consultation'];

const WIDTHS = [1280, 375] as const;

export function paymentJourneys(stack: AuditStack) {
  describe('payment page', () => {
    let client: BrowserContext;
    let expertId: string;

    beforeAll(async () => {
      client = await signedIn(stack.browser, stack.api.url, DEMO.client);
      const expert = await signedIn(stack.browser, stack.api.url, DEMO.expert);
      expertId = (await expertProfileOf(stack.api.url, expert)).id;
      await expert.close();
    });
    afterAll(() => client?.close());

    /** Books the demo expert's next free hour as the client: awaiting payment. */
    async function booked(title: string): Promise<Consultation> {
      const slots = await freeSlots(stack.api.url, client, expertId, 21);
      const answer = await client.request.post(`${stack.api.url}/api/consultations`, {
        data: { expertId, title, duration: 60, scheduledAt: slots.at(-1) },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return answer.json();
    }

    async function paymentPage(id: string, width: number): Promise<Page> {
      const page = await client.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${stack.api.url}/payment/${id}`);
      await page.getByLabel(/^Card number/).waitFor();
      return page;
    }

    async function typeCard(page: Page, cardNumber: string, expiry: string, cvc: string) {
      await page.getByLabel(/^Card number/).fill(cardNumber);
      await page.getByLabel(/^Expiry/).fill(expiry);
      await page.getByLabel(/^Security code/).fill(cvc);
      await page.getByRole('button', { name: /^Pay NZ\$/ }).click();
    }

    for (const width of WIDTHS) {
      it(`keeps a declined card as typed and pays once the number is changed (${width} px)`, async () => {
        const consultation = await booked(`Declined then paid at ${width}`);
        const page = await paymentPage(consultation.id, width);
        await typeCard(page, '4000 0000 0000 0002', '12/40', '123');
        await page.locator('.eb-payment__problem').getByText('Your card was declined.').waitFor();
        await expect
          .poll(() => page.getByLabel(/^Card number/).inputValue())
          .toBe('4000 0000 0000 0002');
        expect(await page.getByLabel(/^Expiry/).inputValue()).toBe('12/40');
        // The security code is never kept once sent for authorisation; the field says so.
        expect(await page.getByLabel(/^Security code/).inputValue()).toBe('');
        await sees(page, 'For your security, enter the code again.');
        expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
        await expectAccessible(page, `payment declined ${width}`);
        await shot(page, `audit-payment-declined-${width}`);

        await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
        await page.getByLabel(/^Security code/).fill('123');
        await page.getByRole('button', { name: /^Pay NZ\$/ }).click();
        await sees(page, 'Payment Successful');
        await page.waitForURL(`${stack.api.url}/consultation/${consultation.id}`);
        await page.close();
      });

      it(`refuses an expiry in the past beside the field, asking nothing of the server (${width} px)`, async () => {
        const consultation = await booked(`Expired card at ${width}`);
        const page = await paymentPage(consultation.id, width);
        const sent: string[] = [];
        page.on('request', (request) => {
          if (/\/api\/(create-payment-intent|payments\/)/.test(request.url())) {
            sent.push(request.url());
          }
        });
        await typeCard(page, '4242 4242 4242 4242', '01/20', '123');
        const expiry = page.getByLabel(/^Expiry/);
        await expect.poll(() => expiry.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (await expiry.getAttribute('aria-describedby')) ?? '';
        const message = page.locator(`[id="${describedBy.split(' ').at(-1)}"]`);
        expect(await message.textContent()).toBe(
          'This card has expired. Check the date, or use another card.',
        );
        expect(await expiry.evaluate((node) => node === document.activeElement)).toBe(true);
        expect(sent).toEqual([]);
        await shot(page, `audit-payment-expired-${width}`);
        await page.close();
      });

      it(`says not found, with no Try Again, for a missing or someone else's consultation (${width} px)`, async () => {
        const theirs = await booked(`Someone else's at ${width}`);
        const other = await stranger(stack.browser, stack.api.url);
        for (const [label, context, id] of [
          ['missing', client, randomUUID()],
          ['not-theirs', other, theirs.id],
        ] as const) {
          const page = await context.newPage();
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${stack.api.url}/payment/${id}`);
          await page.getByRole('heading', { name: 'Consultation Not Found' }).waitFor();
          expect(await page.getByText('Payment Setup Failed').count()).toBe(0);
          expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
          const back = page.getByRole('link', { name: 'Back to Dashboard' });
          expect(await back.getAttribute('href')).toBe('/dashboard');
          await expectAccessible(page, `payment not found ${label} ${width}`);
          await shot(page, `audit-payment-not-found-${label}-${width}`);
          await page.close();
        }
        await other.close();
      });

      it(`shows the same pay-by time on the payment page as on the dashboard (${width} px)`, async () => {
        const title = `Pay-by time at ${width}`;
        const consultation = await booked(title);
        const dashboard = await client.newPage();
        await dashboard.setViewportSize({ width, height: 900 });
        await dashboard.goto(`${stack.api.url}/dashboard`);
        const row = dashboard.locator('.eb-complete-payment li').filter({ hasText: title });
        const onDashboard = row.getByText(/^Pay by /);
        await onDashboard.waitFor();
        const expected = (await onDashboard.textContent())!;
        // The time comes from the booking (its payment window), not a fixed text.
        expect(expected).toMatch(/^Pay by \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m$/);
        await dashboard.close();

        const page = await paymentPage(consultation.id, width);
        const onPaymentPage = page.getByText(/^Pay by /);
        await onPaymentPage.waitFor();
        expect(await onPaymentPage.textContent()).toBe(expected);
        await shot(page, `audit-payment-deadline-${width}`);
        await page.close();
      });
    }
  });
}
