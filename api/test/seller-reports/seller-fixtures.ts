// Sellers and their money for the seller reports' tests: experts with or without tax details, consultations whose
// movements go through the ledger's own post() as the lifecycle's activities make them, and postings dated in the
// past (inserted whole, balanced, since the ledger takes the time of its transaction).
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Movement } from '../../src/modules/ledger/ledger.js';
import { post } from '../../src/modules/ledger/ledger.records.js';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { ignorePostings } from '../helpers/ledger-balances.js';
import type { TestApp } from '../helpers/test-app.js';

export type Currency = 'NZD' | 'AUD';

export interface Seller {
  user: TestUser;
  expert: ExpertRow;
}

export interface TaxDetails {
  legalName: string;
  address: string;
  country: 'NZ' | 'AU';
  gstRegistered: boolean;
  taxNumber: string | null;
}

/** A signed-in expert with their tax details (none when left out). */
export async function newSeller(
  app: TestApp,
  options: { firstName?: string; tax?: TaxDetails } = {},
): Promise<Seller> {
  const user = await createSignedInUser(app, {
    firstName: options.firstName ?? 'Aroha',
    lastName: 'Seller',
  });
  const expert = await insertExpert(app.db.knex, { userId: user.id });
  if (options.tax) {
    const { legalName, address, country, gstRegistered, taxNumber } = options.tax;
    await app.db.knex('expert_tax_details').insert({
      expert_id: expert.id,
      legal_name: legalName,
      address,
      country,
      gst_registered: gstRegistered,
      tax_number: taxNumber,
    });
  }
  return { user, expert };
}

export const paid = (amount: number): Movement[] => [
  { from: 'client_payments', to: 'escrow', amount },
];
export const released = (fee: number, share: number): Movement[] => [
  { from: 'escrow', to: 'platform_revenue', amount: fee },
  { from: 'escrow', to: 'expert_payable', amount: share },
];
export const paidOut = (share: number): Movement[] => [
  { from: 'expert_payable', to: 'payouts', amount: share },
];
/** A late cancellation's half: owed back, then refunded at the provider. */
export const cancelledHalf = (amount: number): Movement[][] => [
  [{ from: 'escrow', to: 'refunds_payable', amount }],
  [{ from: 'refunds_payable', to: 'refunds', amount }],
];
export const refunded = (amount: number): Movement[] => [{ from: 'escrow', to: 'refunds', amount }];
/** A second payment of a consultation returned whole at once. */
export const strayRefunded = (amount: number): Movement[] => [
  { from: 'client_payments', to: 'refunds', amount },
];

/** A consultation of the seller with its money moved now, one posting per entry of `postings`. */
export async function consultationWith(
  knex: Knex,
  seller: Seller,
  currency: Currency,
  postings: Movement[][],
): Promise<string> {
  const id = await insertConsultationRow(knex, {
    expert: seller.expert,
    status: 'completed',
    currency,
  });
  for (const movements of postings) {
    await knex.transaction((trx) =>
      post(trx, { consultationId: id, currency, memo: 'test', movements }, ignorePostings),
    );
  }
  return id;
}

/** One balanced posting at a given instant (the append-only ledger takes inserts of any time). */
export async function postAt(
  knex: Knex,
  consultationId: string,
  currency: Currency,
  at: Date,
  movements: Movement[],
): Promise<void> {
  const postingId = randomUUID();
  await knex('ledger_entries').insert(
    movements.flatMap((m) => [
      {
        posting_id: postingId,
        consultation_id: consultationId,
        account: m.from,
        amount: -m.amount,
        currency,
        memo: 'test',
        created_at: at,
      },
      {
        posting_id: postingId,
        consultation_id: consultationId,
        account: m.to,
        amount: m.amount,
        currency,
        memo: 'test',
        created_at: at,
      },
    ]),
  );
}

/** A consultation of the seller whose only money is `movements`, posted at `at`. */
export async function consultationAt(
  knex: Knex,
  seller: Seller,
  at: Date,
  movements: Movement[],
  currency: Currency = 'NZD',
): Promise<string> {
  const id = await insertConsultationRow(knex, {
    expert: seller.expert,
    status: 'completed',
    currency,
  });
  await postAt(knex, id, currency, at, movements);
  return id;
}

/** The first and last day of the current month in New Zealand, as YYYY-MM-DD. */
export function currentNzMonth(now = new Date()): { from: string; to: string } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${last}` };
}
