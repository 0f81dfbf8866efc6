import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './FavoritesList.stories.js';

const all = composeStories(stories);
const { WithFavorites, Loading, Empty, Failed, RemoveFails, Removing } = all;

describe('FavoritesList', () => {
  it('lists favourites as compact cards with a remove button each', async () => {
    render(<WithFavorites />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Remove Olivia Chen from favorites' })).toBeEnabled();
  });

  it('takes the card away at once, before the API answers', async () => {
    await renderPlayed(Removing);
    expect(screen.queryByRole('article', { name: 'Ethan Walker' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('toasts when removing fails', async () => {
    render(<RemoveFails />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Ethan Walker from favorites' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(await screen.findByRole('article', { name: 'Ethan Walker' })).toBeVisible();
  });

  it("says 'No favorite experts yet.' with Browse Experts", async () => {
    render(<Empty />);
    expect(await screen.findByText('No favorite experts yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Experts' })).toHaveAttribute(
      'href',
      '/experts',
    );
  });

  it('shows skeletons while loading and an error when the list fails', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(3);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
