// When a client may report a problem, and whether a reported problem is still open: the room, the dashboard's
// rows and the admins' disputes page each judge a consultation by these same rules.
import type { components } from '@expertbridge/sdk';

type Consultation = components['schemas']['Consultation'];
type Dispute = NonNullable<Consultation['dispute']>;

/**
 * Whether the client may still report a problem: once, on a completed consultation, before its payout (the
 * complaint window ends when escrow is released).
 */
export function mayReportProblem(consultation: Consultation, now: Date): boolean {
  const until = consultation.deadlines.escrowReleaseAt;
  return (
    consultation.status === 'completed' &&
    !consultation.dispute &&
    until !== null &&
    new Date(until).getTime() > now.getTime()
  );
}

/** Whether a dispute still waits for the platform's team: not yet resolved with an outcome. */
export function disputeOpen(dispute: Dispute): boolean {
  return dispute.resolution === null || dispute.resolvedAt === null;
}
