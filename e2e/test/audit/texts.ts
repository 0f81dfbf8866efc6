// Text as people read it: initials that keep an emoji whole, one set of marketing figures on every page,
// a Help Center whose Email Support and Live Chat reach support, and a room that words the join window this
// stack is configured with (30 days, see portal-audit.test.ts) rather than a fixed "10 minutes".
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, consultationBetween, signedIn } from '../support/parties.js';
import { expectAccessible, sees, shot } from '../support/portal.js';
import { visitorPage, type AuditStack } from './context.js';

/** The figures of a band as [what it counts, value] pairs. */
async function figures(page: Page, region: string): Promise<string[][]> {
  const band = page.getByRole('region', { name: region });
  await band.locator('dd').first().waitFor();
  return band
    .locator('dl > div')
    .evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('dt')?.textContent ?? '',
        item.querySelector('dd')?.textContent ?? '',
      ]),
    );
}

export function textsJourneys(stack: AuditStack) {
  describe('texts: cut, counted and worded from configuration', () => {
    it('shows a name that starts with an emoji as 🦊F in the avatar: the header at 1280 px, My Page at 375', async () => {
      const api = stack.api.url;
      for (const width of [1280, 375]) {
        const { context, page } = await visitorPage(stack, width);
        const registered = await context.request.post(`${api}/api/auth/email/register`, {
          data: {
            firstName: '🦊',
            lastName: 'Fox',
            email: `fox-${width}-${Date.now()}@example.co.nz`,
            password: 'fox-password-2026',
          },
        });
        expect(registered.ok(), await registered.text()).toBe(true);
        // The header carries the avatar on a desktop; on a phone the menu is a drawer, and My Page shows it.
        await page.goto(width === 1280 ? `${api}/` : `${api}/profile`);
        const avatar = page
          .getByRole(width === 1280 ? 'banner' : 'main')
          .locator('.eb-avatar:visible')
          .first();
        await avatar.waitFor();
        const text = await avatar.textContent();
        expect(text).toBe('🦊F');
        // Half a surrogate pair would show as U+FFFD or stay a lone surrogate in the DOM.
        expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|\uFFFD/);
        await shot(page, `texts-01-fox-avatar-${width}`);
        await context.close();
      }
    });

    it('gives the landing and About pages the same figures', async () => {
      const { context, page } = await visitorPage(stack);
      await page.goto(`${stack.api.url}/`);
      const landing = await figures(page, 'ExpertBridge in numbers');
      await page.goto(`${stack.api.url}/about`);
      const about = await figures(page, 'Our Impact');
      expect(landing).toEqual([
        ['Verified experts', '200+'],
        ['Consultations completed', '5,000+'],
        ['Average rating', '4.8'],
        ['Typical response time', '< 2 hours'],
      ]);
      expect(about).toEqual(landing);
      await shot(page, 'texts-02-about-figures');
      await context.close();
    });

    it('offers Email Support and a Live Chat that reaches support on Help, and words the join window', async () => {
      for (const width of [1280, 375]) {
        const { context, page } = await visitorPage(stack, width);
        await page.goto(`${stack.api.url}/help`);
        await page.getByRole('button', { name: 'How do I join my consultation?' }).click();
        await sees(page, 'Start Consultation becomes available 30 days before the scheduled time.');
        const email = page.getByRole('link', { name: 'Email Support' });
        expect(await email.getAttribute('href')).toMatch(/^mailto:support@/);
        await page.getByRole('button', { name: 'Live Chat' }).click();
        const dialog = page.getByRole('dialog', { name: 'Live Chat with Support' });
        await dialog.getByRole('textbox', { name: 'Your question' }).fill('Can I move my booking?');
        const send = new URL(
          (await dialog.getByRole('link', { name: 'Send to Support' }).getAttribute('href'))!,
        );
        expect(send.protocol).toBe('mailto:');
        expect(send.searchParams.get('body')).toBe('Can I move my booking?');
        expect(await dialog.getByRole('status').textContent()).toMatch(/Our team is (on|away) now/);
        await expectAccessible(page, `help live chat ${width}`);
        await shot(page, `texts-03-live-chat-${width}`);
        await context.close();
      }
    });

    it("words the room's join window from the stack's configuration: 30 days, not 10 minutes", async () => {
      const api = stack.api.url;
      const client = await signedIn(stack.browser, api, DEMO.client);
      const expert = await signedIn(stack.browser, api, DEMO.expert);
      const consultation = await consultationBetween(api, client, expert, false);
      const page = await client.newPage();
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(`${api}/consultation/${consultation.id}`);
      await sees(page, 'You can start the consultation 30 days before the scheduled time.');
      expect(await page.getByText('10 minutes before').count()).toBe(0);
      expect(await page.getByText(/\(s\)/).count()).toBe(0);
      await expect
        .poll(() => page.getByRole('button', { name: 'Start Consultation' }).isEnabled())
        .toBe(true);
      await shot(page, 'texts-04-room-join-window');
      await client.close();
      await expert.close();
    });
  });
}
