import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { approvedProfile } from '../../../mocks/dashboard.js';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './LatestReviews.stories.js';

const all = composeStories(stories);
const { TwoLatest, LongComment, NoReviews, NoExpertProfile, Loading, Failed, ProfileFailed } = all;

describe('LatestReviews', () => {
  beforeEach(() => stories.store.reset());

  it("shows the expert's two newest reviews of six, asking for two", async () => {
    render(<TwoLatest />);
    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Sam K.',
      'Aroha W.',
    ]);
    expect(within(articles[0]!).getByRole('img', { name: /5\.0/ })).toBeVisible();
    expect(
      within(articles[1]!).getByText('Thanks Aroha, I will keep a closer eye on the clock.'),
    ).toBeVisible();
    expect(stories.store.requests).toEqual([
      expect.objectContaining({
        path: `/api/experts/${approvedProfile.id}/reviews`,
        query: { pageSize: '2' },
      }),
    ]);
  });

  it('cuts a long comment at 150 characters', async () => {
    render(<LongComment />);
    const comment = await screen.findByText(/^Clear and practical/);
    expect(comment.textContent).toHaveLength(153);
    expect(comment.textContent!.endsWith('...')).toBe(true);
  });

  it("says 'No reviews yet' when there are none", async () => {
    render(<NoReviews />);
    expect(await screen.findByText('No reviews yet')).toBeVisible();
  });

  it('offers Apply to Become Expert to a user without an expert profile', async () => {
    render(<NoExpertProfile />);
    expect(await screen.findByRole('link', { name: 'Apply to Become Expert' })).toBeVisible();
    expect(stories.store.requests).toEqual([]);
  });

  it('shows skeletons while loading, Try Again when reviews or the profile fail', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(2);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
    render(<ProfileFailed />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  itHasNoAxeViolations(all);
});
