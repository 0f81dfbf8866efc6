import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './PerformanceSummary.stories.js';

const all = composeStories(stories);
const { Earning, NewExpert, NoExpertProfile, Loading, Failed } = all;

const figure = async (label: string) =>
  (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;

describe('PerformanceSummary', () => {
  it('shows real figures: completion over accepted consultations, rating, requests, upcoming', async () => {
    render(<Earning />);
    expect(await figure('Completion rate')).toBe('88%7 of 8 accepted consultations completed');
    expect(screen.getByRole('img', { name: /4\.8/ })).toBeVisible();
    expect(await figure('Average rating')).toContain('24 reviews');
    expect(await figure('Requests awaiting your answer')).toBe('1');
    expect(await figure('Upcoming sessions')).toBe('2');
  });

  it("shows this month's earnings per currency, not last month's", async () => {
    render(<Earning />);
    const month = (await screen.findByText('Earned this month')).nextElementSibling!;
    expect(
      [...month.querySelectorAll('.eb-money-figures > span')].map((s) => s.textContent),
    ).toEqual(['NZ$765', 'A$426']);
  });

  it('shows no rate and no stars before anything has finished or been rated', async () => {
    render(<NewExpert />);
    expect(await figure('Completion rate')).toBe('No accepted consultation has ended yet');
    expect(await figure('Average rating')).toBe('No ratings yet');
    expect(await figure('Earned this month')).toBe('NZ$0');
  });

  it('offers Apply without an expert profile; skeletons while loading; Try Again on failure', async () => {
    render(<NoExpertProfile />);
    expect(await screen.findByRole('link', { name: 'Apply to Become Expert' })).toBeVisible();
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(3);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
