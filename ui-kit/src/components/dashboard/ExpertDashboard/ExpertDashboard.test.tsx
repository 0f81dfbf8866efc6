import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './ExpertDashboard.stories.js';

const all = composeStories(stories);
const { Expert, ProfileInReview, Editing, NoExpertProfile, Empty, Loading, SignedOut } = all;
const { Failed, ConsultationsFailed, FiguresLoading, PayoutWaiting } = all;
const { store, emptyStore } = stories;

const region = (name: string) => screen.getByRole('region', { name });
const fact = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ExpertDashboard', () => {
  beforeEach(() => {
    store.reset();
    emptyStore.reset();
  });

  it('shows the earnings set of stat cards with the hourly rate of the own profile', async () => {
    render(<Expert />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expert Dashboard' }),
    ).toBeVisible();
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    expect(await within(figures).findByText('NZ$180 per hour')).toBeVisible();
    expect(
      within(figures)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Total Earnings', 'Completed', 'Pending', 'Hourly Rate']);
  });

  it("shows an approved expert's payout status, linking to the payouts page", async () => {
    render(<Expert />);
    const card = await screen.findByRole('region', { name: 'Payout details' });
    expect(
      await within(card).findByText(/^Stripe needs your bank account details by/),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Manage payouts' })).toHaveAttribute(
      'href',
      '/expert/payouts',
    );
  });

  it('links to the availability page', async () => {
    render(<Expert />);
    expect(await screen.findByRole('link', { name: 'Set your availability' })).toHaveAttribute(
      'href',
      '/expert/availability',
    );
  });

  it('shows no payout card while the application is in review', async () => {
    render(<ProfileInReview />);
    await screen.findByRole('region', { name: 'Expert Profile' });
    expect(screen.queryByRole('region', { name: 'Payout details' })).toBeNull();
  });

  it('shows the expert profile card in view mode', async () => {
    render(<Expert />);
    const card = await screen.findByRole('region', { name: 'Expert Profile' });
    const view = within(card);
    expect(
      view.getByRole('heading', { name: 'Chartered Accountant and Tax Adviser' }),
    ).toBeVisible();
    expect(view.getByText('Tax & Accounting')).toHaveClass('eb-badge');
    expect(view.getByText('NZ$180 per hour')).toBeVisible();
    expect(view.getByText('Auckland')).toBeVisible();
    expect(fact(card, 'Experience')).toBe(
      '12 years in practice, the last six running my own firm in Auckland.',
    );
    expect(
      within(view.getByRole('list', { name: 'Languages' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['English', 'Mandarin']);
    expect(view.queryByText('Under Review')).toBeNull();
  });

  it('lists the first five consultations, latest first, each with View Details', async () => {
    render(<Expert />);
    const recent = await screen.findByRole('region', { name: 'Recent Consultations' });
    await waitFor(() =>
      expect(within(recent).getAllByRole('link', { name: /^View details of / })).toHaveLength(5),
    );
    const links = within(recent).getAllByRole('link', { name: /^View details of / });
    expect(links[0]).toHaveAccessibleName('View details of Company structure for a café');
    expect(links[0]).toHaveAttribute('href', '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c07');
    expect(store.requests.at(-1)).toMatchObject({
      path: '/api/consultations/expert',
      query: { order: 'desc', pageSize: '5' },
    });
  });

  it('marks a consultation whose payout waits for the payout details, and only that one', async () => {
    render(<PayoutWaiting />);
    const recent = await screen.findByRole('region', { name: 'Recent Consultations' });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(5));
    const waiting = within(recent).getAllByText('Waiting for your payout details');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.closest('li')).toHaveTextContent('Company structure for a café');
  });

  it('shows a profile in review, a rate with cents and English when no language is given', async () => {
    render(<ProfileInReview />);
    const card = await screen.findByRole('region', { name: 'Expert Profile' });
    expect(within(card).getByText('Under Review')).toBeVisible();
    expect(
      within(card).getByText(/clients cannot find or book you until it is approved/),
    ).toBeVisible();
    expect(within(card).getByText('A$250.50 per hour')).toBeVisible();
    expect(within(card).getByText('Location not specified')).toBeVisible();
    expect(within(card).getByRole('listitem')).toHaveTextContent('English');
  });

  it('switches the card to the profile editor and back, focus following', async () => {
    await renderPlayed(Editing);
    expect(screen.queryByRole('region', { name: 'Expert Profile' })).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 2, name: /Edit Expert Profile/ }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByLabelText(/^Professional title/)).toHaveValue(
      'Chartered Accountant and Tax Adviser',
    );
    expect(screen.getByLabelText(/^Hourly rate/).closest('.eb-expert-dashboard__editor')).toBe(
      document.activeElement,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to Profile' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Expert Profile' })).toBeVisible();
  });

  it('saves in the editor and returns to the card without leaving the page', async () => {
    await renderPlayed(Editing);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Expert Profile' })).toBeVisible();
    expect(screen.queryByLabelText(/^Professional title/)).toBeNull();
  });

  it('offers Apply to Become Expert to a user without an expert profile', async () => {
    render(<NoExpertProfile />);
    expect(await screen.findByRole('link', { name: 'Apply to Become Expert' })).toHaveAttribute(
      'href',
      '/become-expert',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Expert Dashboard' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your figures' })).toBeNull();
  });

  it('prompts a signed-out visitor to sign in at /api/login, back to this page', async () => {
    render(<SignedOut />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sign in to see your expert dashboard',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fexpert-dashboard',
    );
  });

  it('shows zeros and No consultations yet for a new expert', async () => {
    render(<Empty />);
    expect(await screen.findByText('No consultations yet')).toBeVisible();
    expect(await screen.findByText('NZ$0')).toBeVisible();
  });

  it('shows a spinner while loading, Try Again when the profile or the list fails', async () => {
    render(<Loading />);
    await settle();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  it('keeps the profile when only the consultations fail or the figures are still loading', async () => {
    render(<ConsultationsFailed />);
    const recent = await screen.findByRole('region', { name: 'Recent Consultations' });
    expect(await within(recent).findByRole('alert')).toHaveTextContent('Try Again');
    expect(region('Expert Profile')).toBeVisible();
    render(<FiguresLoading />);
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: 'Expert Profile' })).toHaveLength(2),
    );
    expect(screen.getAllByRole('region', { name: 'Your figures' })[1]).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  itHasNoAxeViolations(all);
});
