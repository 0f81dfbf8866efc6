import type { CardDispute } from '../../../hooks/cardDisputes.js';

// The rules of the card disputes page that need no React: the order, how near a deadline is, and which of
// the provider's codes the catalogues word.

const DAY = 24 * 60 * 60 * 1000;
/** The workflow sends the evidence this long before the bank's deadline (the runbook's 48 hours). */
export const AUTOMATIC_SEND_LEAD_MS = 2 * DAY;
/** The contract's longest note. */
export const NOTE_MAX = 4000;

/** Most urgent first: the nearest deadline (a passed one nearest of all), those without one last. */
export function byDeadline(disputes: readonly CardDispute[]): CardDispute[] {
  const due = (d: CardDispute) =>
    d.evidenceDueBy ? Date.parse(d.evidenceDueBy) : Number.POSITIVE_INFINITY;
  return [...disputes].sort((a, b) => due(a) - due(b) || a.openedAt.localeCompare(b.openedAt));
}

/** How near a deadline is: passed, under a day away, or whole days away. */
export type Nearness = { kind: 'overdue' } | { kind: 'today' } | { kind: 'days'; days: number };

/** Whole days left are counted down (3 days 20 hours is "in 3 days"), so urgency is never understated. */
export function nearness(dueBy: string, now: number): Nearness {
  const left = Date.parse(dueBy) - now;
  if (left < 0) return { kind: 'overdue' };
  const days = Math.floor(left / DAY);
  return days === 0 ? { kind: 'today' } : { kind: 'days', days };
}

/** Stripe's dispute reasons, each worded in the catalogues; any other code is shown as it is. */
export const REASONS = [
  'bank_cannot_process',
  'check_returned',
  'credit_not_processed',
  'customer_initiated',
  'debit_not_authorized',
  'duplicate',
  'fraudulent',
  'general',
  'incorrect_account_details',
  'insufficient_funds',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
] as const;
export type KnownReason = (typeof REASONS)[number];
export const knownReason = (reason: string): reason is KnownReason =>
  (REASONS as readonly string[]).includes(reason);

/** The evidence fields the workflow fills, in the order a reader follows the story. */
export const EVIDENCE_FIELDS = [
  'product_description',
  'service_date',
  'customer_name',
  'customer_email_address',
  'cancellation_policy_disclosure',
  'refund_policy_disclosure',
  'access_activity_log',
  'uncategorized_text',
] as const;
export type EvidenceField = (typeof EVIDENCE_FIELDS)[number];
export const knownEvidenceField = (field: string): field is EvidenceField =>
  (EVIDENCE_FIELDS as readonly string[]).includes(field);
