// The demo expert sets their own hours on /expert/availability, in Chromium against the stack as `npm start`
// runs it: Tuesdays off, a 15-minute gap after each consultation and a day's notice; the preview shows no
// Tuesday times before saving; leaving with unsaved changes asks first; once saved the page reopens with them
// and the API offers no Tuesday start to clients.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchChromium, signedIn } from './support/parties.js';
import { expectAccessible, sees, shot, shotsOfFailure, startPortal } from './support/portal.js';
import type { Api } from './support/stack.js';

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

describe('an expert sets their own time', () => {
  it('takes Tuesdays off with a gap and notice, previews, saves, and clients see no Tuesday', async () => {
    const context = await signedIn(browser, api.url, DEMO.expert);
    const page = await context.newPage();
    await page.goto(`${api.url}/expert/availability`);
    await sees(page, 'Weekly hours');
    const tuesday = page.getByRole('group', { name: 'Tuesday', exact: true });
    await tuesday.getByRole('button', { name: /^Remove .* on Tuesday$/ }).click();
    await tuesday.getByText('Not available').waitFor();
    await page
      .getByRole('combobox', { name: 'Free time after each consultation' })
      .selectOption({ label: '15 minutes' });
    await page.getByRole('combobox', { name: 'Minimum notice' }).selectOption({ label: '1 day' });

    // The preview follows the draft: every Tuesday of the next two weeks without a time.
    const previewDays = page.locator('.eb-avail-preview__day');
    const firstDay = (name: string) =>
      previewDays.filter({ hasText: new RegExp(`^${name}`) }).first();
    await firstDay('Tuesday').filter({ hasText: 'No times' }).waitFor();
    expect(await firstDay('Wednesday').textContent()).not.toContain('No times');

    // Leaving with unsaved changes asks; dismissed, the page stays.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.locator('.eb-header__brand').click();
    expect(asked).toContain('unsaved changes');
    expect(new URL(page.url()).pathname).toBe('/expert/availability');

    await page.getByRole('button', { name: 'Save availability' }).click();
    await sees(page, 'Availability saved');
    await expectAccessible(page, 'the availability editor');
    await shot(page, 'availability-saved');

    await page.reload();
    await page
      .getByRole('group', { name: 'Tuesday', exact: true })
      .getByText('Not available')
      .waitFor();
    expect(await page.getByRole('combobox', { name: 'Minimum notice' }).inputValue()).toBe('1440');

    // Clients are offered no Tuesday start.
    const profile = await (await context.request.get(`${api.url}/api/experts/profile/me`)).json();
    const offered = await (
      await context.request.get(`${api.url}/api/experts/${profile.id}/availability`)
    ).json();
    const weekdays = (offered.slots as { startsAt: string }[]).map((slot) =>
      new Intl.DateTimeFormat('en-NZ', { weekday: 'long', timeZone: offered.timeZone }).format(
        new Date(slot.startsAt),
      ),
    );
    expect(weekdays.length).toBeGreaterThan(0);
    expect(weekdays).not.toContain('Tuesday');
    await context.close();
  });
});
