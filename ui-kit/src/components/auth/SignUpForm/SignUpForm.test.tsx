import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './SignUpForm.stories.js';

const all = composeStories(stories);
const { Empty, RequiredFields, PasswordMismatch, TermsRequired, Busy, Success } = all;
const { EmailTaken, ServerRefusesAField, FailedWithoutText, NetworkError } = all;
const { WithoutIdentityProvider } = all;

const fieldErrors = () =>
  screen
    .getAllByRole('alert')
    .filter((el) => el.classList.contains('eb-field-error'))
    .map((el) => el.textContent);

describe('SignUpForm', () => {
  it('requires all five fields and the terms, and focuses the first field', async () => {
    await renderPlayed(RequiredFields);
    expect(fieldErrors()).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'Please agree to the terms and conditions.',
    ]);
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
  });

  it("toasts 'Password Mismatch' when the passwords differ", async () => {
    await renderPlayed(PasswordMismatch);
    expect(screen.getByText('Password Mismatch')).toBeVisible();
    expect(fieldErrors()).toEqual(['Passwords do not match. Please try again.']);
  });

  it("toasts 'Terms Required' when the box is not ticked", async () => {
    await renderPlayed(TermsRequired);
    expect(screen.getByText('Terms Required')).toBeVisible();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Creating account...' and disables the button while busy", async () => {
    await renderPlayed(Busy);
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });

  it("toasts 'Account Created' on success", async () => {
    await renderPlayed(Success);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account CreatedWelcome! Your account has been created successfully.',
    );
  });

  it("toasts 'Signup Failed' with the server's text", async () => {
    await renderPlayed(EmailTaken);
    expect(await screen.findByText('An account with this email already exists')).toBeVisible();
  });

  it('shows the server’s per-field message beside the field', async () => {
    await renderPlayed(ServerRefusesAField);
    expect(await screen.findByText('Enter a valid email address')).toHaveClass('eb-field-error');
  });

  it('falls back to the spec text, and to the network text without an answer', async () => {
    await renderPlayed(FailedWithoutText);
    expect(await screen.findByText('Failed to create account. Please try again.')).toBeVisible();
    await renderPlayed(NetworkError);
    expect(await screen.findByText('Network error. Please try again.')).toBeVisible();
  });

  it('links the terms and privacy pages and sign-in', () => {
    render(<Empty />);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('toggles both passwords independently', async () => {
    render(<Empty />);
    const [first] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(first!);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'password');
  });

  it('offers "Continue with" the identity provider only when one is configured', async () => {
    render(<Empty />);
    expect(await screen.findByRole('link', { name: 'Continue with ExpertBridge' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    cleanup();
    await renderPlayed(WithoutIdentityProvider);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
  });

  itHasNoAxeViolations(all);
});
