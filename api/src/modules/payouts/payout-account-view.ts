// An expert's payout account as the contract shows it: its status from the provider's account (payouts enabled,
// requirements, disabled reason), and where the expert stands in words.
import type { components } from '@expertbridge/sdk';
import type { ConnectedAccountView } from '../payments/gateway/payment-gateway.js';
import type { PayoutExpertRow, PayoutStatusChange, WaitingPayouts } from './payouts.repository.js';

type Schemas = components['schemas'];
export type PayoutAccountStatus = Schemas['PayoutAccountStatus'];

/** Disabled reasons the expert cannot fix by adding details: the provider (or the platform) has stopped payouts. */
const BLOCKING_REASON = /^(rejected\.|listed|under_review|platform_paused|other)/;

/** The status and fields to store from the provider's account. */
export function statusOf(account: ConnectedAccountView): PayoutStatusChange {
  const { requirements: r } = account;
  const due = [...new Set([...r.pastDue, ...r.currentlyDue])];
  const payout_status: PayoutAccountStatus = account.payoutsEnabled
    ? 'ready'
    : r.disabledReason && BLOCKING_REASON.test(r.disabledReason)
      ? 'restricted'
      : due.length > 0
        ? 'details_due'
        : 'pending_verification';
  return {
    payout_status,
    payouts_enabled: payout_status === 'ready',
    payout_details_due: [...new Set([...due, ...r.eventuallyDue])],
    payout_due_by: r.currentDeadline,
    payout_disabled_reason: account.payoutsEnabled ? null : r.disabledReason,
  };
}

/** What a requirement key asks for, in words. */
function wordsFor(requirement: string): string {
  if (requirement.startsWith('external_account')) return 'your bank account details';
  if (requirement.includes('verification')) return 'proof of your identity';
  if (requirement.startsWith('tos_acceptance')) return 'your acceptance of its terms';
  if (requirement.startsWith('individual.') || requirement.startsWith('business_profile.')) {
    return 'your personal details';
  }
  return 'some more details';
}

function listed(items: string[]): string {
  if (items.length <= 1) return items[0] ?? 'some more details';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function reasonInWords(reason: string | null): string {
  if (!reason) return 'Stripe has paused them.';
  if (reason.startsWith('rejected.')) return 'Stripe could not verify your identity.';
  if (reason === 'listed' || reason === 'under_review') return 'Stripe is reviewing your account.';
  if (reason === 'platform_paused') return 'ExpertBridge has paused them; please contact us.';
  if (reason === 'requirements.past_due') return 'details Stripe asked for are overdue.';
  return 'Stripe has paused them.';
}

/** Where the account stands, for the expert to read. */
export function messageOf(row: PayoutExpertRow): string {
  switch (row.payout_status) {
    case 'not_started':
      return 'Set up payouts so that you can be paid for your consultations.';
    case 'ready':
      return 'Ready to be paid.';
    case 'pending_verification':
      return 'Stripe is checking your details. This usually takes a few minutes.';
    case 'restricted':
      return `Payouts are paused: ${reasonInWords(row.payout_disabled_reason)}`;
    case 'details_due': {
      const what = listed([...new Set(row.payout_details_due.map(wordsFor))]);
      if (!row.payout_due_by) return `Stripe needs ${what}.`;
      const by = new Intl.DateTimeFormat('en-NZ', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: row.time_zone,
      }).format(row.payout_due_by);
      return `Stripe needs ${what} by ${by}.`;
    }
  }
}

const NONE_WAITING: WaitingPayouts = { count: 0, amounts: [] };

export function toPayoutAccount(
  row: PayoutExpertRow,
  waiting: WaitingPayouts = NONE_WAITING,
): Schemas['PayoutAccount'] {
  return {
    status: row.payout_status,
    payoutsEnabled: row.payouts_enabled,
    detailsDue: row.payout_details_due,
    dueBy: row.payout_due_by?.toISOString() ?? null,
    disabledReason: row.payout_disabled_reason,
    message: messageOf(row),
    waiting,
    updatedAt: row.payout_status_updated_at?.toISOString() ?? null,
  };
}

export function toAdminPayoutAccount(
  row: PayoutExpertRow,
  waiting: WaitingPayouts = NONE_WAITING,
): Schemas['AdminPayoutAccount'] {
  return {
    expertId: row.id,
    expertName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    status: row.payout_status,
    dueBy: row.payout_due_by?.toISOString() ?? null,
    disabledReason: row.payout_disabled_reason,
    waiting,
    updatedAt: row.payout_status_updated_at?.toISOString() ?? null,
  };
}
