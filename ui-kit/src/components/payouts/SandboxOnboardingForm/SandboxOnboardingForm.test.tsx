import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RETURN_URL } from '../../../mocks/payouts.js';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import { withNavigateSpy } from '../../../test/navigateSpy.js';
import * as stories from './SandboxOnboardingForm.stories.js';

const all = composeStories(stories);
const { Default, Australian, FieldErrors, Empty, Expired, NotFound, SomeoneElses } = all;
const { api } = stories;
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('SandboxOnboardingForm', () => {
  it('says plainly it is the sandbox, whom it is for, and the test dates of birth', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up payouts' })).toBeVisible();
    expect(screen.getByText('Sandbox — no real account is created')).toBeVisible();
    expect(screen.getByText(/For Aroha Ngata \(aroha@example\.com\), paid in NZD/)).toBeVisible();
    expect(field(/Date of birth/)).toHaveAccessibleDescription(
      /1901-01-01 verifies at once, 1902-01-01 fails verification/,
    );
    expect(field(/Bank account/)).toHaveAccessibleDescription(/BB-bbbb-AAAAAAA-SSS/);
  });

  it('asks an Australian expert for BSB and account', async () => {
    render(<Australian />);
    await screen.findByText(/For Liam Nguyen/);
    expect(field(/Bank account/)).toHaveAccessibleDescription(/BSB and account/);
  });

  it("shows the API's field errors by their fields and keeps the browser here", async () => {
    await renderPlayed(FieldErrors);
    const date = field(/Date of birth/);
    expect(await screen.findByText('Enter your date of birth as YYYY-MM-DD.')).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(/Enter your date of birth as YYYY-MM-DD\./);
    expect(field(/Bank account/)).toHaveAccessibleDescription(
      /Enter a New Zealand bank account as BB-bbbb-AAAAAAA-SSS\./,
    );
    expect(field(/Legal name/)).not.toHaveAttribute('aria-invalid');
    expect(date).toHaveFocus();
    expect(api.submitted()).toBeUndefined();
  });

  it('says which fields are required before asking the API', async () => {
    await renderPlayed(Empty);
    expect(field(/Legal name/)).toHaveAccessibleDescription('Required');
    expect(field(/Legal name/)).toHaveFocus();
    expect(field(/Bank account/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the trimmed answers and goes where the API says', async () => {
    const { Story, navigate } = withNavigateSpy(stories.Default, stories.default);
    render(<Story />);
    await stories.fillAndSubmit(
      ' Aroha Ngata ',
      '1901-01-01',
      '12-3456-7890123-00',
    )({
      canvasElement: document.body,
    });
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledExactlyOnceWith(RETURN_URL, { fullPage: true }),
    );
    expect(api.submitted()).toEqual({
      legalName: 'Aroha Ngata',
      dateOfBirth: '1901-01-01',
      bankAccount: '12-3456-7890123-00',
    });
    expect(api.account().status).toBe('ready');
  });

  it('says when the link is expired, unknown or someone else’s, and leads back to payouts', async () => {
    const cases: [typeof Expired, string][] = [
      [Expired, 'This onboarding link has expired or was already used'],
      [NotFound, 'This onboarding link does not exist'],
      [SomeoneElses, 'This onboarding link was made for another account'],
    ];
    for (const [Story, title] of cases) {
      const view = render(<Story />);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to payouts' })).toHaveAttribute(
        'href',
        '/expert/payouts',
      );
      view.unmount();
    }
  });

  itHasNoAxeViolations(all);
});
