import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './StatCards.stories.js';

const all = composeStories(stories);
const { Client, Expert, ExpertEarnings, TwoCurrencies, ExpertTwoCurrencies } = all;
const { NothingYet, NoExpertProfile, Loading, Failed, WaitingForPayoutDetails } = all;

/** The figure shown under a label, and the line beneath it if any. */
async function figure(label: string) {
  const card = (await screen.findByText(label, { selector: 'dt' })).closest('.eb-stat-card')!;
  return {
    value: card.querySelector('.eb-stat-card__value')!.textContent,
    hint: card.querySelector('.eb-stat-card__hint')?.textContent,
  };
}
/** The lines under Total Earnings: what it counts, then each part with money in it. */
const earningsLines = () =>
  [...document.querySelectorAll('.eb-earnings-parts > span')].map((line) => line.textContent);
const labels = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('StatCards', () => {
  it("shows a client's four figures from the summary", async () => {
    render(<Client />);
    expect((await figure('Total Consultations')).value).toBe('3');
    expect(labels()).toEqual(['Total Consultations', 'Total Spent', 'Upcoming', 'Completed']);
    expect((await figure('Total Spent')).value).toBe('NZ$360');
    expect((await figure('Upcoming')).value).toBe('1');
    expect((await figure('Completed')).value).toBe('1');
  });

  it("shows an expert's set, earnings named and split into where the money is", async () => {
    render(<Expert />);
    expect((await figure('Total Consultations')).value).toBe('12');
    expect(labels()).toEqual([
      'Total Consultations',
      'Total Earnings',
      'Average Rating',
      'Total Reviews',
    ]);
    expect((await figure('Total Earnings')).value).toBe('NZ$1,224');
    expect(earningsLines()).toEqual([
      'Your 85% share of completed consultations',
      'NZ$918 paid out',
      'NZ$153 awaiting payout after the complaint window',
      'NZ$153 held by an open dispute until an admin releases or refunds it',
    ]);
    expect(screen.getByRole('img', { name: /4\.8/ })).toBeVisible();
    expect((await figure('Total Reviews')).value).toBe('24');
  });

  it('shows each currency on its own, never one sum of NZ$ and A$', async () => {
    render(<TwoCurrencies />);
    const spent = (await screen.findByText('Total Spent')).closest('.eb-stat-card')!;
    const lines = [...spent.querySelectorAll('.eb-money-figures > span')].map((s) => s.textContent);
    expect(lines).toEqual(['NZ$360', 'A$251']);
    render(<ExpertTwoCurrencies />);
    const earned = (await screen.findByText('Total Earnings')).closest('.eb-stat-card')!;
    expect(
      [...earned.querySelectorAll('.eb-money-figures > span')].map((s) => s.textContent),
    ).toEqual(['NZ$1,224', 'A$426']);
  });

  it('says apart what waits for the payout details, linking to the payouts page', async () => {
    render(<WaitingForPayoutDetails />);
    const waiting = await screen.findByRole('link', {
      name: 'NZ$153 waiting for your payout details',
    });
    expect(waiting).toHaveAttribute('href', '/expert/payouts');
    expect(earningsLines()).not.toContain('NZ$153 waiting for your payout details');
  });

  it('shows the second expert dashboard’s set with the hourly rate of the own profile', async () => {
    render(<ExpertEarnings />);
    expect((await figure('Hourly Rate')).value).toBe('NZ$180 per hour');
    expect(labels()).toEqual(['Total Earnings', 'Completed', 'Pending', 'Hourly Rate']);
    expect((await figure('Completed')).value).toBe('7');
    expect((await figure('Pending')).value).toBe('1');
  });

  it('shows zeros, NZ$0 and no ratings for an expert with nothing yet', async () => {
    render(<NothingYet />);
    expect((await figure('Total Earnings')).value).toBe('NZ$0');
    expect(earningsLines()).toEqual(['Your 85% share of completed consultations']);
    expect((await figure('Average Rating')).value).toBe('No ratings yet');
    expect((await figure('Total Reviews')).value).toBe('0');
  });

  it('offers Apply to Become Expert when the expert set meets a user without a profile', async () => {
    render(<NoExpertProfile />);
    expect(await screen.findByRole('link', { name: 'Apply to Become Expert' })).toHaveAttribute(
      'href',
      '/become-expert',
    );
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('shows four skeletons while loading and Try Again when the figures fail', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(4);
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
