import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components, User } from '@expertbridge/sdk';
import { availableAt } from '../../../mocks/booking.js';
import { respond } from '../../../mocks/handlers.js';
import { roomClient, roomConsultation, roomExpert, roomParameters } from '../../../mocks/room.js';
import type { RoomPart } from '../../room/ConsultationRoom/roomParty.js';
import { StatusPanel } from '../../room/ConsultationRoom/StatusPanel.js';
import { RescheduleDialog } from './RescheduleDialog.js';
import { useConsultation } from '../../../hooks/consultations.js';
import { confirmedConsultation } from '../../../mocks/fixtures.js';

type Consultation = components['schemas']['Consultation'];

const HOUR = 3_600_000;

/** The room's status panel over the consultation as the API answers it now (it moves as the story acts). */
function Room({ part }: { part: RoomPart }) {
  const consultation = useConsultation(confirmedConsultation.id);
  if (!consultation.data) return null;
  return (
    <StatusPanel
      consultation={consultation.data}
      part={part}
      now={new Date()}
      onReview={() => undefined}
    />
  );
}

/** A proposal of a new time, three days out, by one party, with a note. */
function proposed(by: 'client' | 'expert', message: string | null = null): Consultation {
  const base = roomConsultation('confirmed', 2 * 24 * HOUR);
  // On the hour, as the expert's free times are.
  const start = Math.ceil((Date.now() + 3 * 24 * HOUR) / HOUR) * HOUR;
  return {
    ...base,
    rescheduleProposal: {
      proposedBy: by,
      scheduledAt: new Date(start).toISOString(),
      endsAt: new Date(start + HOUR).toISOString(),
      message,
      proposedAt: new Date().toISOString(),
      expiresAt: base.deadlines.freeRescheduleUntil ?? new Date().toISOString(),
    },
  };
}

const as = (consultation: Consultation, viewer: User, ...extra: Parameters<typeof availableAt>) =>
  roomParameters(consultation, viewer, undefined, [availableAt(...extra)]);

const meta = {
  title: 'Booking/Reschedule',
  component: Room,
  args: { part: 'client' },
  parameters: as(roomConsultation('confirmed'), roomClient),
} satisfies Meta<typeof Room>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmed consultation two days out: Reschedule beside Cancel. */
export const CanReschedule: Story = {};

/** Under 24 hours before the start: the button is off and says why. */
export const TooLateToReschedule: Story = {
  parameters: as(roomConsultation('confirmed', 20 * HOUR), roomClient),
};

/** The client proposed; they see it waiting, with Withdraw. */
export const ProposedByMe: Story = {
  parameters: as(proposed('client', 'Could we do Thursday instead?'), roomClient),
};

/** The expert proposed; the client accepts or declines. */
export const ProposedToMe: Story = {
  parameters: as(proposed('expert', 'I am in court on Wednesday.'), roomClient),
};

/** The expert's view of the client's proposal. */
export const ExpertAnswers: Story = {
  args: { part: 'expert' },
  parameters: as(proposed('client'), roomExpert),
};

/** Accepting a time that was taken meanwhile: the refusal is said, the proposal stays open. */
export const AcceptRefused: Story = {
  parameters: roomParameters(proposed('expert'), roomClient, undefined, [
    respond('acceptRescheduleProposal', 409, {
      error: { code: 'slot_taken', message: 'That time has just been booked' },
    }),
  ]),
};

/** A proposal past its lapse: nothing is shown. */
export const Lapsed: Story = {
  parameters: as(
    {
      ...proposed('expert'),
      rescheduleProposal: {
        ...proposed('expert').rescheduleProposal!,
        expiresAt: new Date(Date.now() - HOUR).toISOString(),
      },
    },
    roomClient,
  ),
};

/** Paid, awaiting the expert: the client's move happens at once. */
export const AwaitingTheExpert: Story = {
  parameters: as(roomConsultation('pending'), roomClient),
};

/** The dialog as a viewer elsewhere sees it (London): their own zone chosen, the expert's named. */
export const ChoosingFromLondon: Story = {
  render: () => (
    <RescheduleDialog
      consultation={roomConsultation('confirmed')}
      part="client"
      onClose={() => undefined}
      timeZone="Europe/London"
    />
  ),
};

/**
 * Shown in Sydney's time with the expert's 10:00 free and chosen for you: the change from the current time to
 * the new one, both in that zone.
 */
export const ChosenInSydney: Story = {
  parameters: as(roomConsultation('confirmed'), roomClient, [9, 10, 11]),
  render: () => (
    <RescheduleDialog
      consultation={roomConsultation('confirmed')}
      part="client"
      onClose={() => undefined}
      timeZone="Australia/Sydney"
    />
  ),
};
