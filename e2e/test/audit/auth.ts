// Signing in and being greeted, as people meet them on `npm start`'s stack: no identity provider is configured
// there, so "Continue with ExpertBridge" (which would only come back to the same page) is not offered; a new
// account is welcomed, not welcomed back; a long e-mail wraps where an address may break, never inside a word.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, sees, shot } from '../support/portal.js';
import { visitorPage, type AuditStack } from './context.js';

/** A fresh address of the kind that is wider than the user menu. */
const longEmail = () => `charlotte.ngata-smith.${Date.now()}@accounts.featherstonconsulting.co.nz`;

/**
 * The places the element's text wraps onto a new line, each as the characters either side of the break
 * (`a|b`), read from the layout the browser made.
 */
function lineBreaksOf(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const chars: { char: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ char: text[i]!, top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    const breaks: string[] = [];
    for (let i = 1; i < chars.length; i++) {
      if (chars[i]!.top > chars[i - 1]!.top) breaks.push(`${chars[i - 1]!.char}|${chars[i]!.char}`);
    }
    return breaks;
  });
}

/** Every break comes after the '@' or before a '.', '-', '_' or '+': never inside a word. */
function expectBreaksBetweenWords(breaks: string[], where: string) {
  for (const at of breaks) expect(at, `a line break in ${where}`).toMatch(/^@\||\|[.\-_+]$/);
}

async function register(context: BrowserContext, api: string, email: string) {
  const response = await context.request.post(`${api}/api/auth/email/register`, {
    data: { firstName: 'Charlotte', lastName: 'Ngata-Smith', email, password: 'a-long-password' },
  });
  expect(response.status(), `register ${email}`).toBe(201);
}

export function authJourneys(stack: AuditStack) {
  describe('sign-in and greetings', () => {
    it.each([1280, 375])(
      'offers no "Continue with ExpertBridge" on /login and /signup without an identity provider (%i px)',
      async (width) => {
        const { context, page } = await visitorPage(stack, width);
        try {
          for (const [path, submit] of [
            ['/login', 'Sign In'],
            ['/signup', 'Create Account'],
          ] as const) {
            await page.goto(`${stack.api.url}${path}`);
            await page.getByRole('button', { name: submit }).waitFor();
            // Whatever the page asks the API about sign-in has been answered and rendered once it is idle.
            await page.waitForLoadState('networkidle');
            expect(await page.getByRole('link', { name: /Continue with/ }).count()).toBe(0);
            expect(await page.getByText(/Continue with/).count()).toBe(0);
            await shot(page, `auth-no-provider${path.replace('/', '-')}-${width}`);
            await expectAccessible(page, `${path} at ${width} px`);
          }
        } finally {
          await context.close();
        }
      },
    );

    it('welcomes a new account as new on home, the dashboard and its first sign-in, and welcomes it back after', async () => {
      const { context, page } = await visitorPage(stack);
      try {
        const email = `mere.tane.${Date.now()}@example.co.nz`;
        await page.goto(`${stack.api.url}/signup`);
        await page.getByLabel(/^First name/).fill('Mere');
        await page.getByLabel(/^Last name/).fill('Tane');
        await page.getByLabel(/^Email/).fill(email);
        await page.getByLabel(/^Password/).fill('a-long-password');
        await page.getByLabel(/^Confirm password/).fill('a-long-password');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Create Account' }).click();

        await page.getByRole('heading', { level: 1, name: 'Welcome, Mere!' }).waitFor();
        expect(await page.getByText(/Welcome back/).count()).toBe(0);
        await shot(page, 'auth-new-account-home');

        await page.goto(`${stack.api.url}/dashboard`);
        await sees(page, 'Welcome, Mere!');
        expect(await page.getByText(/Welcome back/).count()).toBe(0);

        // Signed out and in again, Mere is back.
        await page.goto(`${stack.api.url}/api/logout`);
        await page.goto(`${stack.api.url}/login`);
        await page.getByLabel(/^Email/).fill(email);
        await page.getByLabel(/^Password/).fill('a-long-password');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await sees(page, 'Welcome back!');
        await page.getByRole('heading', { level: 1, name: 'Welcome back, Mere!' }).waitFor();
      } finally {
        await context.close();
      }
    });

    it('wraps a long e-mail between words in the user menu (1280 px) and on My Account (375 px)', async () => {
      const { context, page } = await visitorPage(stack);
      try {
        const email = longEmail();
        await register(context, stack.api.url, email);
        await page.goto(`${stack.api.url}/`);
        await page.getByRole('button', { name: /account menu/ }).click();
        const menuEmail = '.eb-user-menu__who .eb-muted';
        await page.locator(menuEmail).waitFor();
        expect(await page.locator(menuEmail).textContent()).toBe(email);
        const menuBreaks = await lineBreaksOf(page, menuEmail);
        expect(menuBreaks.length, 'the address is wider than the menu').toBeGreaterThan(0);
        expectBreaksBetweenWords(menuBreaks, 'the user menu');
        await shot(page, 'auth-long-email-menu-1280');

        await page.setViewportSize({ width: 375, height: 900 });
        await page.goto(`${stack.api.url}/my-page`);
        const profileEmail = '.eb-account__email';
        await page.locator(profileEmail).waitFor();
        expect(await page.locator(profileEmail).textContent()).toBe(email);
        const profileBreaks = await lineBreaksOf(page, profileEmail);
        expect(profileBreaks.length, 'the address is wider than a phone').toBeGreaterThan(0);
        expectBreaksBetweenWords(profileBreaks, 'My Account');
        const overflows = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(overflows, 'the page scrolls sideways').toBe(false);
        await shot(page, 'auth-long-email-my-account-375');
      } finally {
        await context.close();
      }
    });
  });
}
