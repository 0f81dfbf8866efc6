// Applying to become an expert as the audit found it: an applicant in review was told "You're Already an
// Expert!", a rejected one had no reason and no way to apply again, and the wizard's Next stayed greyed out with
// no word about why when the hourly rate was -5 or abc. Here a new user applies, an admin rejects with a reason,
// the user applies again and an admin approves; /become-expert, My Account and the dashboard say where it stands
// at each step, at desktop and phone widths.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signedIn } from '../support/parties.js';
import { expectAccessible, sees, shot } from '../support/portal.js';
import type { AuditStack } from './context.js';

const CHECKLIST = [
  { item: 'licence_or_certification', outcome: 'verified' },
  { item: 'photo_id', outcome: 'verified' },
  { item: 'proof_of_experience', outcome: 'verified' },
  { item: 'indemnity_insurance', outcome: 'not_applicable' },
  { item: 'background_check', outcome: 'verified' },
];

const REASON = 'We could not find your licence number on the IAA register. Please check it.';

/** A new account signed in to a context of this width. */
async function newApplicant(stack: AuditStack, width: number): Promise<BrowserContext> {
  const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
  const stamp = `${Date.now().toString(36)}${width}`;
  const registered = await context.request.post(`${stack.api.url}/api/auth/email/register`, {
    data: {
      firstName: 'Hine',
      lastName: `Applicant${stamp}`,
      email: `hine-${stamp}@example.co.nz`,
      password: 'hine-password',
    },
  });
  expect(registered.ok()).toBe(true);
  return context;
}

/** The text of what describes a control (its aria-describedby targets). */
function describedBy(page: Page, label: string | RegExp, role?: 'button') {
  const control = role ? page.getByRole(role, { name: label }) : page.getByLabel(label);
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** Steps 1 and 2 of the wizard (already filled when applying again). */
async function throughFirstSteps(page: Page, fill: boolean) {
  const next = page.getByRole('button', { name: 'Next' });
  if (fill) {
    await page.getByLabel(/^Professional title/).fill('Licensed Immigration Adviser');
    await page
      .getByLabel(/^Bio/)
      .fill('I help skilled migrants and families through New Zealand visa applications.');
    await page.getByLabel(/^Category/).selectOption({ label: 'Immigration & Visa' });
  }
  await next.click();
  if (fill) {
    await page.getByLabel(/^Experience/).fill('Eight years advising on skilled migrant visas.');
    await page.getByLabel(/^Qualifications/).fill('IAA full licence');
  }
  await next.click();
  await page.getByRole('heading', { name: 'Step 3 of 4: Service Details' }).waitFor();
}

/** From step 3: a usable rate, the review, the terms and Submit, landing on the confirmation page. */
async function submitFromRate(stack: AuditStack, page: Page, rate: string) {
  await page.getByLabel(/^Hourly rate/).fill(rate);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.waitForURL(`${stack.api.url}/expert-application-success`);
}

export function onboardingJourneys(stack: AuditStack) {
  describe('applying to become an expert (audit)', () => {
    it.each([1280, 375])(
      'says why Next waits, then shows review, rejection with its reason, applying again and approval at %i px',
      async (width) => {
        const applicant = await newApplicant(stack, width);
        const admin = await signedIn(
          stack.browser,
          stack.api.url,
          'admin@demo.expertbridge.test',
          DEMO.password,
        );
        const page = await applicant.newPage();
        const becomeExpert = `${stack.api.url}/become-expert`;
        await page.goto(becomeExpert);
        await page.getByRole('heading', { level: 1, name: 'Apply to Become an Expert' }).waitFor();
        expect(await describedBy(page, 'Next', 'button')).toContain(
          'Enter your professional title',
        );
        await throughFirstSteps(page, true);

        // A rate that is not an amount: the reason beside the field, and Next described by it.
        const next = page.getByRole('button', { name: 'Next' });
        for (const typed of ['-5', 'abc']) {
          await page.getByLabel(/^Hourly rate/).fill(typed);
          await sees(page, 'Enter the hourly rate in dollars using digits only');
          expect(await next.isDisabled()).toBe(true);
          expect(await describedBy(page, /^Hourly rate/)).toContain(
            'Enter the hourly rate in dollars using digits only',
          );
          expect(await describedBy(page, 'Next', 'button')).toContain(
            'Enter the hourly rate in dollars using digits only',
          );
        }
        await page.getByLabel(/^Hourly rate/).fill('');
        expect(await describedBy(page, /^Hourly rate/)).toContain('Hourly rate is required');
        await expectAccessible(page, `wizard rate refused at ${width}`);
        await shot(page, `onboarding-${width}-01-rate-refused`);
        await submitFromRate(stack, page, '150');

        // In review: not "You're Already an Expert!".
        await page.goto(becomeExpert);
        await page
          .getByRole('heading', { level: 1, name: 'Your Application Is Under Review' })
          .waitFor();
        expect(await page.getByText("You're Already an Expert!").count()).toBe(0);
        await sees(page, 'clients cannot find your profile or book a consultation with you');
        await sees(page, 'Expected Timeline');
        await expectAccessible(page, `under review at ${width}`);
        await shot(page, `onboarding-${width}-02-under-review`);

        await page.goto(`${stack.api.url}/my-page`);
        await sees(page, 'Your application is under review: clients cannot find or book you');
        await shot(page, `onboarding-${width}-03-my-account-in-review`);
        await page.goto(`${stack.api.url}/dashboard`);
        await sees(page, 'Your application is under review: clients cannot find or book you');
        // An unlisted profile has no public reviews to ask for: none yet, not an error.
        await sees(page, 'No reviews yet');
        expect(await page.getByText('Something went wrong').count()).toBe(0);
        // Nor a public page to view: an unlisted profile's /experts/{id} is not found.
        expect(await page.getByRole('link', { name: 'View My Profile' }).count()).toBe(0);
        await expectAccessible(page, `dashboard in review at ${width}`);
        await shot(page, `onboarding-${width}-03-dashboard-in-review`);

        // An admin rejects it with a reason.
        const own = await (
          await applicant.request.get(`${stack.api.url}/api/experts/profile/me`)
        ).json();
        const rejected = await admin.request.post(
          `${stack.api.url}/api/admin/applications/${own.id}/reject`,
          { data: { reason: REASON } },
        );
        expect(rejected.ok()).toBe(true);
        await page.goto(becomeExpert);
        await page
          .getByRole('heading', { level: 1, name: 'Your Application Was Not Approved' })
          .waitFor();
        await sees(page, REASON);
        await expectAccessible(page, `rejected at ${width}`);
        await shot(page, `onboarding-${width}-04-rejected`);

        // Applying again starts from the rejected application and puts it back in review.
        await page.getByRole('button', { name: 'Apply Again' }).click();
        await page.getByRole('heading', { name: 'Step 1 of 4: Basic Information' }).waitFor();
        await sees(page, `Reason: ${REASON}`);
        expect(await page.getByLabel(/^Professional title/).inputValue()).toBe(
          'Licensed Immigration Adviser',
        );
        await shot(page, `onboarding-${width}-05-applying-again`);
        await throughFirstSteps(page, false);
        await submitFromRate(stack, page, '175');
        await page.goto(becomeExpert);
        await page
          .getByRole('heading', { level: 1, name: 'Your Application Is Under Review' })
          .waitFor();

        // Approved: now, and only now, "You're Already an Expert!".
        const approved = await admin.request.post(
          `${stack.api.url}/api/admin/applications/${own.id}/approve`,
          { data: { checks: CHECKLIST } },
        );
        expect(approved.ok()).toBe(true);
        await page.goto(becomeExpert);
        await page.getByRole('heading', { level: 1, name: "You're Already an Expert!" }).waitFor();
        expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
          '/dashboard',
        );
        await shot(page, `onboarding-${width}-06-approved`);
        await Promise.all([applicant.close(), admin.close()]);
      },
    );
  });
}
