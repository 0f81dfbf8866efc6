import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import { consultationStore } from '../../../mocks/dashboard.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { PendingRequests } from './PendingRequests.js';

/** The expert's consultations, two of them paid and awaiting an answer; answering changes them. */
export const store = consultationStore();

const requests = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.expert(), ...handlers, ...store.handlers] },
});
const nothing = { items: [], page: 1, pageSize: 100, total: 0 };

/** Clicks a button of the first request. */
const click =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name });
    await userEvent.click(first!);
  };

const meta = {
  title: 'Dashboard/PendingRequests',
  component: PendingRequests,
  parameters: requests(),
  excludeStories: ['store'],
  beforeEach: () => store.reset(),
} satisfies Meta<typeof PendingRequests>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TwoRequests: Story = {};

/** Accept sent and not yet answered: only that row is busy. */
export const Accepting: Story = {
  parameters: requests(pending('updateConsultationStatus')),
  play: click('Accept'),
};

export const Declining: Story = {
  parameters: requests(pending('updateConsultationStatus')),
  play: click('Decline'),
};

/** Accepted: 'Status Updated', and the request leaves the list. */
export const Accepted: Story = { play: click('Accept') };

/** The booking moved on meanwhile (409): the server's reason in the toast. */
export const AlreadyAnswered: Story = {
  parameters: requests(respond('updateConsultationStatus', 409)),
  play: click('Accept'),
};

/** The lifecycle service is down: 'Update Failed' with the spec's text. */
export const UpdateFails: Story = {
  parameters: requests(respond('updateConsultationStatus', 503)),
  play: click('Decline'),
};

export const Empty: Story = {
  parameters: requests(respond('listExpertConsultations', 200, nothing)),
};

export const Loading: Story = { parameters: requests(pending('listExpertConsultations')) };

export const Failed: Story = { parameters: requests(failing('listExpertConsultations')) };
