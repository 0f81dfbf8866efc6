import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import { dateKeyIn, viewerTimeZone } from '../../../format/zones.js';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import { periodLabel } from './calendarDates.js';
import * as stories from './CalendarView.stories.js';

const all = composeStories(stories);
const { Playground, Month, Week, Expert, ViewerInLondon, EmptyPeriod, Loading, Failed } = all;
const { december } = stories;

const day = (key: string) => document.querySelector<HTMLElement>(`[data-day="${key}"]`)!;
const period = () => screen.getByRole('heading', { level: 3 }).textContent;
const lastQuery = () => december.requests.at(-1)?.query;

describe('CalendarView', () => {
  beforeEach(() => {
    december.reset();
    stories.store.reset();
  });

  it("places each consultation on its day in the viewer's zone, linking to its room", async () => {
    render(<Month />);
    const link = await within(day('2026-12-02')).findByRole('link', { name: /GST registration/ });
    expect(link).toHaveAttribute('href', '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c40');
    expect(link).toHaveTextContent('10:00 am GST registration for my new business');
    expect(within(day('2026-11-30')).getByRole('link')).toHaveTextContent(
      '11:00 am GST return review',
    );
    expect(within(day('2026-12-01')).queryByRole('link')).toBeNull();
    expect(period()).toBe('December 2026');
  });

  it('asks for the whole visible grid, Monday to Sunday, as Auckland days, every page', () => {
    render(<Month />);
    return waitFor(() =>
      expect(lastQuery()).toEqual({
        from: '2026-11-29T11:00:00.000Z',
        to: '2027-01-03T11:00:00.000Z',
        order: 'asc',
        page: '1',
        pageSize: '100',
      }),
    );
  });

  it('shows the same consultation on the day it falls on for a viewer in London', async () => {
    render(<ViewerInLondon />);
    const link = await within(day('2026-12-01')).findByRole('link', { name: /GST registration/ });
    expect(link).toHaveTextContent('9:00 pm');
  });

  it('moves a month with Previous and Next, and comes back with Today', async () => {
    render(<Month />);
    await within(day('2026-12-02')).findAllByRole('link');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(period()).toBe('January 2027');
    expect(await within(day('2027-01-05')).findByRole('link')).toHaveTextContent(
      'Year-end tax planning',
    );
    expect(lastQuery()?.from).toBe('2026-12-27T11:00:00.000Z');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(period()).toBe('November 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(period()).toBe(periodLabel('month', dateKeyIn(new Date(), 'Pacific/Auckland')));
  });

  it("lists a day's fourth consultation under '+1 more', which opens that day's week", async () => {
    render(<Month />);
    const more = await screen.findByRole('button', {
      name: '+1 more on Wednesday, 2 December 2026',
    });
    expect(within(day('2026-12-02')).getAllByRole('link')).toHaveLength(3);
    expect(more).toHaveTextContent('+1 more');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Week', pressed: true })).toBeVisible();
    expect(within(day('2026-12-02')).getAllByRole('link')).toHaveLength(4);
  });

  it('shows a week day by day and moves it by seven days', async () => {
    render(<Week />);
    expect(period()).toMatch(/^30 November\s–\s6 December 2026$/);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Monday, 30 November 2026',
      'Tuesday, 1 December 2026',
      'Wednesday, 2 December 2026',
      'Thursday, 3 December 2026',
      'Friday, 4 December 2026',
      'Saturday, 5 December 2026',
      'Sunday, 6 December 2026',
    ]);
    const wednesday = within(day('2026-12-02'));
    expect(await wednesday.findByText('Cancelled')).toBeVisible();
    expect(wednesday.getAllByText('with Ethan Walker')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(period()).toBe('7–13 December 2026');
    expect(await within(day('2026-12-09')).findByRole('link')).toHaveTextContent(
      'Rental property depreciation',
    );
  });

  it("shows an expert their clients from the expert's list", async () => {
    render(<Expert />);
    expect(await within(day('2026-12-02')).findAllByText('with Charlotte Ngata')).toHaveLength(4);
    expect(december.requests[0]?.path).toBe('/api/consultations/expert');
  });

  it('opens on today in the viewer’s own zone by default, marking today', async () => {
    render(<Playground />);
    const today = dateKeyIn(new Date(), viewerTimeZone());
    expect(period()).toBe(periodLabel('month', today));
    expect(day(today)).toHaveAttribute('aria-current', 'date');
  });

  it('says when the period is empty, that it is loading, and offers Try Again on failure', async () => {
    render(<EmptyPeriod />);
    expect(await screen.findByText('No consultations in this period.')).toBeVisible();
    render(<Loading />);
    await settle();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Loading...')).toBe(true);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  it('shows an approved expert their free times, imported busy times, and what no longer fits', async () => {
    render(<all.ExpertAvailability />);
    const tuesday = within(day('2026-12-01'));
    // The saved hours have Tuesdays off; Wednesday's are split; Thursday's run to 4:00 pm.
    expect(await within(day('2026-12-02')).findByText(/^Free to book:/)).toHaveTextContent(
      'Free to book: 9:00 am – 12:00 pm, 2:00 pm – 5:00 pm',
    );
    expect(tuesday.queryByText(/^Free to book/)).toBeNull();
    expect(await tuesday.findByText('Busy (imported): 2:00 pm – 3:30 pm')).toBeVisible();
    expect(within(day('2026-12-03')).getByText(/^Free to book/)).toHaveTextContent(
      '9:00 am – 4:00 pm',
    );
    expect(
      await within(day('2026-12-02')).findByRole('link', {
        name: /GST registration.*Outside your hours/,
      }),
    ).toBeVisible();
  });

  it('counts the free starts of each day in the month', async () => {
    render(<all.ExpertAvailabilityMonth />);
    expect(await within(day('2026-12-03')).findByText('15 free')).toBeVisible();
    expect(
      within(day('2026-12-03')).getByText(/Free to book: 9:00 am – 4:00 pm/),
    ).toBeInTheDocument();
  });

  itHasNoAxeViolations(all);
});
