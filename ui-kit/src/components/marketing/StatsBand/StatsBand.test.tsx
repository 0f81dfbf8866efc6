import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './StatsBand.stories.js';

const all = composeStories(stories);
const { LandingFigures, ConfiguredFigures, Loading, Failed } = all;

const pairs = async () => {
  const band = screen.getByRole('region', { name: 'ExpertBridge in numbers' });
  const terms = await within(band).findAllByRole('term');
  return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

describe('StatsBand', () => {
  it('shows the configured figures, each value with what it counts, under a named region', async () => {
    render(<LandingFigures />);
    expect(await pairs()).toEqual([
      ['Verified experts', '200+'],
      ['Consultations completed', '5,000+'],
      ['Average rating', '4.8'],
      ['Typical response time', '< 2 hours'],
    ]);
  });

  it('says what the API serves rather than fixed text, in the singular where it is one', async () => {
    render(<ConfiguredFigures />);
    expect(await pairs()).toEqual([
      ['Verified experts', '1,250+'],
      ['Consultations completed', '48,000+'],
      ['Average rating', '4.8'],
      ['Typical response time', '< 1 hour'],
    ]);
  });

  it('says it is loading, then offers Try Again when the figures cannot be loaded', async () => {
    render(<Loading />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    render(<Failed />);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
