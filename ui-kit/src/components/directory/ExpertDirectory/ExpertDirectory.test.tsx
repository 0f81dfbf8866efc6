import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './ExpertDirectory.stories.js';

const all = composeStories(stories);
const { Results, Loading, Empty, Failed, Playground, Paged, PastTheEnd, NotAPage, AvailableSoon } =
  all;

describe('ExpertDirectory', () => {
  it("says 'Found N expert(s)' and lists a card per expert", async () => {
    render(<Results />);
    expect(await screen.findByText('Found 6 expert(s)')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Experts' })).getAllByRole('article'),
    ).toHaveLength(6);
  });

  it('shows six skeletons while loading', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(6);
  });

  it("shows 'No experts found' with the hint when nothing matches", async () => {
    render(<Empty />);
    expect(await screen.findByRole('heading', { name: 'No experts found' })).toBeVisible();
    expect(
      screen.getByText('Try adjusting your search criteria or browse all categories.'),
    ).toBeVisible();
  });

  it('announces a failed load', async () => {
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('reports new filters to the host', async () => {
    render(<Playground />);
    await userEvent.type(screen.getByRole('searchbox'), 'visa{Enter}');
    expect(Playground.args.onParamsChange).toHaveBeenCalledWith(
      { searchTerm: 'visa' },
      { replace: false },
    );
  });

  it('lists only experts free within 7 days when the filter is in force, and reports it when unticked', async () => {
    render(<AvailableSoon />);
    expect(await screen.findByText('Found 5 expert(s)')).toBeVisible();
    expect(screen.queryByText('No free times in the next 60 days')).toBeNull();
    const soon = screen.getByRole('checkbox', { name: 'Available in the next 7 days' });
    expect(soon).toBeChecked();
    await userEvent.click(soon);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(AvailableSoon.args.onParamsChange).toHaveBeenLastCalledWith({}, { replace: false });
    expect(await screen.findByText('Found 6 expert(s)')).toBeVisible();
    expect(screen.getByText('No free times in the next 60 days')).toBeVisible();
  });

  it('opens the preview from a card and returns focus to it on close', async () => {
    render(<Results />);
    const open = await screen.findByRole('button', { name: 'Quick Preview: Olivia Chen' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Expert Preview' });
    expect(within(dialog).getByText('Olivia Chen')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('pages through more experts than one page holds, telling the host and moving focus to the top', async () => {
    render(<Paged />);
    expect(await screen.findByText('Found 6 expert(s)')).toBeVisible();
    const list = () => within(screen.getByRole('list', { name: 'Experts' }));
    expect(list().getAllByRole('article')).toHaveLength(2);
    const paging = screen.getByRole('navigation', { name: /pag/i });
    expect(within(paging).getByText('Page 1 of 3')).toBeVisible();
    const first = list().getAllByRole('heading')[0]!.textContent;
    await userEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(list().getAllByRole('heading')[0]!.textContent).not.toBe(first);
    expect(Paged.args.onParamsChange).toHaveBeenLastCalledWith({ page: 2 }, { replace: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Find Experts' })).toHaveFocus();
  });

  it('shows the last page for a page past the end, in one voice, and corrects the address', async () => {
    render(<PastTheEnd />);
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
    expect(screen.getByText('Found 6 expert(s)')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Experts' })).getAllByRole('article'),
    ).toHaveLength(2);
    expect(screen.queryByText('No experts found')).toBeNull();
    expect(screen.queryByText('Page 999 of 3')).toBeNull();
    expect(PastTheEnd.args.onParamsChange).toHaveBeenLastCalledWith({ page: 3 }, { replace: true });
  });

  it('shows the first page for a page that is no page, and corrects the address', async () => {
    render(<NotAPage />);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(NotAPage.args.onParamsChange).toHaveBeenLastCalledWith({}, { replace: true });
  });

  it('shows no pager when every expert fits on one page', async () => {
    render(<Results />);
    await screen.findByText('Found 6 expert(s)');
    expect(screen.queryByText(/^Page \d+ of/)).toBeNull();
  });

  itHasNoAxeViolations(all);
});
