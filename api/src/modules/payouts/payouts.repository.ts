import type { components } from '@expertbridge/sdk';
import type { Knex } from 'knex';
import { waitingPayouts } from './payout-waiting.records.js';

export type { WaitingPayouts } from './payout-waiting.records.js';
type PayoutAccountStatus = components['schemas']['PayoutAccountStatus'];

// The payouts module's statements: the payout columns of `experts` (the connected account's id and its status, which
// only this module writes) and the waiting mark of `consultations` (migration 0015).

export interface PayoutExpertRow {
  id: string;
  user_id: string;
  status: string;
  currency: 'NZD' | 'AUD';
  time_zone: string;
  stripe_account_id: string | null;
  payout_status: PayoutAccountStatus;
  payouts_enabled: boolean;
  payout_details_due: string[];
  payout_due_by: Date | null;
  payout_disabled_reason: string | null;
  payout_status_updated_at: Date | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

export interface PayoutStatusChange {
  payout_status: PayoutAccountStatus;
  payouts_enabled: boolean;
  payout_details_due: string[];
  payout_due_by: Date | null;
  payout_disabled_reason: string | null;
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;

export function createPayoutsRepository(knex: Knex) {
  const experts = () =>
    knex('experts as e')
      .join('users as u', 'u.id', 'e.user_id')
      .select<PayoutExpertRow[]>(
        'e.id',
        'e.user_id',
        'e.status',
        'e.currency',
        'e.time_zone',
        'e.stripe_account_id',
        'e.payout_status',
        'e.payouts_enabled',
        'e.payout_details_due',
        'e.payout_due_by',
        'e.payout_disabled_reason',
        'e.payout_status_updated_at',
        'u.email',
        'u.first_name',
        'u.last_name',
      );

  return {
    async expertOfUser(userId: string): Promise<PayoutExpertRow | undefined> {
      return experts().where('e.user_id', userId).first();
    },

    async expertOfAccount(accountId: string): Promise<PayoutExpertRow | undefined> {
      return experts().where('e.stripe_account_id', accountId).first();
    },

    async expertOfConsultation(consultationId: string): Promise<PayoutExpertRow | undefined> {
      return experts()
        .join('consultations as c', 'c.expert_id', 'e.id')
        .where('c.id', consultationId)
        .first();
    },

    /** Records the connected account made for the expert; keeps one already recorded (a concurrent start). */
    async saveAccountId(expertId: string, accountId: string): Promise<string> {
      await knex('experts')
        .where({ id: expertId })
        .whereNull('stripe_account_id')
        .update({ stripe_account_id: accountId, payout_status: 'details_due' });
      const row = await knex('experts').where({ id: expertId }).first('stripe_account_id');
      return row.stripe_account_id as string;
    },

    async saveStatus(expertId: string, change: PayoutStatusChange, at: Date): Promise<void> {
      await knex('experts')
        .where({ id: expertId })
        .update({ ...change, payout_status_updated_at: at });
    },

    waiting(expertIds: readonly string[]) {
      return waitingPayouts(knex, expertIds);
    },

    async waitingConsultationIds(expertId: string): Promise<string[]> {
      const rows: { id: string }[] = await knex('consultations')
        .where({ expert_id: expertId })
        .whereNotNull('payout_waiting_since')
        .select('id');
      return rows.map((row) => row.id);
    },

    /** Marks the payout as waiting for the account (keeping the first time), or clears the mark. */
    async setWaiting(consultationId: string, waiting: boolean, at: Date): Promise<void> {
      await knex('consultations')
        .where({ id: consultationId })
        .update({
          payout_waiting_since: waiting
            ? knex.raw('coalesce(payout_waiting_since, ?)', [at])
            : null,
        });
    },

    /** Approved experts' payout accounts: those with payouts waiting first (most first), then by name. */
    async page(query: { status?: PayoutAccountStatus; page: number; pageSize: number }) {
      const base = () =>
        knex('experts as e')
          .where('e.status', 'approved')
          .modify((q) => {
            if (query.status) void q.where('e.payout_status', query.status);
          });
      const [{ total }] = await base().count({ total: '*' });
      const waitingCount = knex('consultations as c')
        .whereRaw('c.expert_id = e.id')
        .whereNotNull('c.payout_waiting_since')
        .count('*');
      const ids: { id: string }[] = await base()
        .join('users as u', 'u.id', 'e.user_id')
        .select('e.id')
        .orderByRaw('(?) DESC', [waitingCount])
        .orderBy([{ column: 'u.last_name' }, { column: 'u.first_name' }, { column: 'e.id' }])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const rows = await experts().whereIn(
        'e.id',
        ids.map((row) => row.id),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { rows: ids.map((row) => byId.get(row.id)!), total: Number(total) };
    },
  };
}
