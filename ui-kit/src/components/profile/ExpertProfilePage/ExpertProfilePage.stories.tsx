import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { bookingHandlers } from '../../../mocks/booking.js';
import { consultation, consultationStore, hoursFromNow } from '../../../mocks/dashboard.js';
import { expert } from '../../../mocks/fixtures.js';
import { pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import {
  ExpertProfilePage,
  type ExpertProfilePageProps,
  type ProfilePanel,
} from './ExpertProfilePage.js';

const ZONE = 'Pacific/Auckland';

/** The signed-in client has only a completed consultation with this expert: chat asks to book. */
export const pastOnlyStore = consultationStore(() => [
  consultation({
    id: '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3f01',
    status: 'completed',
    title: 'Trust accounts',
    scheduledAt: hoursFromNow(-240),
  }),
]);
/** The signed-in client has a confirmed consultation with this expert: chat opens its room. */
export const confirmedStore = consultationStore(() => [
  consultation({
    id: '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3f02',
    status: 'confirmed',
    scheduledAt: hoursFromNow(26),
  }),
]);

const signedIn = (...handlers: HttpHandler[]) => ({
  msw: {
    handlers: [...session.signedIn(), ...handlers, ...pastOnlyStore.handlers, ...bookingHandlers()],
  },
});
const signedOut = { msw: { handlers: session.signedOut() } };

/** The portal's part: the panel lives in the URL hash; here in state, reported to `onPanelChange`. */
function WithHash(args: ExpertProfilePageProps) {
  const [panel, setPanel] = useState<ProfilePanel>(args.panel);
  return (
    <ExpertProfilePage
      {...args}
      panel={panel}
      onPanelChange={(next) => {
        args.onPanelChange(next);
        setPanel(next);
      }}
    />
  );
}

const meta = {
  title: 'Profile/ExpertProfilePage',
  component: ExpertProfilePage,
  args: { id: expert.id, panel: null, onPanelChange: fn(), onBooked: fn(), timeZone: ZONE },
  argTypes: { panel: { control: 'inline-radio', options: [null, 'book', 'chat'] } },
  parameters: signedIn(),
  excludeStories: /Store$/,
  beforeEach: () => {
    pastOnlyStore.reset();
    confirmedStore.reset();
  },
} satisfies Meta<typeof ExpertProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No panel: the profile with Book Consultation and Start Chat. */
export const Profile: Story = {};

/** #book, signed in: the booking dialog. */
export const BookingOpen: Story = { args: { panel: 'book' } };

/** #book for a visitor: Join to Book Consultation. */
export const BookingSignedOut: Story = { args: { panel: 'book' }, parameters: signedOut };

/** #chat for a visitor: Log In. */
export const ChatSignedOut: Story = { args: { panel: 'chat' }, parameters: signedOut };

/** #chat without an active consultation with this expert: Book Consultation. */
export const ChatNeedsBooking: Story = { args: { panel: 'chat' } };

/** #chat with a confirmed consultation: Open Chat goes to its room. */
export const ChatWithConsultation: Story = {
  args: { panel: 'chat' },
  parameters: signedIn(...confirmedStore.handlers),
};

/** The expert is loading: the spinner, and no panel yet even with #book. */
export const Loading: Story = {
  args: { panel: 'book' },
  parameters: signedIn(pending('getExpert')),
};

/** An unknown expert: 'Expert Not Found', and no panel even with #chat. */
export const NotFound: Story = {
  args: { panel: 'chat' },
  parameters: signedIn(respond('getExpert', 404)),
};

/** As the portal runs it: the buttons open the panels, Book Consultation in the chat moves on to booking. */
export const InThePortal: Story = { render: (args) => <WithHash {...args} /> };

/** Booked from #book: the consultation goes to the portal, which opens /payment/{id}. */
export const Booked: Story = {
  args: { panel: 'book' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog opens on the first day with a free time.
    const [first] = await canvas.findAllByRole('radio', { name: /[ap]m$/ });
    await userEvent.click(first!);
    await userEvent.click(canvas.getByRole('button', { name: 'Book & Pay' }));
  },
};
