import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './StatsBand.stories.js';

const all = composeStories(stories);
const { LandingFigures } = all;

describe('StatsBand', () => {
  it('shows the landing figures, each value with what it counts, under a named region', () => {
    render(<LandingFigures />);
    const band = screen.getByRole('region', { name: 'ExpertBridge in numbers' });
    const pairs = within(band)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Verified experts', '200+'],
      ['Consultations completed', '5,000+'],
      ['Average rating', '4.8'],
      ['Typical response time', '< 2 hours'],
    ]);
  });

  it("never shows the About page's figures", () => {
    render(<LandingFigures />);
    expect(screen.queryByText('500+')).toBeNull();
    expect(screen.queryByText('10,000+')).toBeNull();
  });

  itHasNoAxeViolations(all);
});
