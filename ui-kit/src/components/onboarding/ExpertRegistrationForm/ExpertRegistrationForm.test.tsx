import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { rejectedProfile } from '../../../mocks/onboarding.js';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './ExpertRegistrationForm.stories.js';
import { DRAFT_KEY } from './registrationDraft.js';

const all = composeStories(stories);
const { Empty, EveryRuleBroken, Submitting, Success, ServerRejectsFields, SignedOut } = all;
const { RateNotAnAmount, UnderReview, Rejected, ApplyingAgain } = all;
const fieldErrors = () =>
  [...document.querySelectorAll('.eb-field-error')].map((e) => e.textContent).filter(Boolean);

describe('ExpertRegistrationForm', () => {
  it("starts with the user's name and e-mail and English", async () => {
    render(<Empty />);
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Charlotte');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('client@demo.expertbridge.test');
    expect(screen.getByRole('button', { name: 'Remove English' })).toBeInTheDocument();
  });

  it('shows every message of the part 2 §5 table and focuses the first field', async () => {
    await renderPlayed(EveryRuleBroken);
    expect(fieldErrors()).toEqual([
      'First name is required',
      'Last name is required',
      'Valid email address is required',
      'Professional title must be at least 10 characters',
      'Category selection is required',
      'Hourly rate is required',
      'Currency selection is required',
      'Location is required',
      'At least one service country is required',
      'Bio must be at least 50 characters',
      'Experience description must be at least 20 characters',
      'Qualifications must be at least 10 characters',
      'At least one language is required',
      'At least one consultation method is required',
      'Availability information is required',
    ]);
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    expect(screen.getByText('Please select at least one service country')).toBeVisible();
  });

  it('says an hourly rate of abc is not an amount, beside the field', async () => {
    await renderPlayed(RateNotAnAmount);
    const rate = screen.getByLabelText(/^Hourly rate/);
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining(
        'Enter the hourly rate in dollars using digits only, e.g. 150 or 150.50',
      ),
    );
  });

  it('shows an application in review instead of a second form', async () => {
    render(<UnderReview />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Application Is Under Review' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });

  it('shows a rejection with its reason; Apply Again opens the form filled in', async () => {
    render(<Rejected />);
    expect(
      await screen.findByRole('heading', { name: 'Your Application Was Not Approved' }),
    ).toBeVisible();
    expect(screen.getByText(rejectedProfile.rejectionReason!)).toBeVisible();
    await renderPlayed(ApplyingAgain);
    expect(screen.getByText(`Reason: ${rejectedProfile.rejectionReason}`)).toBeVisible();
    expect(screen.getByLabelText(/^Professional title/)).toHaveValue(rejectedProfile.title);
    expect(screen.getByLabelText(/^Hourly rate/)).toHaveValue(
      String(rejectedProfile.hourlyRate.amount / 100),
    );
  });

  it("says 'Submitting...' and disables submit while busy", async () => {
    await renderPlayed(Submitting);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it('toasts success and resets the form', async () => {
    await renderPlayed(Success);
    expect(await screen.findByText('Registration Successful')).toBeVisible();
    expect(screen.getByLabelText(/^Professional title/)).toHaveValue('');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Charlotte');
  });

  it("puts the server's per-field messages beside the fields and toasts the failure", async () => {
    await renderPlayed(ServerRejectsFields);
    expect(await screen.findByText('Registration Failed')).toBeVisible();
    expect(fieldErrors()).toEqual([
      'Professional title must be at least 10 characters',
      'Bio must be at least 50 characters',
    ]);
  });

  it('accepts image files only, with a preview', async () => {
    render(<Empty />);
    const input = await screen.findByLabelText('Profile photo');
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an image file.');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    expect(
      await screen.findByRole('img', { name: 'Preview of your profile photo' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Preview of your profile photo' })).toBeNull();
  });

  it('saves a draft on this device and restores it', async () => {
    const { unmount } = render(<Empty />);
    await userEvent.type(await screen.findByLabelText(/^Professional title/), 'Tax Adviser NZ');
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(screen.getByText('Draft Saved')).toBeVisible();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      title: 'Tax Adviser NZ',
    });
    unmount();
    render(<Empty />);
    expect(await screen.findByLabelText(/^Professional title/)).toHaveValue('Tax Adviser NZ');
  });

  it('asks a signed-out visitor to log in', async () => {
    render(<SignedOut />);
    expect(await screen.findByText('Please log in to register as an expert')).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
