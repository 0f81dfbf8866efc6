import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { consultationStore } from '../../../mocks/dashboard.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { UpcomingList } from './UpcomingList.js';

/** Consultations in every status, four of them confirmed and upcoming; it answers as the API does. */
export const store = consultationStore();

const upcoming = (who: HttpHandler[], ...handlers: HttpHandler[]) => ({
  msw: { handlers: [...who, ...handlers, ...store.handlers] },
});
const nothing = { items: [], page: 1, pageSize: 3, total: 0 };

const meta = {
  title: 'Dashboard/UpcomingList',
  component: UpcomingList,
  parameters: upcoming(session.signedIn()),
  excludeStories: ['store'],
  beforeEach: () => store.reset(),
} satisfies Meta<typeof UpcomingList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A client sees the experts they booked. */
export const Client: Story = {};

/** An expert sees their clients. */
export const Expert: Story = { parameters: upcoming(session.expert()) };

/** The role given by the host rather than taken from the session. */
export const ExpertByProp: Story = { args: { role: 'expert' } };

export const Empty: Story = {
  parameters: upcoming(session.signedIn(), respond('listMyConsultations', 200, nothing)),
};

export const Loading: Story = {
  parameters: upcoming(session.signedIn(), pending('listMyConsultations')),
};

export const Failed: Story = {
  parameters: upcoming(session.signedIn(), failing('listMyConsultations')),
};
