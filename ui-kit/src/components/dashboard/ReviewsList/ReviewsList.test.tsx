import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import { approvedProfile } from '../../../mocks/dashboard.js';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './ReviewsList.stories.js';

const all = composeStories(stories);
const { SixReviews, ManyPages, Responding, ResponseRequired, Posting, Posted, PostFails } = all;
const { NoReviews, NoExpertProfile, Loading, Failed } = all;
const { store, manyStore } = stories;

const toast = async (title: string) =>
  (await screen.findByText(title, { selector: '.eb-toast__title' })).closest('.eb-toast')
    ?.textContent;
const posts = () => store.requests.filter((r) => r.method === 'POST');

describe('ReviewsList', () => {
  beforeEach(() => {
    store.reset();
    manyStore.reset();
  });

  it('shows each review with its stars, date, comment and any response', async () => {
    render(<SixReviews />);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(6);
    const answered = within(articles[1]!);
    expect(answered.getByRole('heading', { name: 'Aroha W.' })).toBeVisible();
    expect(answered.getByRole('img', { name: /4\.0/ })).toBeVisible();
    expect(answered.getByText('Helpful, though we ran a little over time.')).toBeVisible();
    expect(answered.getByText('Your response')).toBeVisible();
    expect(answered.getByRole('button', { name: 'Edit Response' })).toBeVisible();
    expect(answered.getByText(/^\d{1,2} \w+ \d{4}$/)).toBeVisible();
    expect(within(articles[2]!).getByText('No comment left.')).toBeVisible();
    expect(within(articles[0]!).getByRole('button', { name: 'Respond' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(store.requests[0]?.path).toBe(`/api/experts/${approvedProfile.id}/reviews`);
  });

  it('opens the form under the review with its field focused', async () => {
    await renderPlayed(Responding);
    expect(screen.getByRole('button', { name: 'Respond', expanded: true })).toBeVisible();
    expect(screen.getByLabelText(/^Your response/)).toHaveFocus();
    expect(screen.getByText('0/2,000 characters')).toBeVisible();
  });

  it('posts the trimmed response, toasts, shows it with the review and returns focus', async () => {
    await renderPlayed(Posted);
    expect(await toast('Response Posted')).toContain('Your response now shows with the review.');
    expect(posts()).toEqual([
      expect.objectContaining({
        path: '/api/reviews/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e01/response',
        body: { response: 'Thank you, Sam!' },
      }),
    ]);
    const first = within((await screen.findAllByRole('article'))[0]!);
    await waitFor(() => expect(first.getByText('Thank you, Sam!')).toBeVisible());
    expect(screen.queryByLabelText(/^Your response/)).toBeNull();
    expect(first.getByRole('button', { name: 'Edit Response' })).toHaveFocus();
  });

  it('requires a response and bounds it at 2,000 characters, sending nothing', async () => {
    await renderPlayed(ResponseRequired);
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a response.');
    const field = screen.getByLabelText(/^Your response/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Post Response' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your response can be at most 2,000 characters.',
    );
    expect(posts()).toEqual([]);
  });

  it("says 'Posting...' and locks the form while posting", async () => {
    await renderPlayed(Posting);
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it("toasts 'Response Failed' when refused and keeps the text", async () => {
    await renderPlayed(PostFails);
    expect(await toast('Response Failed')).toContain(
      'Failed to post your response. Please try again.',
    );
    expect(screen.getByLabelText(/^Your response/)).toHaveValue('Thank you, Sam!');
  });

  it('pages through many reviews', async () => {
    render(<ManyPages />);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(manyStore.requests.at(-1)?.query).toEqual({ page: '2', pageSize: '10' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it("says 'No reviews yet', offers Apply without a profile, skeletons and Try Again", async () => {
    render(<NoReviews />);
    expect(await screen.findByText('No reviews yet')).toBeVisible();
    render(<NoExpertProfile />);
    expect(await screen.findByRole('link', { name: 'Apply to Become Expert' })).toBeVisible();
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton').length).toBeGreaterThan(0);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
