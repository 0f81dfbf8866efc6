// Looking at experts: favourites added from a directory card with the keyboard and shown at once on home and the
// dashboard, then removed from the profile; the profile's reviews, newest first with the expert's answers and
// paging; one response time on the card, the preview and the profile; and a directory page past the end.
import type { components } from '@expertbridge/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stranger } from '../support/parties.js';
import { expectAccessible, sees, shot } from '../support/portal.js';
import { visitorPage, type AuditStack } from './context.js';

type Expert = components['schemas']['Expert'];
type ReviewPage = components['schemas']['ReviewPage'];

const WIDTHS = [1280, 375] as const;
/** The profile's reviews a page (the kit's PROFILE_REVIEWS_PAGE_SIZE). */
const REVIEWS_A_PAGE = 5;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every approved expert of the seeded directory. */
async function directory(api: string): Promise<Expert[]> {
  return (await getJson<{ items: Expert[] }>(`${api}/api/experts?pageSize=100`)).items;
}

const nameOf = (expert: Expert) => `${expert.user.firstName} ${expert.user.lastName}`;

/** The directory card of one expert, found by searching for their name. */
async function cardOf(page: Page, api: string, expert: Expert) {
  await page.goto(`${api}/experts?searchTerm=${encodeURIComponent(nameOf(expert))}`);
  const card = page.getByRole('article', { name: nameOf(expert), exact: true });
  await card.waitFor();
  return card;
}

export function profileJourneys(stack: AuditStack) {
  describe('favourites, reviews, response time and directory paging', () => {
    for (const width of WIDTHS) {
      it(`a client favourites an expert from a card with the keyboard, sees it at once on home and the dashboard, and unfavourites it on the profile (${width} px)`, async () => {
        const api = stack.api.url;
        const [expert] = await directory(api);
        const name = nameOf(expert!);
        const context = await stranger(stack.browser, api);
        try {
          const page = await context.newPage();
          await page.setViewportSize({ width, height: 900 });
          // Home first, so its Favorite Experts panel is already on screen (cached) when the favourite is added.
          await page.goto(`${api}/`);
          await sees(page, 'No favorite experts yet.');

          const card = await cardOf(page, api, expert!);
          const toggle = card.getByRole('button', { name: `Favourite ${name}` });
          await expect.poll(() => toggle.isEnabled()).toBe(true);
          expect(await toggle.getAttribute('aria-pressed')).toBe('false');
          await toggle.focus();
          await page.keyboard.press('Space');
          await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
          await shot(page, `profile-favourite-card-${width}`);
          await expectAccessible(page, `the directory with a favourite (${width} px)`);

          // Within the app (no page load): home's panel and the dashboard's tab show it.
          await page.locator('.eb-header__brand').click();
          const favourites = page.getByRole('region', { name: 'Favorite Experts' });
          await favourites.getByRole('link', { name }).waitFor();
          await shot(page, `profile-favourite-home-${width}`);
          await page.goto(`${api}/dashboard?tab=favorites`);
          await page.getByRole('article', { name, exact: true }).waitFor();
          await shot(page, `profile-favourite-dashboard-${width}`);

          await page.goto(`${api}/expert-profile/${expert!.id}`);
          const onProfile = page.getByRole('button', { name: `Favourite ${name}` });
          await expect.poll(() => onProfile.getAttribute('aria-pressed')).toBe('true');
          await onProfile.focus();
          await page.keyboard.press('Enter');
          await expect.poll(() => onProfile.getAttribute('aria-pressed')).toBe('false');
          await expect
            .poll(async () => (await context.request.get(`${api}/api/me/favorites/ids`)).json())
            .toEqual({ expertIds: [] });
          await page.goto(`${api}/dashboard?tab=favorites`);
          await sees(page, 'No favorite experts yet.');
        } finally {
          await context.close();
        }
      });
    }

    it('asks a visitor who presses a heart to sign in, coming back to the directory', async () => {
      const { context, page } = await visitorPage(stack, 375);
      try {
        const [expert] = await directory(stack.api.url);
        const card = await cardOf(page, stack.api.url, expert!);
        await card.getByRole('button', { name: `Favourite ${nameOf(expert!)}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Sign in to keep favourites' });
        await dialog.waitFor();
        const signIn = dialog.getByRole('link', { name: 'Sign In' });
        expect(await signIn.getAttribute('href')).toMatch(/^\/login\?returnTo=%2Fexperts%3F/);
        await shot(page, 'profile-favourite-visitor-375');
      } finally {
        await context.close();
      }
    });

    for (const width of WIDTHS) {
      it(`the profile shows the public reviews newest first, with the expert's answers, a page at a time (${width} px)`, async () => {
        const api = stack.api.url;
        let chosen: { expert: Expert; reviews: ReviewPage } | undefined;
        for (const expert of await directory(api)) {
          const reviews = await getJson<ReviewPage>(
            `${api}/api/experts/${expert.id}/reviews?pageSize=100`,
          );
          const answered = reviews.items
            .slice(0, REVIEWS_A_PAGE)
            .some((review) => review.expertResponse);
          if (reviews.total > REVIEWS_A_PAGE && answered) {
            chosen = { expert, reviews };
            break;
          }
        }
        expect(chosen, 'a seeded expert with two pages of reviews, one answered').toBeDefined();
        const { expert, reviews } = chosen!;
        const { context, page } = await visitorPage(stack, width);
        try {
          await page.goto(`${api}/expert-profile/${expert.id}`);
          const section = page.getByRole('region', { name: 'Reviews' });
          const items = section.getByRole('article');
          await items.first().waitFor();
          const dates = await section
            .locator('time')
            .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
          expect(dates).toHaveLength(REVIEWS_A_PAGE);
          expect([...dates].sort().reverse()).toEqual(dates);
          expect(dates).toEqual(
            reviews.items.slice(0, REVIEWS_A_PAGE).map((review) => review.createdAt),
          );
          const answer = reviews.items.find((review) => review.expertResponse)!;
          await sees(page, answer.expertResponse!);
          await sees(page, `Response from ${nameOf(expert)}`);
          await shot(page, `profile-reviews-page-1-${width}`);
          await expectAccessible(page, `the profile's reviews (${width} px)`);

          await section.getByRole('button', { name: 'Next' }).click();
          await sees(page, `Page 2 of ${Math.ceil(reviews.total / REVIEWS_A_PAGE)}`);
          const second = reviews.items[REVIEWS_A_PAGE]!;
          await expect
            .poll(() => section.locator('time').first().getAttribute('datetime'))
            .toBe(second.createdAt);
          await shot(page, `profile-reviews-page-2-${width}`);
        } finally {
          await context.close();
        }
      });
    }

    it('the card, the preview and the profile give the same response time, from the expert', async () => {
      const api = stack.api.url;
      const expert = (await directory(api)).find((candidate) => candidate.responseTime === '4h');
      expect(expert, 'a seeded expert who answers in 4h').toBeDefined();
      const { context, page } = await visitorPage(stack, 1280);
      try {
        const card = await cardOf(page, api, expert!);
        expect(await card.textContent()).toContain('Usually responds in 4 hours');
        expect(await page.getByText('Usually responds in 2h').count()).toBe(0);
        await card.getByRole('button', { name: `Quick Preview: ${nameOf(expert!)}` }).click();
        const preview = page.getByRole('dialog', { name: 'Expert Preview' });
        expect(await preview.locator('dt:has-text("Response time") + dd').textContent()).toBe(
          '4 hours',
        );
        await shot(page, 'profile-response-time-preview-1280');
        await page.goto(`${api}/expert-profile/${expert!.id}`);
        await sees(page, 'Usually responds in 4 hours');
        const quickInfo = page.locator('section', {
          has: page.getByRole('heading', { name: 'Quick Info' }),
        });
        expect(await quickInfo.locator('dt:has-text("Response time") + dd').textContent()).toBe(
          '4 hours',
        );
      } finally {
        await context.close();
      }
    });

    for (const width of WIDTHS) {
      it(`/experts?page=999 shows the last page in one voice and corrects the address; pages that are no page show the first (${width} px)`, async () => {
        const api = stack.api.url;
        const total = (await directory(api)).length;
        const last = Math.ceil(total / 12);
        const { context, page } = await visitorPage(stack, width);
        try {
          for (const [asked, shown] of [
            ['999', String(last)],
            ['1e9', String(last)],
            ['0', null],
            ['-1', null],
            ['abc', null],
          ] as const) {
            await page.goto(`${api}/experts?page=${asked}`);
            await sees(page, `Found ${total} expert(s)`);
            await expect
              .poll(() => new URL(page.url()).searchParams.get('page'), { timeout: 10_000 })
              .toBe(shown);
            await sees(page, `Page ${shown ?? 1} of ${last}`);
            expect(await page.getByText('No experts found').count()).toBe(0);
            expect(await page.getByText(`Page ${asked} of`).count()).toBe(0);
            expect(
              await page.getByRole('list', { name: 'Experts' }).getByRole('article').count(),
            ).toBeGreaterThan(0);
          }
          await page.goto(`${api}/experts?page=999`);
          await sees(page, `Page ${last} of ${last}`);
          await shot(page, `profile-directory-past-the-end-${width}`);
        } finally {
          await context.close();
        }
      });
    }
  });
}
