import type { Money } from '@expertbridge/sdk';
import { formatDate } from '../../format/dates.js';
import { formatMoney } from '../../format/money.js';
import { LOCALE } from '../../format/locale.js';
import type { MessageKey, MessageParams } from '../../i18n/catalogue.js';

/** Where an expert's payout account stands, as the API names it. */
export type PayoutStatus =
  'not_started' | 'details_due' | 'pending_verification' | 'ready' | 'restricted';

/** The parts of the API's PayoutAccount the words are made of. */
export interface PayoutFacts {
  status: PayoutStatus | (string & {});
  detailsDue: readonly string[];
  dueBy: string | null;
  disabledReason: string | null;
  /** The API's own words: what is said when the kit has none of its own for these facts. */
  message: string;
}

type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * Stripe's requirement keys by their prefix, grouped into what a person would call them; the first match
 * wins, so the more specific prefixes come first.
 */
const NEEDS: [prefix: string, need: MessageKey][] = [
  ['external_account', 'payouts.need.bankAccount'],
  ['individual.dob', 'payouts.need.dateOfBirth'],
  ['individual.first_name', 'payouts.need.legalName'],
  ['individual.last_name', 'payouts.need.legalName'],
  ['individual.address', 'payouts.need.address'],
  ['individual.verification.additional_document', 'payouts.need.addressDocument'],
  ['individual.verification.document', 'payouts.need.idDocument'],
  ['individual.verification.proof_of_liveness', 'payouts.need.idDocument'],
  ['individual.id_number', 'payouts.need.idNumber'],
  ['individual.ssn_last_4', 'payouts.need.idNumber'],
  ['individual.email', 'payouts.need.contact'],
  ['individual.phone', 'payouts.need.contact'],
  ['business_profile', 'payouts.need.business'],
  ['business_type', 'payouts.need.business'],
  ['tos_acceptance', 'payouts.need.terms'],
];

/** Stripe's `requirements.disabled_reason` codes the kit words itself. */
const REASONS = new Set([
  'requirements.past_due',
  'requirements.pending_verification',
  'rejected.other',
  'rejected.fraud',
  'rejected.incomplete_verification',
  'rejected.listed',
  'rejected.terms_of_service',
  'listed',
  'under_review',
  'platform_paused',
  'action_required.requested_capabilities',
]);

/** What a requirement key asks for, in words; one the kit does not know is "a few more details". */
export function needOf(key: string): MessageKey {
  const match = NEEDS.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`));
  return match ? match[1] : 'payouts.need.other';
}

/** The requirement keys as one list in words, each need once: "your bank account details and your date of birth". */
export function needsInWords(keys: readonly string[], t: Translate): string {
  const needs = [...new Set(keys.map(needOf))];
  // "A few more details" says nothing a named need does not, so it goes last.
  needs.sort((a, b) => Number(a === 'payouts.need.other') - Number(b === 'payouts.need.other'));
  return new Intl.ListFormat(LOCALE, { type: 'conjunction' }).format(needs.map((need) => t(need)));
}

/** Why payouts are paused, in words, or undefined for a code the kit does not know. */
export function reasonInWords(code: string | null, t: Translate): string | undefined {
  return code && REASONS.has(code) ? t(`payouts.reason.${code}` as MessageKey) : undefined;
}

/**
 * Where the expert stands, in one sentence: ready to be paid; what Stripe needs and by when; that the
 * details are being checked; or that payouts are paused and why. The API's `message` when the facts are
 * ones the kit cannot word (an unknown status or reason, details due without keys).
 */
export function payoutSentence(account: PayoutFacts, t: Translate): string {
  switch (account.status) {
    case 'not_started':
      return t('payouts.words.not_started');
    case 'pending_verification':
      return t('payouts.words.pending_verification');
    case 'ready':
      return t('payouts.words.ready');
    case 'details_due': {
      if (account.detailsDue.length === 0) return account.message;
      const items = needsInWords(account.detailsDue, t);
      return account.dueBy
        ? t('payouts.words.dueBy', { items, date: formatDate(account.dueBy) })
        : t('payouts.words.due', { items });
    }
    case 'restricted': {
      const reason = reasonInWords(account.disabledReason, t);
      return reason ? t('payouts.words.restricted', { reason }) : account.message;
    }
    default:
      return account.message;
  }
}

/** The status in a few words, for the badge and the admin table; the raw value for one the kit does not know. */
export function payoutStatusLabel(status: string, t: Translate): string {
  return isPayoutStatus(status) ? t(`payouts.status.${status}`) : status;
}

const STATUSES: readonly PayoutStatus[] = [
  'not_started',
  'details_due',
  'pending_verification',
  'ready',
  'restricted',
];

/** Every status, in the order an account moves through them. */
export const PAYOUT_STATUSES = STATUSES;

/** Whether the API's status is one the kit knows. */
export function isPayoutStatus(status: string): status is PayoutStatus {
  return (STATUSES as readonly string[]).includes(status);
}

/** The action's words: set up, continue, or update what Stripe holds. */
export function payoutActionLabel(status: string, t: Translate): string {
  if (status === 'not_started') return t('payouts.action.not_started');
  if (status === 'details_due') return t('payouts.action.details_due');
  return t('payouts.action.update');
}

/** Amounts per currency in one line, in the reader's language: "NZ$153.00 and A$204.00". */
export function amountsInWords(amounts: readonly Money[], locale = LOCALE): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    amounts.map((money) => formatMoney(money, { decimals: true })),
  );
}
