import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { experts } from '../../../mocks/fixtures.js';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './ExpertPreviewDialog.stories.js';

const all = composeStories(stories);
const { Verified, AustralianExpertWithCents, NoReviewsYet } = all;
const onClose = Verified.args.onClose as Mock;

describe('ExpertPreviewDialog', () => {
  beforeEach(() => onClose.mockClear());

  it("is a dialog titled 'Expert Preview' that starts with focus inside", () => {
    render(<Verified />);
    const dialog = screen.getByRole('dialog', { name: 'Expert Preview' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("shows the expert's real rating and review count, not a fixed 4.8 (24)", () => {
    render(<AustralianExpertWithCents />);
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();
    expect(screen.getByText('(57 reviews)')).toBeVisible();
    render(<NoReviewsYet />);
    expect(screen.getByText('(0 reviews)')).toBeVisible();
  });

  it('shows the rate as stored, with cents', () => {
    render(<AustralianExpertWithCents />);
    expect(screen.getByText('A$250.50/hour')).toBeVisible();
  });

  it('lists Chat and Video Call and the service countries', () => {
    render(<AustralianExpertWithCents />);
    expect(screen.getByText('Chat')).toBeVisible();
    expect(screen.getByText('Video Call')).toBeVisible();
    expect(screen.getByText('Australia, New Zealand')).toBeVisible();
  });

  it('links the full profile and closes with Close Preview or Escape', async () => {
    render(<Verified />);
    expect(screen.getByRole('link', { name: 'View Full Profile' })).toHaveAttribute(
      'href',
      '/expert-profile/3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b11',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close Preview' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("says the expert's own response time, as the card and the profile do", () => {
    render(<Verified expert={{ ...experts[0]!, responseTime: '4h' }} />);
    expect(screen.getByText('Response time').nextElementSibling).toHaveTextContent('4 hours');
  });

  it("has the favourite toggle, named with the expert's name", async () => {
    render(<AustralianExpertWithCents />);
    const toggle = await screen.findByRole('button', { name: 'Favourite Olivia Chen' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveTextContent('Favourite');
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Verified />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  itHasNoAxeViolations(all);
});
