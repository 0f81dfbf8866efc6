import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './DirectorySearch.stories.js';

const all = composeStories(stories);
const { Empty, Prefilled, AvailableSoon } = all;
const onSearch = Empty.args.onSearch as Mock;

describe('DirectorySearch', () => {
  beforeEach(() => onSearch.mockClear());

  it('searches everything when nothing is set (an empty term is no filter)', async () => {
    render(<Empty />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search experts' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({});
  });

  it('sends the trimmed term, category and location when Enter is pressed in the search box', async () => {
    render(<Empty />);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Category' }),
      await screen.findByRole('option', { name: 'Real Estate & Property' }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Sydney');
    await userEvent.type(screen.getByRole('searchbox'), '  tax {Enter}');
    expect(onSearch).toHaveBeenCalledWith({ searchTerm: 'tax', categoryId: 2, location: 'Sydney' });
  });

  it('opens More Filters and sends country, language, the price range in cents and the sort', async () => {
    render(<Empty />);
    const more = screen.getByRole('button', { name: 'More Filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Service country' })).toBeNull();
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service country' }), 'AU');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Korean');
    await userEvent.type(screen.getByRole('textbox', { name: /Minimum rate/ }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: /Maximum rate/ }), '250.50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({
      country: 'AU',
      language: 'Korean',
      minRate: 10000,
      maxRate: 25050,
      sort: 'newest',
    });
  });

  it('sends availableWithin=7 when "Available in the next 7 days" is ticked, and nothing when not', async () => {
    render(<Empty />);
    const soon = screen.getByRole('checkbox', { name: 'Available in the next 7 days' });
    expect(soon).not.toBeChecked();
    await userEvent.click(soon);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith({ availableWithin: 7 });
    await userEvent.click(soon);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith({});
  });

  it('shows the filter ticked when it is in force, and keeps it', async () => {
    render(<AvailableSoon />);
    expect(screen.getByRole('checkbox', { name: 'Available in the next 7 days' })).toBeChecked();
    await userEvent.type(screen.getByRole('searchbox'), 'tax{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ searchTerm: 'tax', availableWithin: 7 });
  });

  it('opens More Filters already when such filters are in force, and keeps them', async () => {
    render(<Prefilled />);
    expect(screen.getByRole('button', { name: 'More Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /Minimum rate/ })).toHaveValue('100');
    await screen.findByRole('option', { name: 'Tax & Accounting' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(Prefilled.args.value);
  });

  itHasNoAxeViolations(all);
});
