import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { consultationStore } from '../../../mocks/dashboard.js';
import { categories, clientUser, expertPage, experts } from '../../../mocks/fixtures.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { HomePage } from './HomePage.js';

/** The client's consultations in every status; it filters, orders and pages as the API does. */
export const store = consultationStore();

const favorites = respond('listMyFavorites', 200, expertPage(experts.slice(0, 3)));
const noConsultations = respond('listMyConsultations', 200, {
  items: [],
  page: 1,
  pageSize: 5,
  total: 0,
});
const noFavorites = respond('listMyFavorites', 200, expertPage([]));

/** A signed-in client with the seeded categories; `handlers` answer before the defaults. */
const home = (...handlers: HttpHandler[]) => ({
  msw: {
    handlers: [
      ...session.signedIn(),
      ...handlers,
      respond('listCategories', 200, categories),
      favorites,
      ...store.handlers,
    ],
  },
});

const meta = {
  title: 'Marketing/HomePage',
  component: HomePage,
  parameters: home(),
  excludeStories: ['store'],
  beforeEach: () => store.reset(),
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A returning client: their latest consultations and favourite experts. */
export const WithActivity: Story = {};

/** A client who has not booked or saved anyone yet. */
export const NewClient: Story = { parameters: home(noConsultations, noFavorites) };

/** Right after sign-up: greeted as new, not "Welcome back". */
export const JustSignedUp: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session.signedIn({ ...clientUser, signedInBefore: false }),
        ...home(noConsultations, noFavorites).msw.handlers,
      ],
    },
  },
};

/** Categories, consultations and favourites still loading. */
export const Loading: Story = {
  parameters: home(
    pending('listCategories'),
    pending('listMyConsultations'),
    pending('listMyFavorites'),
  ),
};

/** The session itself still loading: no name yet, the lists wait for it. */
export const SessionLoading: Story = {
  parameters: { msw: { handlers: [...session.loading(), ...home().msw.handlers] } },
};

/** Both activity lists failed to load; each offers Try Again. */
export const Failed: Story = {
  parameters: home(failing('listMyConsultations'), failing('listMyFavorites')),
};

/** The same page on a phone. */
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
