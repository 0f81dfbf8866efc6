import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import { headingOutline } from '../shared/headingOutline.js';
import * as stories from './LandingPage.stories.js';

const all = composeStories(stories);
const { SignedOut } = all;

describe('LandingPage', () => {
  it('has one h1 and a sound heading outline with the three Why Choose cards', () => {
    const { container } = render(<SignedOut />);
    const outline = headingOutline(container);
    expect(outline.sound).toBe(true);
    expect(outline.lines).toEqual([
      'h1 Expert advice from verified professionals, online',
      'h2 Why Choose ExpertBridge',
      'h3 Verified Experts',
      'h3 Fast Response',
      'h3 Trusted Reviews',
      'h2 Popular Categories',
      'h2 ExpertBridge in numbers',
      'h2 Ready to get expert advice?',
    ]);
  });

  it('calls to action in the hero and at the close lead to the directory and the application', () => {
    render(<SignedOut />);
    const hero = screen.getByRole('region', {
      name: 'Expert advice from verified professionals, online',
    });
    const closing = screen.getByRole('region', { name: 'Ready to get expert advice?' });
    for (const part of [hero, closing]) {
      expect(within(part).getByRole('link', { name: 'Find an Expert' })).toHaveAttribute(
        'href',
        '/experts',
      );
      expect(within(part).getByRole('link', { name: 'Become an Expert' })).toHaveAttribute(
        'href',
        '/become-expert',
      );
    }
  });

  it('links six static categories, ids 1 to 6 in seed order, with their static counts', () => {
    render(<SignedOut />);
    const section = screen.getByRole('region', { name: 'Popular Categories' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tax & Accounting50+ experts', '/experts?categoryId=1'],
      ['Real Estate & Property35+ experts', '/experts?categoryId=2'],
      ['Legal Services40+ experts', '/experts?categoryId=3'],
      ['Immigration & Visa25+ experts', '/experts?categoryId=4'],
      ['Business Consulting30+ experts', '/experts?categoryId=5'],
      ['Technology & Programming20+ experts', '/experts?categoryId=6'],
    ]);
    // The live grid's colour per category, from the shared icon and colour mapping.
    expect(links[0]).toHaveClass('eb-category--tax');
    expect(links[3]).toHaveClass('eb-category--immigration');
    expect(links[5]).toHaveClass('eb-category--tech');
  });

  it('shows the configured figures, the same set as the About page', async () => {
    render(<SignedOut />);
    const band = screen.getByRole('region', { name: 'ExpertBridge in numbers' });
    expect(await within(band).findByText('200+')).toBeVisible();
    expect(within(band).getByText('5,000+')).toBeVisible();
    expect(screen.queryByText('500+')).toBeNull();
  });

  it('is content for the portal’s main landmark, not a landmark of its own', () => {
    render(<SignedOut />);
    expect(screen.queryByRole('main')).toBeNull();
  });

  itHasNoAxeViolations(all);
});
