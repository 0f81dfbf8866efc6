// What each notification says (en-NZ). Times are shown in the reader's zone; amounts from minor units.
import { dateFormatPerZone } from '../../platform/date-format.js';
import { formatMoney } from '../../platform/money-text.js';
import { cardDisputeText } from './card-dispute-texts.js';
import { rescheduleText } from './reschedule-texts.js';
import type { NotificationKind } from './notifications.queue.js';

export interface TextContext {
  title: string;
  /** The other party's full name, as the reader sees them. */
  counterpart: string;
  startsAt: Date;
  timeZone: string;
  currency: 'NZD' | 'AUD';
  amount?: number | undefined;
  message?: string | undefined;
  roomUrl: string;
  /** Who reads it: a few texts differ between the client, the expert and the admins. */
  reader: 'client' | 'expert' | 'admin';
  /** A proposed new start, for the proposal's notices. */
  proposedStartsAt?: Date | undefined;
  /** How an admin settled a dispute (`amount` is then the refund). */
  resolution?: 'release' | 'partial_refund' | 'full_refund' | undefined;
}

export interface NotificationText {
  title: string;
  body: string;
}

const whenFormat = dateFormatPerZone('en-NZ', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export function formatWhen(at: Date, timeZone: string): string {
  return whenFormat(timeZone).format(at);
}

/** The outcome of a dispute in words, as its reader is affected, with the admin's note. */
function disputeOutcome(c: TextContext, quoted: string, money: string): string {
  const forClient = c.reader === 'client';
  let outcome: string;
  switch (c.resolution) {
    case 'partial_refund':
      outcome = forClient
        ? `The dispute on ${quoted} is resolved: ${money} is refunded to your card and the rest is paid to ${c.counterpart}.`
        : `The dispute on ${quoted} is resolved: ${money} is refunded to the client and the rest of your payout is released.`;
      break;
    case 'full_refund':
      outcome = forClient
        ? `The dispute on ${quoted} is resolved: your payment of ${money} is refunded in full.`
        : `The dispute on ${quoted} is resolved: the client is refunded in full (${money}), so no payout is due for it.`;
      break;
    default:
      outcome = forClient
        ? `The dispute on ${quoted} is resolved: no refund is due and the payment is released to ${c.counterpart}.`
        : `The dispute on ${quoted} is resolved in your favour: your payout is released.`;
  }
  return c.message ? `${outcome} Note from our team: ${c.message}` : outcome;
}

/** The title and body of one notification. */
export function textFor(kind: NotificationKind, c: TextContext): NotificationText {
  const when = formatWhen(c.startsAt, c.timeZone);
  const money = c.amount === undefined ? '' : formatMoney(c.amount, c.currency);
  const quoted = `"${c.title}"`;
  switch (kind) {
    case 'booking_received':
      return {
        title: 'New booking request',
        body: `${c.counterpart} booked ${quoted} for ${when}. Please accept or decline it.`,
      };
    case 'payment_received':
      return {
        title: 'Payment received',
        body: `Your payment for ${quoted} is held in escrow. ${c.counterpart} will confirm shortly.`,
      };
    case 'consultation_accepted':
      return {
        title: 'Consultation confirmed',
        body: `${c.counterpart} accepted ${quoted} on ${when}.`,
      };
    case 'consultation_declined':
      return {
        title: 'Consultation declined',
        body: `${c.counterpart} could not take ${quoted}. You will be refunded in full.`,
      };
    case 'consultation_cancelled':
      return { title: 'Consultation cancelled', body: `${quoted} on ${when} has been cancelled.` };
    case 'consultation_rescheduled':
      return {
        title: 'Consultation moved',
        body: `${quoted} with ${c.counterpart} now starts ${when}.`,
      };
    case 'joining_instructions':
      return {
        title: 'Joining instructions',
        body: `${quoted} with ${c.counterpart} starts ${when}. Join from ${c.roomUrl} up to 10 minutes before.`,
      };
    case 'start_reminder':
      return {
        title: 'Starting in an hour',
        body: `${quoted} with ${c.counterpart} starts ${when}. Join at ${c.roomUrl}.`,
      };
    case 'consultation_started':
      return {
        title: 'Consultation started',
        body: `${quoted} with ${c.counterpart} has started. Join at ${c.roomUrl}.`,
      };
    case 'consultation_completed':
      return {
        title: 'Consultation completed',
        body: `${quoted} with ${c.counterpart} is complete. Thank you!`,
      };
    case 'completion_reminder':
      return {
        title: 'Please complete your consultation',
        body:
          c.message ?? `${quoted} has ended. Please mark it as complete so the expert can be paid.`,
      };
    case 'refund_issued':
      return {
        title: 'Refund issued',
        body: `${money} has been refunded to your card for ${quoted}.`,
      };
    case 'payout_sent':
      return {
        title: 'Payout sent',
        body: `${money} for ${quoted} is on its way to your account.`,
      };
    case 'dispute_opened':
      return c.reader === 'client'
        ? {
            title: 'Problem reported',
            body: `We received your report about ${quoted}. The payment stays on hold while our team reviews it, and we will tell you the outcome.`,
          }
        : {
            title: 'Dispute opened',
            body: `A dispute was opened on ${quoted}. The payout waits for an administrator's decision.`,
          };
    case 'dispute_resolved':
      return { title: 'Dispute resolved', body: disputeOutcome(c, quoted, money) };
    case 'refund_failed':
      return {
        title: 'Refund failed',
        body: `The payment provider refused a refund for ${quoted}. It needs an administrator.`,
      };
    case 'payout_failed':
      return {
        title: 'Payout failed',
        body: `The payment provider refused the payout for ${quoted}. It needs an administrator.`,
      };
    case 'payout_details_needed':
      return {
        title: 'Add your payout details',
        body: `Your payout for ${quoted} is ready but waits for your payout details. Set up payouts from your dashboard's payouts page and it is paid straight away.`,
      };
    case 'payout_account_restricted':
      return {
        title: 'Payouts paused',
        body: `Your payout for ${quoted} cannot be sent: the payment provider has paused payouts to your account. Open your payouts page to see what it needs.`,
      };
    case 'payout_waiting_for_account':
      return {
        title: 'Payout waiting for payout details',
        body: `The payout for ${quoted} has waited a long time for the expert's payout details. It needs an administrator.`,
      };
    case 'card_dispute_opened':
    case 'card_dispute_won':
    case 'card_dispute_lost':
      return cardDisputeText(kind, c, quoted, money);
    case 'reschedule_proposed':
    case 'reschedule_accepted':
    case 'reschedule_declined':
    case 'reschedule_withdrawn':
    case 'reschedule_lapsed':
      return rescheduleText(kind, c, {
        quoted,
        when,
        proposed: c.proposedStartsAt ? formatWhen(c.proposedStartsAt, c.timeZone) : 'a new time',
      });
  }
}
