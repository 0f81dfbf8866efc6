import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './ExpertProfileView.stories.js';

const all = composeStories(stories);
const { ContractExample, NoReviewsAndMissingDetails, Loading, NotFound, Failed } = all;

describe('ExpertProfileView', () => {
  it('shows the header, the three text cards, Quick Info and the review summary', async () => {
    render(<ContractExample />);
    expect(await screen.findByRole('heading', { level: 1, name: /Ethan Walker/ })).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.getByText('NZ$180/hour')).toBeVisible();
    expect(screen.getByText('Usually responds in 2 hours')).toBeVisible();
    for (const heading of ['About', 'Experience', 'Qualifications', 'Quick Info', 'Reviews']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(screen.getByText('4.8 average from 24 reviews')).toBeVisible();
  });

  it('falls back to 5.0, the default texts and 24 hours when data is missing', async () => {
    render(<NoReviewsAndMissingDetails />);
    expect(await screen.findByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    expect(screen.getByText('No experience details provided.')).toBeVisible();
    expect(screen.getByText('No qualifications listed.')).toBeVisible();
    expect(screen.getAllByText('Location not specified')).toHaveLength(2);
    expect(screen.getByText('Usually responds in 24 hours')).toBeVisible();
  });

  it('shows a spinner while loading', async () => {
    render(<Loading />);
    await settle();
    expect(screen.getByText('Loading...').closest('[role="status"]')).toBeInTheDocument();
  });

  it("says 'Expert Not Found' for an unknown id", async () => {
    render(<NotFound />);
    expect(await screen.findByRole('heading', { name: 'Expert Not Found' })).toBeVisible();
    expect(screen.getByText("The expert you're looking for doesn't exist.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Experts' })).toHaveAttribute(
      'href',
      '/experts',
    );
  });

  it('announces other failures with Try Again', async () => {
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
