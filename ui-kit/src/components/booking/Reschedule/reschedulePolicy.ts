import type { components } from '@expertbridge/sdk';
import type { RoomPart } from '../../room/ConsultationRoom/roomParty.js';

type Consultation = components['schemas']['Consultation'];

/**
 * Whether the viewer may move this consultation: `hidden` (not theirs to move, or its status does not move),
 * `closed` (the free-reschedule deadline has passed: the button says why), or `open`.
 */
export function rescheduleState(
  consultation: Consultation,
  part: RoomPart,
  now: Date,
): 'hidden' | 'closed' | 'open' {
  if (part === 'admin') return 'hidden';
  const { status, deadlines } = consultation;
  const movable =
    status === 'pending' ||
    status === 'confirmed' ||
    (status === 'pending_payment' && part === 'client');
  if (!movable) return 'hidden';
  const until = deadlines.freeRescheduleUntil;
  return until && Date.parse(until) <= now.getTime() ? 'closed' : 'open';
}

/** A client moving a consultation the expert has not accepted moves it at once; anything else is a proposal. */
export function movesAtOnce(consultation: Consultation, part: RoomPart): boolean {
  return (
    part === 'client' &&
    (consultation.status === 'pending_payment' || consultation.status === 'pending')
  );
}

/** The open proposal, unless it has lapsed (the server clears it at `expiresAt`; the screen need not wait). */
export function openProposal(consultation: Consultation, now: Date) {
  const proposal = consultation.rescheduleProposal;
  return proposal && Date.parse(proposal.expiresAt) > now.getTime() ? proposal : null;
}
