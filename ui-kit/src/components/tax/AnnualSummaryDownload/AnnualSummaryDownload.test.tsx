import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './AnnualSummaryDownload.stories.js';

const all = composeStories(stories);
const { Default, NewYearInAuckland, LastYear } = all;

describe('AnnualSummaryDownload', () => {
  it('offers the years from this one back to 2020, this one chosen, as PDF and CSV', () => {
    render(<Default />);
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(year).toHaveValue('2026');
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020']);
    expect(
      screen.getByRole('link', { name: 'Download PDF of the annual summary for 2026' }),
    ).toHaveAttribute('href', '/api/experts/me/annual-summary?year=2026&format=pdf');
    expect(
      screen.getByRole('link', { name: 'Download CSV of the annual summary for 2026' }),
    ).toHaveAttribute('href', '/api/experts/me/annual-summary?year=2026&format=csv');
  });

  it('counts years in New Zealand time', () => {
    render(<NewYearInAuckland />);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2027');
  });

  it('links the year chosen', async () => {
    await renderPlayed(LastYear);
    expect(
      screen.getByRole('link', { name: 'Download PDF of the annual summary for 2025' }),
    ).toHaveAttribute('href', '/api/experts/me/annual-summary?year=2025&format=pdf');
  });

  itHasNoAxeViolations(all);
});
