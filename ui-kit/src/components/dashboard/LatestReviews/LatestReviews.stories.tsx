import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { signedInExpert } from '../../../mocks/dashboard.js';
import { expertReviews, reviewStore } from '../../../mocks/dashboardReviews.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { LatestReviews } from './LatestReviews.js';

/** Six public reviews of the signed-in expert, newest first. */
export const store = reviewStore();

const reviews = (...handlers: HttpHandler[]) => ({
  msw: { handlers: signedInExpert(...handlers, ...store.handlers) },
});
const page = (items: unknown[]) => ({ items, page: 1, pageSize: 2, total: items.length });

const meta = {
  title: 'Dashboard/LatestReviews',
  component: LatestReviews,
  parameters: reviews(),
  excludeStories: ['store'],
  beforeEach: () => store.reset(),
} satisfies Meta<typeof LatestReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Six reviews: the newest two, the second with the expert's response. */
export const TwoLatest: Story = {};

/** The contract's review, long enough to be cut at 150 characters. */
export const LongComment: Story = {
  parameters: reviews(
    respond(
      'listExpertReviews',
      200,
      page([{ ...expertReviews()[0]!, comment: 'Clear and practical. '.repeat(12).trim() }]),
    ),
  ),
};

export const NoReviews: Story = {
  parameters: reviews(respond('listExpertReviews', 200, page([]))),
};

export const NoExpertProfile: Story = {
  parameters: reviews(respond('getMyExpertProfile', 200, null)),
};

export const Loading: Story = { parameters: reviews(pending('listExpertReviews')) };

export const Failed: Story = { parameters: reviews(failing('listExpertReviews')) };

export const ProfileFailed: Story = { parameters: reviews(failing('getMyExpertProfile')) };
