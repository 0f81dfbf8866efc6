import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import { signedInExpert } from '../../../mocks/dashboard.js';
import { expertReviews, reviewStore } from '../../../mocks/dashboardReviews.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { paste } from '../../../test/play.js';
import { ReviewsList } from './ReviewsList.js';

/** Six public reviews of the signed-in expert; answering one changes it. */
export const store = reviewStore();
/** Twenty-three reviews: three pages. */
export const manyStore = reviewStore(() =>
  Array.from({ length: 23 }, (_, i) => {
    const review = expertReviews()[i % 6]!;
    return { ...review, id: `${review.id.slice(0, -2)}${String(i + 10)}` };
  }),
);

const reviews = (handlers: HttpHandler[] = []) => ({
  msw: { handlers: signedInExpert(...handlers, ...store.handlers) },
});

/** Opens the first review's form and, when given, writes and posts a response. */
const answer =
  (text?: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: 'Respond' });
    await userEvent.click(first!);
    if (text === undefined) return;
    if (text) await paste(canvas, /^Your response/, text);
    await userEvent.click(canvas.getByRole('button', { name: 'Post Response' }));
  };

const meta = {
  title: 'Dashboard/ReviewsList',
  component: ReviewsList,
  parameters: reviews(),
  excludeStories: ['store', 'manyStore'],
  beforeEach: () => {
    store.reset();
    manyStore.reset();
  },
} satisfies Meta<typeof ReviewsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Six reviews, two already answered (Edit Response). */
export const SixReviews: Story = {};

export const ManyPages: Story = { parameters: reviews(manyStore.handlers) };

/** Respond opened: the form under the review, its field focused. */
export const Responding: Story = { play: answer() };

/** Posting nothing: 'Please write a response.' and nothing sent. */
export const ResponseRequired: Story = { play: answer('') };

export const Posting: Story = {
  parameters: reviews([pending('respondToReview')]),
  play: answer('Thank you, Sam!'),
};

/** Posted: 'Response Posted', and the response shows with the review. */
export const Posted: Story = { play: answer('  Thank you, Sam!  ') };

/** Refused (the contract's 403): 'Response Failed'. */
export const PostFails: Story = {
  parameters: reviews([respond('respondToReview', 403)]),
  play: answer('Thank you, Sam!'),
};

export const NoReviews: Story = {
  parameters: reviews([
    respond('listExpertReviews', 200, { items: [], page: 1, pageSize: 10, total: 0 }),
  ]),
};

export const NoExpertProfile: Story = {
  parameters: reviews([respond('getMyExpertProfile', 200, null)]),
};

export const Loading: Story = { parameters: reviews([pending('listExpertReviews')]) };

export const Failed: Story = { parameters: reviews([failing('listExpertReviews')]) };
