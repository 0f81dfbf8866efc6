import { composeStories, composeStory } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { session } from '../../../mocks/scenarios.js';
import { exampleResponse } from '../../../mocks/examples.js';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './ReviewDialog.stories.js';

const all = composeStories(stories);
const { Default, Submitting, Fails } = all;

const onClose = Default.args.onClose as Mock;

/** The Default story with the review request recorded. */
function recordingReview() {
  const sent: Record<string, unknown>[] = [];
  const handler = http.post('*/api/reviews', async ({ request }) => {
    sent.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(exampleResponse('createReview', 201), { status: 201 });
  });
  const Story = composeStory(
    { ...stories.Default, parameters: { msw: { handlers: [handler, ...session.signedIn()] } } },
    stories.default,
  );
  return { Story, sent };
}

describe('ReviewDialog', () => {
  beforeEach(() => onClose.mockClear());

  it('sends five stars and a public review by default, then thanks and closes', async () => {
    const { Story, sent } = recordingReview();
    render(<Story />);
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Show this review/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review Submitted')).toBeVisible();
    expect(sent).toEqual([
      { consultationId: Default.args.consultation?.id, rating: 5, isPublic: true, comment: null },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes the chosen rating, the trimmed comment and a private choice', async () => {
    const { Story, sent } = recordingReview();
    render(<Story />);
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), '  Helpful.  ');
    await userEvent.click(screen.getByRole('checkbox', { name: /Show this review/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await screen.findByText('Review Submitted');
    expect(sent[0]).toMatchObject({ rating: 3, comment: 'Helpful.', isPublic: false });
  });
  it('refuses a comment over 2,000 characters', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Comment' }));
    await userEvent.paste('x'.repeat(2001));
    expect(screen.getByRole('alert')).toHaveTextContent('2000 characters');
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
  });

  it('shows Submitting... and disables submit while sending', async () => {
    await renderPlayed(Submitting);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it("says 'Review Failed' and keeps the dialog when the API refuses", async () => {
    render(<Fails />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review Failed')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Leave a Review' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  itHasNoAxeViolations(all);
});
