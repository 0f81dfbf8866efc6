import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { rejectedProfile } from '../../../mocks/onboarding.js';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './ExpertApplicationWizard.stories.js';

const all = composeStories(stories);
const { BasicInformation, ReviewAwaitingAgreement, Submitting, Failed } = all;
const { SignedOut, AlreadyAnExpert, ServiceDetails, RateNotAnAmount } = all;
const { UnderReview, Rejected, ApplyingAgain, ProfileFailed } = all;
const { TaxDetailsBegun, TaxNumberWrong, SubmittedWithTaxDetails, TaxNumberRefused } = all;

/** The text of the elements that describe a control (aria-describedby), joined. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const NOT_AN_AMOUNT = 'Enter the hourly rate in dollars using digits only, e.g. 150 or 150.50';

describe('ExpertApplicationWizard', () => {
  it('keeps Next disabled until title, bio and category are filled, and counts the bio', async () => {
    render(<BasicInformation />);
    const nextButton = await screen.findByRole('button', { name: 'Next' });
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Basic Information' })).toBeVisible();
    // Nothing comes before step 1, so there is no Previous to sit disabled.
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(nextButton).toBeDisabled();
    expect(description(nextButton)).toBe(
      'Next becomes available when this step is complete:' +
        'Enter your professional titleWrite a short bio about your workChoose a category',
    );
    await userEvent.type(screen.getByLabelText(/^Professional title/), 'Tax adviser');
    await userEvent.type(screen.getByLabelText(/^Bio/), 'GST help');
    expect(screen.getByText('8/500 characters')).toBeVisible();
    expect(nextButton).toBeDisabled();
    expect(description(nextButton)).toMatch(/complete:Choose a category$/);
    await userEvent.selectOptions(
      screen.getByLabelText(/^Category/),
      await screen.findByRole('option', { name: 'Tax & Accounting' }),
    );
    expect(nextButton).toBeEnabled();
    await userEvent.click(nextButton);
    const step2 = screen.getByRole('heading', { name: 'Step 2 of 4: Expertise & Experience' });
    expect(step2).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText(/^Professional title/)).toHaveValue('Tax adviser');
  });

  it.each([
    ['-5', NOT_AN_AMOUNT],
    ['abc', NOT_AN_AMOUNT],
    ['0.50', 'Hourly rate must be at least $1'],
  ])(
    'says beside the rate why Next is disabled for %s, and describes Next with it',
    async (typed, message) => {
      await renderPlayed(ServiceDetails);
      const rate = screen.getByLabelText(/^Hourly rate/);
      await userEvent.type(rate, typed);
      expect(rate).toHaveAttribute('aria-invalid', 'true');
      expect(description(rate)).toContain(message);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      const nextButton = screen.getByRole('button', { name: 'Next' });
      expect(nextButton).toBeDisabled();
      expect(description(nextButton)).toContain(message);
      await userEvent.clear(rate);
      await userEvent.type(rate, '150');
      expect(rate).not.toHaveAttribute('aria-invalid');
      expect(nextButton).toBeEnabled();
      expect(nextButton).not.toHaveAttribute('aria-describedby');
    },
  );

  it('says an emptied rate is required, beside the field and on Next', async () => {
    await renderPlayed(RateNotAnAmount);
    const rate = screen.getByLabelText(/^Hourly rate/);
    expect(description(rate)).toContain(NOT_AN_AMOUNT);
    await userEvent.clear(rate);
    expect(description(rate)).toContain('Hourly rate is required');
    expect(description(screen.getByRole('button', { name: 'Next' }))).toContain(
      'Hourly rate is required',
    );
  });

  it('names an untouched field’s problem on Next only, not as an error beside it', async () => {
    await renderPlayed(ServiceDetails);
    const rate = screen.getByLabelText(/^Hourly rate/);
    expect(rate).not.toHaveAttribute('aria-invalid');
    expect(description(rate)).not.toContain('Hourly rate is required');
    const nextButton = screen.getByRole('button', { name: 'Next' });
    expect(nextButton).toBeDisabled();
    expect(description(nextButton)).toContain('Hourly rate is required');
  });

  it('reviews the application; Submit waits for the terms and the yellow hint asks for them', async () => {
    await renderPlayed(ReviewAwaitingAgreement);
    expect(screen.getByText('Immigration Adviser (Licensed)')).toBeVisible();
    expect(screen.getByText('NZ$150')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    expect(submit).toBeDisabled();
    expect(screen.getByText(/Please tick the box/)).toHaveClass('eb-wizard__hint');
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Expert Guidelines', '/expert-guidelines'],
      ['Privacy Policy', '/privacy'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await userEvent.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
    expect(screen.queryByText(/Please tick the box/)).toBeNull();
  });

  it('asks for the rest of the tax details once they are begun, on Next', async () => {
    await renderPlayed(TaxDetailsBegun);
    const blocked = screen.getByText(/^Next becomes available/).closest('div')!;
    expect(blocked).toHaveTextContent('Enter your address.');
    expect(blocked).toHaveTextContent('Choose the country you are registered in.');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('refuses a GST number whose check digit does not match, by the field', async () => {
    await renderPlayed(TaxNumberWrong);
    const number = screen.getByRole('textbox', { name: /^GST number/ });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(/its check digit does not match/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sends the tax details with the application, the number as digits', async () => {
    await renderPlayed(SubmittedWithTaxDetails);
    await vi.waitFor(() => expect(stories.applications).toHaveLength(1));
    expect(stories.applications[0]).toMatchObject({
      taxDetails: {
        legalName: 'Hemi Walker',
        address: '5 Cuba Street, Wellington 6011',
        country: 'NZ',
        gstRegistered: true,
        taxNumber: '49091850',
      },
    });
  });

  it("goes back to the tax details with the API's refusal by the field", async () => {
    await renderPlayed(TaxNumberRefused);
    const number = await screen.findByRole('textbox', { name: /^GST number/ });
    await vi.waitFor(() =>
      expect(number).toHaveAccessibleDescription(/Inland Revenue has no GST registration/),
    );
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves the tax details out when none were entered', async () => {
    await renderPlayed(ReviewAwaitingAgreement);
    expect(screen.getByText('Not given yet')).toBeVisible();
  });

  it("disables Submit and says 'Submitting...' while sending", async () => {
    await renderPlayed(Submitting);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it("toasts 'Application Failed' when the API refuses", async () => {
    await renderPlayed(Failed);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Application FailedFailed to submit application. Please try again.',
    );
  });

  it('invites a signed-out visitor to sign in, either way', async () => {
    render(<SignedOut />);
    expect(await screen.findByRole('heading', { name: 'Join Our Expert Community' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fbecome-expert',
    );
    expect(screen.getByRole('link', { name: 'Sign in with email' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('tells an applicant in review that it is under review, not that they are an expert', async () => {
    render(<UnderReview />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Application Is Under Review' }),
    ).toBeVisible();
    expect(screen.queryByText("You're Already an Expert!")).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows a rejection with its reason, and Apply Again opens the wizard filled in', async () => {
    render(<Rejected />);
    expect(
      await screen.findByRole('heading', { name: 'Your Application Was Not Approved' }),
    ).toBeVisible();
    expect(screen.getByText(rejectedProfile.rejectionReason!)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Again' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Basic Information' })).toBeVisible();
    expect(screen.getByText(`Reason: ${rejectedProfile.rejectionReason}`)).toBeVisible();
    expect(screen.getByLabelText(/^Professional title/)).toHaveValue(rejectedProfile.title);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('starts applying again from the rejected application', async () => {
    await renderPlayed(ApplyingAgain);
    expect(screen.getByLabelText(/^Bio/)).toHaveValue(rejectedProfile.bio);
  });

  it('offers Try Again when the profile cannot be loaded', async () => {
    render(<ProfileFailed />);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it("tells an expert they're already one", async () => {
    render(<AlreadyAnExpert />);
    expect(await screen.findByRole('heading', { name: "You're Already an Expert!" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  itHasNoAxeViolations(all);
});
