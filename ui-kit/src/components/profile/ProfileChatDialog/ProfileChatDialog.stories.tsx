import type { components } from '@expertbridge/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { fn } from 'storybook/test';
import {
  consultation,
  consultationStore,
  hoursFromNow,
  sydneyExpert,
} from '../../../mocks/dashboard.js';
import { expert } from '../../../mocks/fixtures.js';
import { failing, pending } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { ProfileChatDialog } from './ProfileChatDialog.js';

type Consultation = components['schemas']['Consultation'];

const id = (n: number) => `5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3e${String(n).padStart(2, '0')}`;
/** A consultation of the signed-in client with the profile's expert (Ethan Walker). */
const withEthan = (n: number, status: Consultation['status'], hours: number, title?: string) =>
  consultation({
    id: id(n),
    status,
    scheduledAt: hoursFromNow(hours),
    ...(title ? { title } : {}),
  });
/** One with another expert, who must not open this expert's chat. */
const withOlivia = (n: number, status: Consultation['status'], hours: number) =>
  consultation({
    id: id(n),
    status,
    scheduledAt: hoursFromNow(hours),
    title: 'Visa options for a software engineer',
    expertId: sydneyExpert.id,
    expert: sydneyExpert,
  });

/** Past, cancelled and unpaid bookings with this expert, and active ones with another: no chat. */
export const noActiveStore = consultationStore(() => [
  withEthan(1, 'completed', -240, 'Trust accounts'),
  withEthan(2, 'cancelled', -72, 'Working holiday visa'),
  withEthan(3, 'pending_payment', 30, 'Company structure for a café'),
  withOlivia(4, 'confirmed', 5),
  withOlivia(5, 'in_progress', 0),
]);
/** A confirmed consultation with this expert, after another expert's sooner one. */
export const confirmedStore = consultationStore(() => [
  withOlivia(10, 'confirmed', 3),
  withEthan(11, 'completed', -240, 'Trust accounts'),
  withEthan(12, 'confirmed', 26, 'GST registration for my new business'),
]);
/** A running consultation with this expert, and a later confirmed one: the running one opens. */
export const inProgressStore = consultationStore(() => [
  withEthan(20, 'confirmed', 50, 'Year-end tax planning'),
  withEthan(21, 'in_progress', 0, 'GST return review'),
]);
/** A paid request this expert has not answered yet. */
export const pendingStore = consultationStore(() => [
  withEthan(30, 'pending', 98, 'Provisional tax for a new contractor'),
]);

const signedIn = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.signedIn(), ...handlers] },
});

const meta = {
  title: 'Profile/ProfileChatDialog',
  component: ProfileChatDialog,
  args: { expertId: expert.id, onClose: fn(), onBook: fn(), timeZone: 'Pacific/Auckland' },
  parameters: signedIn(...noActiveStore.handlers),
  excludeStories: /Store$/,
  beforeEach: () => {
    for (const store of [noActiveStore, confirmedStore, inProgressStore, pendingStore]) {
      store.reset();
    }
  },
} satisfies Meta<typeof ProfileChatDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A visitor: Log In, a full-page sign-in that comes back to the open chat panel. */
export const SignedOut: Story = { parameters: { msw: { handlers: session.signedOut() } } };

export const CheckingSession: Story = { parameters: { msw: { handlers: session.loading() } } };

/** Signed in, nothing active with this expert: Book Consultation. */
export const NeedsBooking: Story = {};

/** A confirmed consultation with this expert: Open Chat goes to its room. */
export const ConfirmedConsultation: Story = { parameters: signedIn(...confirmedStore.handlers) };

export const InProgress: Story = { parameters: signedIn(...inProgressStore.handlers) };

/** A request the expert has not accepted yet: its room is open already. */
export const AwaitingAcceptance: Story = { parameters: signedIn(...pendingStore.handlers) };

export const LoadingConsultations: Story = {
  parameters: signedIn(pending('listMyConsultations')),
};

export const LoadFailed: Story = { parameters: signedIn(failing('listMyConsultations')) };
