import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './AccessDenied.stories.js';

const { MyAccount, ProfileEditor, NotAnAdmin } = composeStories(stories);

describe('AccessDenied', () => {
  it('asks to log in through the identity provider on My Account, returning there', () => {
    render(<MyAccount />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText('Please log in to access your profile')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fmy-page',
    );
  });

  it('offers Go to Login (/login) on the profile editor', () => {
    render(<ProfileEditor />);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('tells a signed-in non-admin that an admin page is for administrators, with a way home', () => {
    render(<NotAnAdmin />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText('This page is for administrators only.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /log in/i })).toBeNull();
  });

  itHasNoAxeViolations(composeStories(stories));
});
