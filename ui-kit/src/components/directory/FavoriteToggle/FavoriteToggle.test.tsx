import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './FavoriteToggle.stories.js';

const all = composeStories(stories);
const { NotFavourite, Favourite, Labelled, Checking, SignedOut, Saving, AddFails } = all;
const toggle = () => screen.findByRole('button', { name: 'Favourite Olivia Chen' });

describe('FavoriteToggle', () => {
  it("is a toggle button named with the expert's name, pressed for a favourite", async () => {
    render(<NotFavourite />);
    expect(await toggle()).toHaveAttribute('aria-pressed', 'false');
    render(<Favourite />);
    expect(
      await screen.findByRole('button', { name: 'Favourite Olivia Chen', pressed: true }),
    ).toBeEnabled();
  });

  it('turns on at once from the keyboard, before the API answers', async () => {
    render(<Saving />);
    const button = await toggle();
    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Favourite Olivia Chen', pressed: true });
    await userEvent.keyboard(' ');
    await screen.findByRole('button', { name: 'Favourite Olivia Chen', pressed: false });
    expect(button).toHaveFocus();
  });

  it('shows its word in the labelled variant', async () => {
    render(<Labelled />);
    expect(await toggle()).toHaveTextContent('Favourite');
  });

  it('waits, and says why, while the favourites load', async () => {
    render(<Checking />);
    expect(await toggle()).toBeDisabled();
    expect(screen.getByText('Checking your favourites…')).toBeInTheDocument();
  });

  it('asks a visitor to sign in, coming back to the page', async () => {
    await renderPlayed(SignedOut);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to keep favourites' });
    expect(dialog).toHaveTextContent('Sign in to add Olivia Chen to your favourites');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fexperts',
    );
    expect(screen.getByRole('button', { name: 'Favourite Olivia Chen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('goes back and says so when the API refuses', async () => {
    render(<AddFails />);
    const button = await screen.findByRole('button', {
      name: 'Favourite Olivia Chen',
      pressed: false,
    });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not add Olivia Chen to your favourites',
    );
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  itHasNoAxeViolations(all);
});
