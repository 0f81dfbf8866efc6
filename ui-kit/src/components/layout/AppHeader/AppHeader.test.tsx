import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './AppHeader.stories.js';

const { SignedOut, SignedIn, UnreadNotifications, ExpertUserMenuOpen, AdminUserMenuOpen } =
  composeStories(stories);
const { MobileDrawerSignedOut, MobileDrawerSignedIn } = composeStories(stories);

describe('AppHeader', () => {
  it('offers Sign In (/login) and Get Started (/signup) when signed out', async () => {
    render(<SignedOut />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'My Page' })).toBeNull();
  });

  it('shows My Page, the bell and the initials avatar when signed in', async () => {
    render(<SignedIn />);
    expect(await screen.findByRole('link', { name: 'My Page' })).toHaveAttribute(
      'href',
      '/my-page',
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Charlotte, account menu' })).toHaveTextContent(
      /^CNCharlotte/,
    );
  });

  it('puts the unread count on the bell', async () => {
    render(<UnreadNotifications />);
    expect(await screen.findByRole('link', { name: 'Notifications, 5 unread' })).toHaveTextContent(
      '5',
    );
  });

  it('opens the user menu with name, e-mail, Expert badge and Sign out, and closes on Escape', async () => {
    await renderPlayed(ExpertUserMenuOpen);
    const button = screen.getByRole('button', { name: /account menu/ });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('expert@demo.expertbridge.test')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/api/logout');
    expect(screen.queryByRole('link', { name: '수익 관리' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('adds the admin entries, in Korean, for the admin role only', async () => {
    await renderPlayed(AdminUserMenuOpen);
    expect(screen.getByRole('link', { name: '지연된 상담' })).toHaveAttribute(
      'href',
      '/admin/pending',
    );
    expect(screen.getByRole('link', { name: '수익 관리' })).toHaveAttribute(
      'href',
      '/admin/revenue',
    );
    expect(screen.queryByText('Expert')).toBeNull();
  });

  it('drawer: signed out it offers Get Started at /auth/signup and traps focus', async () => {
    await renderPlayed(MobileDrawerSignedOut);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('drawer: signed in it adds Dashboard and Profile, and any link closes it', async () => {
    await renderPlayed(MobileDrawerSignedIn);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  itHasNoAxeViolations(composeStories(stories));
});
