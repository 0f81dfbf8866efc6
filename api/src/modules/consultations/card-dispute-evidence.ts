// The evidence a card dispute sends to the bank, in the words of Stripe's evidence fields: what was sold and when,
// the terms the client accepted, that the service was delivered (the room's attendance, a digest of the chat, the
// completion and the review), and the admin's words. Built from facts only; nothing here reads or sends.
import type { CardDisputeEvidence } from './card-dispute-ports.js';
import type { EvidenceFacts } from './card-dispute-evidence.repository.js';

const HOUR = 3_600_000;

const at = (date: Date | null) => (date ? date.toISOString() : 'never');
const money = (amount: number, currency: string) => `${currency} ${(amount / 100).toFixed(2)}`;
const hours = (ms: number) => `${Math.round((ms / HOUR) * 10) / 10} hours`;

/** The evidence for one dispute of the consultation the facts describe. */
export function assembleEvidence(
  facts: EvidenceFacts,
  dispute: { amount: number; currency: string; reason: string; note: string | null },
): CardDisputeEvidence {
  const { consultation: c, terms } = {
    consultation: facts.consultation,
    terms: facts.consultation.terms,
  };
  const attendance = facts.attendance.length
    ? facts.attendance
        .map((a) => `${a.role} joined ${at(a.joinedAt)}, left ${at(a.leftAt)}`)
        .join('\n')
    : 'Nobody joined the consultation room.';
  const lines = [
    `Booking ${c.id}: "${c.title}", ${c.durationMinutes} minutes with ${facts.expertName}, booked ${at(c.bookedAt)} for ${at(c.scheduledAt)} to ${at(c.endsAt)}.`,
    `Price ${money(c.totalAmount, c.currency)}; disputed ${money(dispute.amount, dispute.currency)} (${dispute.reason}).`,
    `Payments: ${facts.payments.map((p) => `${p.paymentIntentId} ${money(p.amount, c.currency)} succeeded ${at(p.succeededAt)}`).join('; ') || 'none'}.`,
    `Status: ${c.status}; completed ${at(c.completedAt)}${c.completedBy ? ` by ${c.completedBy}` : ''}.`,
    `Chat transcript: ${facts.chat.messages} messages from ${at(facts.chat.firstAt)} to ${at(facts.chat.lastAt)}, sha-256 ${facts.chat.sha256}.`,
    facts.review
      ? `The client's review, ${at(facts.review.createdAt)}: ${facts.review.rating}/5${facts.review.comment ? ` "${facts.review.comment}"` : ''}.`
      : 'The client left no review.',
    ...(dispute.note ? [`Note from ExpertBridge: ${dispute.note}`] : []),
  ];
  return {
    product_description: `Online consultation "${c.title}" (${c.durationMinutes} minutes, live video) with ${facts.expertName}.`,
    customer_name: facts.client.name,
    customer_email_address: facts.client.email,
    service_date: c.scheduledAt.toISOString().slice(0, 10),
    access_activity_log: attendance,
    cancellation_policy_disclosure: `Accepted when paying, at booking (${at(c.bookedAt)}): free cancellation with a full refund up to ${hours(terms.fullRefundLeadMs)} before the start; free rescheduling up to ${hours(terms.freeRescheduleLeadMs)} before it.`,
    refund_policy_disclosure: `Accepted when paying, at booking (${at(c.bookedAt)}): the payment is held for ${hours(terms.escrowHoldMs)} after completion, during which the client may report a problem for review; a no-show by the expert is refunded in full.`,
    uncategorized_text: lines.join('\n'),
  };
}
