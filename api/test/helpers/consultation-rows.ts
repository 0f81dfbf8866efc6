// Rows for tests that need consultations without going through booking (and so without Temporal).
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { DEFAULT_LIFECYCLE_CONFIG } from '@expertbridge/workflows';

export interface ExpertRow {
  id: string;
  userId: string;
}

/**
 * An approved expert (and their user) in category 1, NZD, Auckland time, with a sandbox payout account that is ready
 * (as a seeded demo expert has), so their consultations are paid out; `payoutAccount: false` for one with none.
 */
export async function insertExpert(
  knex: Knex,
  options: { rate?: number; timeZone?: string; userId?: string; payoutAccount?: boolean } = {},
): Promise<ExpertRow> {
  let userId = options.userId;
  if (!userId) {
    const [user] = await knex('users')
      .insert({
        email: `expert-${randomUUID()}@test.expertbridge.test`,
        first_name: 'Ethan',
        last_name: 'Walker',
        email_verified: true,
      })
      .returning('id');
    userId = user.id as string;
  }
  const [expert] = await knex('experts')
    .insert({
      user_id: userId,
      category_id: 1,
      title: 'Chartered Accountant and Tax Adviser',
      bio: 'Chartered accountant helping sole traders with income tax and GST.',
      experience: '12 years in practice',
      qualifications: 'CA ANZ',
      hourly_rate_amount: options.rate ?? 18000,
      currency: 'NZD',
      time_zone: options.timeZone ?? 'Pacific/Auckland',
      status: 'approved',
      application_source: 'seed',
    })
    .returning('id');
  if (options.payoutAccount !== false) await insertReadyPayoutAccount(knex, expert.id as string);
  return { id: expert.id as string, userId };
}

/** A ready sandbox connected account for the expert, as the seed gives demo experts. */
export async function insertReadyPayoutAccount(knex: Knex, expertId: string): Promise<string> {
  const id = `acct_sandbox${expertId.replaceAll('-', '')}`;
  await knex('sandbox_connected_accounts').insert({
    id,
    expert_id: expertId,
    email: `payouts-${expertId}@test.expertbridge.test`,
    country: 'NZ',
    currency: 'NZD',
    status: 'ready',
    idempotency_key: `payout-account-${expertId}`,
  });
  await knex('experts')
    .where({ id: expertId })
    .update({ stripe_account_id: id, payout_status: 'ready', payouts_enabled: true });
  return id;
}

/** A consultation row in any status, with a client created for it unless one is given. */
export async function insertConsultationRow(
  knex: Knex,
  options: {
    expert: ExpertRow;
    status: string;
    clientId?: string;
    scheduledAt?: Date;
    duration?: number;
    amounts?: [number, number, number];
    /** The consultation's currency (the expert's NZD by default). */
    currency?: 'NZD' | 'AUD';
  },
): Promise<string> {
  let clientId = options.clientId;
  if (!clientId) {
    const [user] = await knex('users')
      .insert({
        email: `client-${randomUUID()}@test.expertbridge.test`,
        first_name: 'Charlotte',
        last_name: 'Ngata',
        email_verified: true,
      })
      .returning('id');
    clientId = user.id as string;
  }
  const id = randomUUID();
  const scheduledAt = options.scheduledAt ?? new Date(Date.now() + 7 * 86_400_000);
  const duration = options.duration ?? 60;
  const [total, fee, share] = options.amounts ?? [18000, 2700, 15300];
  await knex('consultations').insert({
    id,
    client_id: clientId,
    expert_id: options.expert.id,
    expert_user_id: options.expert.userId,
    title: 'GST registration',
    duration_minutes: duration,
    scheduled_at: scheduledAt,
    ends_at: new Date(scheduledAt.getTime() + duration * 60_000),
    status: options.status,
    currency: options.currency ?? 'NZD',
    total_amount: total,
    platform_fee: fee,
    expert_amount: share,
    lifecycle_config: JSON.stringify(DEFAULT_LIFECYCLE_CONFIG),
    workflow_id: `consultation-${id}`,
  });
  return id;
}
