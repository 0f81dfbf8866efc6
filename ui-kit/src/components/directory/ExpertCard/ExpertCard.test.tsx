import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { experts } from '../../../mocks/fixtures.js';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './ExpertCard.stories.js';
import { countryOf } from './expertDisplay.js';

const all = composeStories(stories);
const {
  Playground,
  Grid,
  List,
  Compact,
  AustralianDollarsAndManyLanguages,
  MissingData,
  NextAvailableInSydney,
  NoFreeTimes,
} = all;
const bio = experts[0]!.bio;

const shownBio = (container: HTMLElement) =>
  container.querySelector('.eb-expert-card__bio')?.textContent ?? '';

describe('ExpertCard', () => {
  it.each([
    ['list', List, 200],
    ['grid', Grid, 150],
    ['compact', Compact, 100],
  ] as const)('%s cuts the bio at %#: %i characters and ...', (_v, Story, length) => {
    const { container } = render(<Story />);
    expect(bio.length).toBeGreaterThan(200);
    expect(shownBio(container)).toBe(`${bio.slice(0, length).trimEnd()}...`);
  });

  it.each([
    ['Auckland', Playground, 'Next available: Tue 1 Dec, 9:00 am'],
    ['Sydney', NextAvailableInSydney, 'Next available: Tue 1 Dec, 7:00 am'],
    ['no free time', NoFreeTimes, 'No free times in the next 60 days'],
  ] as const)('shows the next free time in the viewer’s zone (%s)', (_zone, Story, text) => {
    const { container } = render(<Story />);
    expect(container.querySelector('.eb-expert-card__next')).toHaveTextContent(text);
  });

  it('links the name to /experts/{id} in the list variant only', () => {
    render(<List />);
    expect(screen.getByRole('link', { name: 'Ethan Walker' })).toHaveAttribute(
      'href',
      `/experts/${experts[0]!.id}`,
    );
  });

  it("says the expert's own response time in the grid variant only, as the profile words it", () => {
    const expert = { ...experts[0]!, responseTime: '4h' };
    render(<Grid expert={expert} />);
    expect(screen.getByText('Usually responds in 4 hours')).toBeVisible();
    render(<Compact expert={expert} />);
    expect(screen.getAllByText('Usually responds in 4 hours')).toHaveLength(1);
    render(<Grid expert={{ ...expert, responseTime: '1h' }} />);
    expect(screen.getByText('Usually responds in 1 hour')).toBeVisible();
    render(<Grid expert={{ ...expert, responseTime: ' ' }} />);
    expect(screen.getByText('Usually responds in 24 hours')).toBeVisible();
    expect(screen.queryByText('Usually responds in 2h')).toBeNull();
  });

  it('has a favourite toggle only where asked for one', async () => {
    render(<Grid favoriteToggle />);
    const toggle = await screen.findByRole('button', { name: 'Favourite Ethan Walker' });
    await waitFor(() => expect(toggle).toBeEnabled());
    // The contract's example favourites are this expert.
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    render(<Compact />);
    expect(screen.getAllByRole('button', { name: /^Favourite/ })).toHaveLength(1);
  });

  it('shows NZ$ rounded to dollars, one-decimal stars, reviews and the verified mark', () => {
    render(<Playground />);
    expect(screen.getByText('NZ$180/hour')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    expect(screen.getByText('(24 reviews)')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Verified expert' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'New Zealand' })).toHaveTextContent('🇳🇿');
  });

  it("shows A$, the first two languages and '+N more'", () => {
    render(<AustralianDollarsAndManyLanguages />);
    expect(screen.getByText('A$251/hour')).toBeVisible();
    expect(screen.getByText('English')).toBeVisible();
    expect(screen.getByText('Mandarin')).toBeVisible();
    expect(screen.queryByText('Korean')).toBeNull();
    expect(screen.getByText('+2 more')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Australia' })).toBeVisible();
  });

  it("falls back to the spec's defaults for missing data", () => {
    const { container } = render(<MissingData />);
    const card = within(screen.getByRole('article', { name: 'Unknown Expert' }));
    expect(card.getByText('Professional Expert')).toBeVisible();
    expect(card.getByText('Location not specified')).toBeVisible();
    expect(card.getByText('English')).toBeVisible();
    expect(card.getByRole('img', { name: 'Other country' })).toHaveTextContent('🌐');
    expect(shownBio(container)).toBe(
      'Professional expert with years of experience providing quality consultation services.',
    );
  });

  it('opens the preview with the expert', async () => {
    render(<Playground />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick Preview: Ethan Walker' }));
    expect(Playground.args.onPreview).toHaveBeenCalledWith(
      expect.objectContaining({ id: experts[0]!.id }),
    );
  });

  it.each([
    ['Auckland', 'NZ'],
    ['New Zealand', 'NZ'],
    ['NZ', 'NZ'],
    ['Sydney', 'AU'],
    ['Australia', 'AU'],
    ['Online Only', null],
    [null, null],
  ])('maps %s to %s', (text, country) => {
    expect(countryOf(text)).toBe(country);
  });

  itHasNoAxeViolations(all);
});
