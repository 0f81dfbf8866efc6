import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './ExpertReviews.stories.js';

const all = composeStories(stories);
const { TwoPages, SomePrivate, AllPrivate, NoReviews, Loading, Failed, WithoutComment } = all;
const { NotListed } = all;

const reviewNames = () =>
  screen.getAllByRole('article').map((review) => within(review).getByRole('heading').textContent);

describe('ExpertReviews', () => {
  it('lists the public reviews newest first with stars, date, comment and first name and initial', async () => {
    render(<TwoPages />);
    expect(
      await screen.findByText('Sorted my provisional tax in one session. Very clear.'),
    ).toBeVisible();
    expect(screen.getByText('4.5 average from 6 reviews')).toBeVisible();
    expect(reviewNames()).toEqual(['Sam K.', 'Aroha W.', 'Jack T.', 'Charlotte N.', 'Mere T.']);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    expect(first.querySelector('time')).toHaveAttribute('dateTime');
  });

  it("shows the expert's response under its review, named as theirs", async () => {
    render(<TwoPages />);
    const aroha = (await screen.findAllByRole('article'))[1]!;
    expect(within(aroha).getByText('Response from Ethan Walker')).toBeVisible();
    expect(
      within(aroha).getByText('Thanks Aroha, I will keep a closer eye on the clock.'),
    ).toBeVisible();
    expect(screen.queryByText('Your response')).toBeNull();
  });

  it('pages on, with focus back at the top of the reviews', async () => {
    render(<TwoPages />);
    const paging = await screen.findByRole('navigation', { name: /pag/i });
    expect(within(paging).getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(await screen.findByText('Liam B.')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Reviews' })).toHaveFocus();
  });

  it('says that private reviews count but are not shown', async () => {
    render(<SomePrivate />);
    expect(await screen.findByText('4.4 average from 7 reviews')).toBeVisible();
    expect(
      await screen.findByText('Private reviews count in the rating but are not shown.'),
    ).toBeVisible();
    render(<AllPrivate />);
    expect(await screen.findByText(/Every review of this expert is private/)).toBeVisible();
  });

  it("says 'No reviews yet.' with the spec's 5.0", async () => {
    render(<NoReviews />);
    expect(await screen.findByText('No reviews yet.')).toBeVisible();
    expect(screen.getByText('5.0 average from 0 reviews')).toBeVisible();
  });

  it('says when a review has no comment', async () => {
    render(<WithoutComment />);
    expect(await screen.findByText('No comment left.')).toBeVisible();
  });

  it('shows placeholders while loading and an error with retry when the list fails', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(2);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  it('says the reviews are not public for an expert not listed (404), with no Try Again', async () => {
    render(<NotListed />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This expert's reviews are not public.",
    );
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  itHasNoAxeViolations(all);
});
