import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMonth, monthKey } from '../shared/expertFigures.js';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './AnalyticsPanel.stories.js';

const all = composeStories(stories);
const { TwoCurrencies, TwelveMonths, NothingYet, NoExpertProfile, Loading, Failed } = all;
const { WaitingForPayoutDetails } = all;

const figure = async (label: string) =>
  (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('AnalyticsPanel', () => {
  it('shows the real rates, counts and money of the summary', async () => {
    render(<TwoCurrencies />);
    expect(await figure('Completion rate')).toContain('88%');
    expect(await figure('Reviews')).toBe('24');
    expect(await figure('Upcoming')).toBe('2');
    expect(await figure('Awaiting your answer')).toBe('1');
    expect(await figure('Total Earnings')).toBe('NZ$1,224A$426');
    expect(await figure('Paid out')).toBe('NZ$918A$426');
    expect(await figure('Awaiting payout')).toBe('NZ$153');
    expect(await figure('Held by an open dispute')).toBe('NZ$153');
    expect(screen.getByText(/an admin releases this to you or refunds/)).toBeVisible();
    expect(screen.queryByText(/95%|98%|124/)).toBeNull();
    expect(screen.queryByText('Waiting for your payout details')).toBeNull();
  });

  it('says what waits for the payout details only when something does', async () => {
    render(<WaitingForPayoutDetails />);
    expect(await figure('Waiting for your payout details')).toBe('NZ$153');
    expect(screen.getByText(/finish your payout details on the Payouts page/)).toBeVisible();
  });

  it('charts each currency’s earnings by month, this month last, zeros where nothing was earned', async () => {
    render(<TwoCurrencies />);
    const nzd = await screen.findByRole('table', { name: /in NZ\$$/ });
    const thisMonth = formatMonth(monthKey(new Date()));
    const rows = cells(nzd);
    expect(rows).toHaveLength(6);
    expect(rows.at(-1)).toEqual([thisMonth, 'NZ$765', '4']);
    expect(rows.at(-2)?.slice(1)).toEqual(['NZ$459', '3']);
    expect(rows[0]?.slice(1)).toEqual(['NZ$0', '0']);
    const aud = screen.getByRole('table', { name: /in A\$$/ });
    expect(cells(aud).at(-1)).toEqual([thisMonth, 'A$426', '2']);
  });

  it('shows twelve months when asked', async () => {
    render(<TwelveMonths />);
    expect(cells(await screen.findByRole('table', { name: /in NZ\$$/ }))).toHaveLength(12);
  });

  it('counts consultations in each status', async () => {
    render(<TwoCurrencies />);
    const byStatus = (await screen.findByText('Consultations by status')).nextElementSibling!;
    expect(cells(byStatus as HTMLElement)).toEqual([
      ['Payment Required', '1'],
      ['Pending', '1'],
      ['Confirmed', '2'],
      ['In Progress', '0'],
      ['Completed', '7'],
      ['Cancelled', '1'],
    ]);
  });

  it('says when nothing was earned yet, without a rate or ratings', async () => {
    render(<NothingYet />);
    expect(
      await screen.findByText('No completed consultations in the last 12 months.'),
    ).toBeVisible();
    expect(await figure('Completion rate')).toBe('No accepted consultation has ended yet');
    expect(await figure('Paid out')).toBe('NZ$0');
    expect(await figure('Held by an open dispute')).toBe('NZ$0');
    expect(screen.queryByText(/an admin releases this to you/)).toBeNull();
  });

  it('offers Apply without an expert profile; skeletons while loading; Try Again on failure', async () => {
    render(<NoExpertProfile />);
    expect(await screen.findByRole('link', { name: 'Apply to Become Expert' })).toBeVisible();
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(4);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
