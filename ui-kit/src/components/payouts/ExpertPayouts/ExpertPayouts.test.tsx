import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './ExpertPayouts.stories.js';

const all = composeStories(stories);
const { Default, Returned, Returning, ReturnedSyncFailed } = all;
const words = () => document.querySelector('.eb-payout-status__words');

describe('ExpertPayouts', () => {
  it('shows where the account stands under the page heading', async () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Continue setup' })).toBeVisible();
    expect(words()).toHaveTextContent(/^Stripe needs your bank account details/);
  });

  it('back from onboarding, asks the provider first and shows its answer in the live region', async () => {
    render(<Returned />);
    expect(await screen.findByText(/^Ready to be paid\./)).toHaveAttribute('role', 'status');
    expect(screen.getByText('Ready to be paid', { selector: '.eb-badge' })).toBeVisible();
    expect(screen.queryByText('Waiting for your payout details')).toBeNull();
  });

  it('says it is checking while the provider answers', async () => {
    render(<Returning />);
    expect(await screen.findByText('Checking your details with Stripe…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the status last stored when the provider could not be asked', async () => {
    render(<ReturnedSyncFailed />);
    expect(await screen.findByRole('button', { name: 'Continue setup' })).toBeVisible();
    expect(words()).toHaveTextContent(/^Stripe needs/);
  });

  itHasNoAxeViolations(all);
});
