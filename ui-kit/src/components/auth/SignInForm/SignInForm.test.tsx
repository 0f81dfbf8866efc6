import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './SignInForm.stories.js';

const all = composeStories(stories);
const { Empty, ValidationErrors, Busy, Success, WrongPassword, RateLimited } = all;
const { WithoutIdentityProvider, FirstSignIn } = all;
const { FailedWithoutText, NetworkError } = all;

describe('SignInForm', () => {
  it('requires e-mail and password, announces both and focuses the first', async () => {
    await renderPlayed(ValidationErrors);
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['Email is required', 'Password is required']);
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an e-mail that is not one', async () => {
    render(<Empty />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  });

  it("says 'Signing in...' and disables the button while busy", async () => {
    await renderPlayed(Busy);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('toasts Login Successful / Welcome back! on success', async () => {
    await renderPlayed(Success);
    expect(await screen.findByRole('status')).toHaveTextContent('Login SuccessfulWelcome back!');
  });

  it('welcomes a first sign-in without "back"', async () => {
    await renderPlayed(FirstSignIn);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Login SuccessfulWelcome to ExpertBridge!',
    );
  });

  it("toasts Login Failed with the server's text", async () => {
    await renderPlayed(WrongPassword);
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    await renderPlayed(RateLimited);
    expect(await screen.findByText('Too many sign-in attempts. Try again later.')).toBeVisible();
  });

  it('falls back to Invalid email or password when the server says nothing', async () => {
    await renderPlayed(FailedWithoutText);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login FailedInvalid email or password',
    );
  });

  it('toasts a network error when the request never arrives', async () => {
    await renderPlayed(NetworkError);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login FailedNetwork error. Please try again.',
    );
  });

  it('shows and hides the password', async () => {
    render(<Empty />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('toasts Coming Soon for password reset and disables Google and Facebook', async () => {
    render(<Empty />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('status')).toHaveTextContent('Coming Soon');
    expect(screen.getByRole('button', { name: 'Google (Coming Soon)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Facebook (Coming Soon)' })).toBeDisabled();
  });

  it('links the identity provider, sign-up and home', async () => {
    render(<Empty />);
    expect(await screen.findByRole('link', { name: 'Continue with ExpertBridge' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Close and go home' })).toHaveAttribute('href', '/');
  });

  it('offers no "Continue with" when no identity provider is configured', async () => {
    await renderPlayed(WithoutIdentityProvider);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
  });

  itHasNoAxeViolations(all);
});
