import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { rejectedProfile } from '../../../mocks/onboarding.js';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './ApplicationStatus.stories.js';

const all = composeStories(stories);
const { UnderReview, Rejected, RejectedWithoutReason, Approved } = all;

describe('ApplicationStatus', () => {
  it('says an application in review is under review, not that the user is an expert', () => {
    render(<UnderReview />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your Application Is Under Review' }),
    ).toBeVisible();
    expect(screen.queryByText("You're Already an Expert!")).toBeNull();
    expect(screen.getByText(/You applied on 20 November 2026/)).toHaveTextContent(
      /clients cannot find your profile or book a consultation with you/,
    );
    expect(screen.getByRole('region', { name: 'What Happens Next' })).toBeVisible();
    const timeline = screen.getByRole('region', { name: 'Expected Timeline' });
    expect(
      within(timeline)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1-2 business days', '2-3 business days', '1 business day']);
    expect(screen.getByRole('link', { name: 'Edit Application' })).toHaveAttribute(
      'href',
      '/expert-edit',
    );
  });

  it("shows a rejection's reason and applies again on request", async () => {
    const onApplyAgain = fn();
    render(<Rejected onApplyAgain={onApplyAgain} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your Application Was Not Approved' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Reason from our review team' })).getByText(
        rejectedProfile.rejectionReason!,
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Again' }));
    expect(onApplyAgain).toHaveBeenCalledOnce();
  });

  it('says so when a rejection has no reason', () => {
    render(<RejectedWithoutReason />);
    expect(screen.getByText(/No reason was given/)).toBeVisible();
  });

  it("tells an approved expert they're already one, with the dashboard link", () => {
    render(<Approved />);
    expect(screen.getByRole('heading', { name: "You're Already an Expert!" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Manage payouts' })).toHaveAttribute(
      'href',
      '/expert/payouts',
    );
  });

  itHasNoAxeViolations(all);
});
