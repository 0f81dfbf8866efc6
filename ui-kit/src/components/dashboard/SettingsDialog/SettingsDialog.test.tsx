import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './SettingsDialog.stories.js';

const all = composeStories(stories);
const { Client, Expert, Saved, Saving, NameRequired, NameTooLong, Refused } = all;
const { Loading, SignedOut } = all;
const onClose = Client.args.onClose as Mock;
const { saves } = stories;

const toast = async (title: string) =>
  (await screen.findByText(title, { selector: '.eb-toast__title' })).closest('.eb-toast')
    ?.textContent;

describe('SettingsDialog', () => {
  beforeEach(() => {
    onClose.mockClear();
    saves.bodies.length = 0;
  });

  it("shows the user's names to edit and the e-mail disabled", async () => {
    render(<Client />);
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeVisible();
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Charlotte');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Ngata');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('client@demo.expertbridge.test');
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(
      'The e-mail you sign in with cannot be changed here.',
    );
    render(<Expert />);
    expect(await screen.findByDisplayValue('expert@demo.expertbridge.test')).toBeDisabled();
  });

  it('saves the trimmed names, toasts and asks to close', async () => {
    await renderPlayed(Saved);
    expect(await toast('Profile Updated')).toContain('Your name has been saved.');
    expect(saves.bodies).toEqual([{ firstName: 'Charlotte', lastName: 'Ngata-Smith' }]);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("says 'Saving...' and locks the form while saving", async () => {
    await renderPlayed(Saving);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByLabelText(/^First name/)).toBeDisabled();
  });

  it('refuses a blank or too long name before sending, announcing it and focusing the field', async () => {
    await renderPlayed(NameRequired);
    expect(screen.getByRole('alert')).toHaveTextContent('Last name is required');
    expect(screen.getByLabelText(/^Last name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('aria-invalid', 'true');
    await renderPlayed(NameTooLong);
    expect(await screen.findByText('Last name must be at most 100 characters')).toBeVisible();
    expect(saves.bodies).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's field message and 'Update Failed' when refused, staying open", async () => {
    await renderPlayed(Refused);
    expect(await toast('Update Failed')).toContain('Failed to update profile. Please try again.');
    expect(
      screen.getByText('Last name is required', { selector: '.eb-field-error' }),
    ).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Cancel and with Escape', async () => {
    render(<Client />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('waits for the session, and asks a signed-out visitor to log in', async () => {
    render(<Loading />);
    await settle();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    render(<SignedOut />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
