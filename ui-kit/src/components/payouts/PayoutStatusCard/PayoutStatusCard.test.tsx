import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_LINK } from '../../../mocks/payouts.js';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import { withNavigateSpy } from '../../../test/navigateSpy.js';
import * as stories from './PayoutStatusCard.stories.js';

const all = composeStories(stories);
const { NotStarted, DetailsDue, PendingVerification, Ready, Restricted } = all;
const { RestrictedUnknownReason, OnDashboard, Loading, Failed, NotAnExpert, OpeningFailed } = all;
const { api } = stories;

const card = () => screen.getByRole('region', { name: 'Payout details' });

describe('PayoutStatusCard', () => {
  it('says what Stripe needs and by when, and what waits for it', async () => {
    render(<DetailsDue />);
    await screen.findByText(/^Stripe needs/);
    expect(card()).toHaveTextContent(
      'Stripe needs your bank account details and your date of birth by 3 December 2026.',
    );
    expect(within(card()).getByText('Details due')).toBeVisible();
    const waiting = within(card()).getByRole('group', { name: 'Waiting for your payout details' });
    expect(waiting).toHaveTextContent('One completed consultation will be paid');
    expect(waiting).toHaveTextContent('NZ$153.00');
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeEnabled();
  });

  it('words each status and its action', async () => {
    const cases: [typeof NotStarted, RegExp, string][] = [
      [NotStarted, /^Set up payouts so we can pay you/, 'Set up payouts'],
      [PendingVerification, /^Stripe is checking the details you gave/, 'Update details'],
      [Ready, /^Ready to be paid\./, 'Update details'],
      [
        Restricted,
        /^Payouts are paused: Stripe could not verify your identity\.$/,
        'Update details',
      ],
    ];
    for (const [Story, sentence, action] of cases) {
      const view = render(<Story />);
      expect(await screen.findByText(sentence)).toBeVisible();
      expect(screen.getByRole('button', { name: action })).toBeVisible();
      view.unmount();
    }
  });

  it('shows the waiting amounts in every currency until the account is ready', async () => {
    const pendingView = render(<PendingVerification />);
    expect(await screen.findByText(/3 completed consultations will be paid/)).toHaveTextContent(
      'NZ$306.00 and A$204.00',
    );
    pendingView.unmount();
    render(<Ready />);
    await screen.findByText(/^Ready to be paid\./);
    expect(screen.queryByText('Waiting for your payout details')).toBeNull();
  });

  it("falls back to the API's message for a reason code it has no words for", async () => {
    render(<RestrictedUnknownReason />);
    expect(
      await screen.findByText('Payouts are paused while Stripe looks into the account.'),
    ).toBeVisible();
  });

  it('asks for a fresh onboarding link and sends the browser there', async () => {
    const { Story, navigate } = withNavigateSpy(stories.NotStarted, stories.default);
    render(<Story />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledExactlyOnceWith(SANDBOX_LINK, { fullPage: true }),
    );
    expect(api.linksMade()).toBe(1);
    // Busy until the page leaves: a second press makes no second link.
    expect(screen.getByRole('button', { name: 'Opening Stripe…' })).toBeDisabled();
  });

  it('says so when the link could not be made, and the button works again', async () => {
    await renderPlayed(OpeningFailed);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not open the payout setup. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeEnabled();
  });

  it('links to the payouts page on the dashboard', async () => {
    render(<OnDashboard />);
    expect(await screen.findByRole('link', { name: 'Manage payouts' })).toHaveAttribute(
      'href',
      '/expert/payouts',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it is loading, that it failed, and who payouts are for', async () => {
    const loading = render(<Loading />);
    expect(
      await screen.findByText('Loading...', { selector: '.eb-payout-status__words' }),
    ).toHaveAttribute('role', 'status');
    loading.unmount();
    const failed = render(<Failed />);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
    failed.unmount();
    render(<NotAnExpert />);
    expect(await screen.findByText('Payouts are for approved experts')).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
