import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { confirmedConsultation } from '../../../mocks/fixtures.js';
import { exampleResponse } from '../../../mocks/examples.js';
import { pending, respond } from '../../../mocks/handlers.js';
import {
  cancelledConsultation,
  roomAdmin,
  roomClient,
  roomConsultation,
  roomDouble,
  roomExpert,
  roomParameters,
} from '../../../mocks/room.js';
import { session } from '../../../mocks/scenarios.js';
import { openDispute, partlyRefundedDispute } from '../../../mocks/disputes.js';
import { ConsultationRoom } from './ConsultationRoom.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A category without the legal disclaimer, so the chat shows at once. */
const immigration = {
  ...confirmedConsultation.expert,
  category: { id: 4, name: 'Immigration & Visa' },
};

const meta = {
  title: 'Room/ConsultationRoom',
  component: ConsultationRoom,
  args: { consultationId: confirmedConsultation.id, supportEmail: 'support@expertbridge.co.nz' },
  parameters: { layout: 'fullscreen', ...roomParameters(roomConsultation('confirmed')) },
} satisfies Meta<typeof ConsultationRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PaymentRequired: Story = {
  parameters: roomParameters(roomConsultation('pending_payment')),
};

export const PaymentRequiredExpert: Story = {
  parameters: roomParameters(roomConsultation('pending_payment'), roomExpert),
};

/** Paid, waiting for the expert: the client's view. */
export const PaymentSuccessful: Story = { parameters: roomParameters(roomConsultation('pending')) };

/** The expert accepts or declines. */
export const BookingRequest: Story = {
  parameters: roomParameters(roomConsultation('pending'), roomExpert),
};

/** Two days away: the countdown, Start not yet open. */
export const Scheduled: Story = {};

/** Five minutes away: the join window is open. */
export const ReadyToStart: Story = {
  parameters: roomParameters(roomConsultation('confirmed', 5 * MINUTE)),
};

/** Booked under other rules (LIFECYCLE_CONFIG_JSON): Start opens 30 days before, full refunds 3 days before. */
export const ConfiguredRules: Story = {
  parameters: roomParameters(
    ((consultation) => ({
      ...consultation,
      deadlines: {
        ...consultation.deadlines,
        joinWindowOpensAt: new Date(Date.parse(consultation.scheduledAt) - 30 * DAY).toISOString(),
        fullRefundUntil: new Date(Date.parse(consultation.scheduledAt) - 3 * DAY).toISOString(),
      },
    }))(roomConsultation('confirmed', 2 * DAY)),
  ),
};

/** Twenty minutes past the start and the expert never came: the client may report it. */
export const ExpertLate: Story = {
  parameters: roomParameters(roomConsultation('confirmed', -20 * MINUTE)),
};

/** A tax consultation in progress: the legal disclaimer comes first. */
export const InProgressWithDisclaimer: Story = {
  parameters: roomParameters(roomConsultation('in_progress', -5 * MINUTE)),
};

/** In progress: video and chat. */
export const InProgress: Story = {
  parameters: roomParameters(
    roomConsultation('in_progress', -5 * MINUTE, { expert: immigration }),
    roomClient,
    roomDouble(roomClient, { present: [{ userId: roomExpert.id, role: 'expert' }] }),
  ),
};

export const InProgressExpert: Story = {
  parameters: roomParameters(
    roomConsultation('in_progress', -5 * MINUTE, { expert: immigration }),
    roomExpert,
  ),
};

/** Over: the client may review and report a problem in the complaint window. */
export const Completed: Story = {
  parameters: roomParameters(roomConsultation('completed', -2 * HOUR)),
};

/** Arrived from the dashboard's Leave a Review (#review): the review dialog is open. */
export const OpenedForReview: Story = {
  args: { panel: 'review', onPanelChange: fn() },
  parameters: roomParameters(roomConsultation('completed', -2 * HOUR)),
};

/** Arrived from the dashboard's Report a Problem (#report): the problem report is open. */
export const OpenedToReport: Story = {
  args: { panel: 'report', onPanelChange: fn() },
  parameters: roomParameters(roomConsultation('completed', -2 * HOUR)),
};

/** #report on a consultation whose problem was already reported and settled: no second report. */
export const ReportAfterDispute: Story = {
  args: { panel: 'report', onPanelChange: fn() },
  parameters: roomParameters(
    roomConsultation('completed', -26 * HOUR, {
      dispute: partlyRefundedDispute.dispute,
      money: partlyRefundedDispute.money,
    }),
  ),
};

export const CompletedAndReviewed: Story = {
  parameters: roomParameters(
    roomConsultation('completed', -2 * HOUR, {
      review: { ...exampleResponse('createReview', 201), rating: 4 },
    }),
  ),
};

export const Cancelled: Story = { parameters: roomParameters(cancelledConsultation) };

/** The client's reported problem, resolved with a partial refund and a note, as the client reads it. */
export const DisputeResolvedForClient: Story = {
  parameters: roomParameters(
    roomConsultation('completed', -26 * HOUR, {
      dispute: partlyRefundedDispute.dispute,
      money: partlyRefundedDispute.money,
    }),
  ),
};

/** The same outcome as the expert reads it. */
export const DisputeResolvedForExpert: Story = {
  parameters: roomParameters(
    roomConsultation('completed', -26 * HOUR, {
      dispute: partlyRefundedDispute.dispute,
      money: partlyRefundedDispute.money,
    }),
    roomExpert,
  ),
};

/** A reported problem waiting for the team, as the expert reads it. */
export const DisputeOpenForExpert: Story = {
  parameters: roomParameters(
    roomConsultation('completed', -26 * HOUR, { dispute: openDispute.dispute }),
    roomExpert,
  ),
};

/** An admin watching: read-only, no actions, no video. */
export const AdminWatching: Story = {
  parameters: roomParameters(
    roomConsultation('in_progress', -5 * MINUTE, { expert: immigration }),
    roomAdmin,
    roomDouble(roomAdmin, { role: 'admin', readOnly: true }),
  ),
};

export const NotFound: Story = { parameters: roomParameters(null) };

export const Loading: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), pending('getConsultation')] } },
};

export const SignedOut: Story = {
  parameters: {
    msw: { handlers: [...session.signedOut(), respond('getConsultation', 401)] },
  },
};
