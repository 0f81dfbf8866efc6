import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './ExpertApplicationWizard.stories.js';

const all = composeStories(stories);
const { BasicInformation, ReviewAwaitingAgreement, Submitting, Failed } = all;
const { SignedOut, AlreadyAnExpert } = all;

describe('ExpertApplicationWizard', () => {
  it('keeps Next disabled until title, bio and category are filled, and counts the bio', async () => {
    render(<BasicInformation />);
    const nextButton = await screen.findByRole('button', { name: 'Next' });
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Basic Information' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(nextButton).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Professional title/), 'Tax adviser');
    await userEvent.type(screen.getByLabelText(/^Bio/), 'GST help');
    expect(screen.getByText('8/500 characters')).toBeVisible();
    expect(nextButton).toBeDisabled();
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
