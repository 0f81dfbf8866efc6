import type { Review } from '@expertbridge/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expertReviews, reviewStore } from '../../../mocks/dashboardReviews.js';
import { experts } from '../../../mocks/fixtures.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { ExpertReviews } from './ExpertReviews.js';

const [ethan] = experts as [(typeof experts)[0]];

/** Six public reviews, newest first, two of them answered: two pages of five. */
export const store = reviewStore();
const handlers = (...list: HttpHandler[]) => ({ msw: { handlers: list } });
/** One page holding exactly these reviews. */
const answering = (items: Review[]) =>
  handlers(respond('listExpertReviews', 200, { items, page: 1, pageSize: 5, total: items.length }));

/** Six public reviews of seven: one private. */
const withPrivate = { ...ethan, averageRating: 4.4, totalReviews: 7 };

const meta = {
  title: 'Profile/ExpertReviews',
  component: ExpertReviews,
  args: { expert: { ...ethan, averageRating: 4.5, totalReviews: 6 } },
  parameters: { msw: { handlers: store.handlers } },
  excludeStories: ['store'],
  beforeEach: () => store.reset(),
} satisfies Meta<typeof ExpertReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Two pages: five reviews on the first, the expert's responses under theirs. */
export const TwoPages: Story = {};

/** One review private: the count says seven, six are shown, and the card says why. */
export const SomePrivate: Story = { args: { expert: withPrivate } };

/** Every review private: the rating, and why there is nothing to read. */
export const AllPrivate: Story = {
  args: { expert: { ...ethan, averageRating: 4, totalReviews: 2 } },
  parameters: answering([]),
};

/** No reviews yet: the spec's 5.0 and 'No reviews yet.' */
export const NoReviews: Story = {
  args: { expert: { ...ethan, averageRating: 0, totalReviews: 0 } },
  parameters: answering([]),
};

export const Loading: Story = { parameters: handlers(pending('listExpertReviews')) };

export const Failed: Story = { parameters: handlers(failing('listExpertReviews')) };

/** An expert not (or no longer) listed: their reviews are not public (404), with no Try Again. */
export const NotListed: Story = { parameters: handlers(respond('listExpertReviews', 404)) };

/** A single review without a comment. */
export const WithoutComment: Story = {
  args: { expert: { ...ethan, averageRating: 4, totalReviews: 1 } },
  parameters: answering([
    { ...expertReviews()[0]!, comment: null, expertResponse: null, respondedAt: null },
  ]),
};
