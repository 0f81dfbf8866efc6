import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './CategoryGrid.stories.js';
import { categoryStyle } from './categoryStyle.js';

const all = composeStories(stories);
const { FirstSix, ContractExample, Loading, Empty, Failed } = all;

describe('categoryStyle', () => {
  it.each([
    ['Tax & Accounting', 'calculator', 'tax'],
    ['Real Estate & Property', 'home', 'property'],
    ['Property Law', 'home', 'property'],
    ['Legal Services', 'scale', 'legal'],
    ['Immigration & Visa', 'plane', 'immigration'],
    ['Student visa', 'plane', 'immigration'],
    ['Technology & Programming', 'code', 'tech'],
    ['Business Consulting', 'briefcase', 'business'],
    ['Education & Training', 'graduation', 'education'],
    ['Wellbeing', 'trendingUp', 'other'],
  ])('%s gets the %s icon in the %s tone', (name, icon, tone) => {
    expect(categoryStyle(name)).toEqual({ icon, tone });
  });
});

describe('CategoryGrid', () => {
  it('shows the first six, each linking to the filtered directory', async () => {
    render(<FirstSix />);
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/experts?categoryId=1');
    expect(links[0]).toHaveClass('eb-category--tax');
  });

  it('shows all and fewer again with the toggle', async () => {
    render(<FirstSix />);
    const toggle = await screen.findByRole('button', { name: 'Show all categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getAllByRole('link')).toHaveLength(8);
    expect(screen.getByRole('link', { name: /Wellbeing/ })).toHaveClass('eb-category--other');
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer categories' }));
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it('has no toggle when every category fits', async () => {
    render(<ContractExample />);
    expect(await screen.findAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows six skeletons while loading and marks the region busy', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Browse by Category' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('says so when there are no categories', async () => {
    render(<Empty />);
    expect(await screen.findByText('No categories yet.')).toBeVisible();
  });

  it('announces a failed load and tries again', async () => {
    render(<Failed />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  itHasNoAxeViolations(all);
});
