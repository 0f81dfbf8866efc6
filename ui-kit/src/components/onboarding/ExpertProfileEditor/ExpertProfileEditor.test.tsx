import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './ExpertProfileEditor.stories.js';

const all = composeStories(stories);
const { UnderReview, Rejected, RequiredFieldsEmpty, Saving, Saved, SaveFails } = all;
const { NoProfile, SignedOut, RateNotAnAmount } = all;
const fieldErrors = () =>
  [...document.querySelectorAll('.eb-field-error')].map((e) => e.textContent).filter(Boolean);

describe('ExpertProfileEditor', () => {
  it('fills the form from the saved profile, the rate in dollars, with its status', async () => {
    render(<UnderReview />);
    expect(await screen.findByLabelText(/^Professional title/)).toHaveValue(
      'Chartered Accountant and Tax Adviser',
    );
    expect(screen.getByLabelText(/^Hourly rate/)).toHaveValue('180');
    expect(screen.getByText('Under Review')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute(
      'href',
      '/my-page',
    );
  });

  it('has a Tax details section below the profile, saved on its own', async () => {
    render(<UnderReview />);
    const tax = await screen.findByRole('region', { name: 'Tax details' });
    expect(await within(tax).findByRole('textbox', { name: /^GST number/ })).toHaveValue(
      '49-091-850',
    );
    expect(within(tax).getByRole('button', { name: 'Save tax details' })).toBeVisible();
  });

  it('shows why a profile was rejected', async () => {
    render(<Rejected />);
    expect(
      await screen.findByText('Reason: The practising certificate could not be verified.'),
    ).toBeVisible();
  });

  it('requires every field but languages', async () => {
    await renderPlayed(RequiredFieldsEmpty);
    expect(fieldErrors()).toEqual([
      'This field is required',
      'This field is required',
      'This field is required',
      'This field is required',
    ]);
    expect(screen.getByLabelText(/^Professional title/)).toHaveFocus();
  });

  it('says beside the rate that -5 is not an amount, and saves nothing', async () => {
    await renderPlayed(RateNotAnAmount);
    const rate = screen.getByLabelText(/^Hourly rate/);
    expect(fieldErrors()).toEqual([
      'Enter the hourly rate in dollars using digits only, e.g. 150 or 150.50',
    ]);
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveFocus();
    expect(screen.queryByText('Profile Updated')).toBeNull();
  });

  it('tells a rejected applicant that saving applies again', async () => {
    render(<Rejected />);
    expect(
      await screen.findByText('Saving sends your application back to our team for review.'),
    ).toBeVisible();
  });

  it("says 'Saving...' while busy and 'Profile Updated' when saved", async () => {
    await renderPlayed(Saving);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await renderPlayed(Saved);
    expect(await screen.findByText('Profile Updated')).toBeVisible();
  });

  it("toasts 'Update Failed' and shows the server's field message", async () => {
    await renderPlayed(SaveFails);
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeVisible();
  });

  it('offers Create Profile without a profile, and Go to Login when signed out', async () => {
    render(<NoProfile />);
    expect(await screen.findByRole('link', { name: 'Create Profile' })).toHaveAttribute(
      'href',
      '/become-expert',
    );
    render(<SignedOut />);
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  itHasNoAxeViolations(all);
});
