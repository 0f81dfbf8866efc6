// The only code that reads and writes consultations and chat messages with knex.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  consultationWorkflowId,
  type ConsultationStatus,
  type Currency,
  type LifecycleConfig,
} from '@expertbridge/workflows';
import { prepared } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Page } from '../../platform/page.js';
import type { LedgerAccount } from '../ledger/ledger.js';

const EXCLUSION_VIOLATION = '23P01';
export const ACTIVE_STATUSES: readonly ConsultationStatus[] = [
  'pending_payment',
  'pending',
  'confirmed',
  'in_progress',
];

/** A consultation with its parties, category and review, as the views read it. */
export interface ConsultationRow {
  id: string;
  client_id: string;
  expert_id: string;
  expert_user_id: string;
  title: string;
  description: string | null;
  duration_minutes: number;
  scheduled_at: Date;
  ends_at: Date;
  status: ConsultationStatus;
  consultation_type: 'video' | 'chat';
  is_quick: boolean;
  currency: Currency;
  total_amount: number;
  platform_fee: number;
  expert_amount: number;
  lifecycle_config: LifecycleConfig;
  workflow_id: string;
  payment_intent_id: string | null;
  paid_at: Date | null;
  started_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by: 'client' | 'expert' | 'admin' | 'system' | null;
  cancellation_reason: string | null;
  cancellation_refund: number | null;
  dispute_opened_at: Date | null;
  dispute_reason: string | null;
  dispute_resolved_at: Date | null;
  dispute_resolution: 'release' | 'partial_refund' | 'full_refund' | null;
  dispute_refund: number | null;
  dispute_note: string | null;
  last_reminder_at: Date | null;
  /** The partner whose widget made the booking, and the metadata it sent (UTM and its own keys). */
  partner_id: string | null;
  partner_metadata: Record<string, string> | null;
  created_at: Date;
  updated_at: Date;
  client_first_name: string;
  client_last_name: string;
  client_email: string;
  client_profile_image_url: string | null;
  expert_title: string;
  expert_time_zone: string;
  expert_first_name: string;
  expert_last_name: string;
  expert_profile_image_url: string | null;
  category_id: number;
  category_name: string;
  review_id: string | null;
  review_rating: number | null;
  review_comment: string | null;
  review_expert_response: string | null;
  review_responded_at: Date | null;
  review_created_at: Date | null;
}

/** The columns of a new booking. */
export interface NewConsultation {
  client_id: string;
  expert_id: string;
  expert_user_id: string;
  title: string;
  description: string | null;
  duration_minutes: number;
  scheduled_at: Date;
  ends_at: Date;
  status: ConsultationStatus;
  consultation_type: 'video' | 'chat';
  is_quick: boolean;
  currency: Currency;
  total_amount: number;
  platform_fee: number;
  expert_amount: number;
  lifecycle_config: LifecycleConfig;
  partner_id?: string | null;
  partner_metadata?: Record<string, string> | null;
}

export function selectConsultationRows(knex: Knex) {
  return knex('consultations as c')
    .join('users as cu', 'cu.id', 'c.client_id')
    .join('experts as e', 'e.id', 'c.expert_id')
    .join('users as eu', 'eu.id', 'e.user_id')
    .join('categories as cat', 'cat.id', 'e.category_id')
    .leftJoin('reviews as r', 'r.consultation_id', 'c.id')
    .select(
      'c.*',
      'cu.first_name as client_first_name',
      'cu.last_name as client_last_name',
      'cu.email as client_email',
      'cu.profile_image_url as client_profile_image_url',
      'e.title as expert_title',
      'e.time_zone as expert_time_zone',
      'eu.first_name as expert_first_name',
      'eu.last_name as expert_last_name',
      'eu.profile_image_url as expert_profile_image_url',
      'cat.id as category_id',
      'cat.name as category_name',
      'r.id as review_id',
      'r.rating as review_rating',
      'r.comment as review_comment',
      'r.expert_response as review_expert_response',
      'r.responded_at as review_responded_at',
      'r.created_at as review_created_at',
    );
}

/** A consultation by id with everything its view needs, or undefined. */
export function findConsultation(knex: Knex, id: string): Promise<ConsultationRow | undefined> {
  return selectConsultationRows(knex)
    .where('c.id', id)
    .first()
    .options(prepared('consultation_view'));
}

/** A consultation row with its ledger balances per account (the ones posted to), read in the same statement. */
export type ConsultationWithBalances = ConsultationRow & {
  ledger_balances: Partial<Record<LedgerAccount, number>>;
};

/** A consultation by id with its ledger balances: the view's whole data in one round trip. */
export function findConsultationWithBalances(
  knex: Knex,
  id: string,
): Promise<ConsultationWithBalances | undefined> {
  return selectConsultationRows(knex)
    .select(
      knex.raw(
        `(SELECT coalesce(jsonb_object_agg(b.account, b.total), '{}'::jsonb)
            FROM (SELECT account, sum(amount)::bigint AS total FROM ledger_entries
                   WHERE consultation_id = c.id GROUP BY account) b) AS ledger_balances`,
      ),
    )
    .where('c.id', id)
    .first()
    .options(prepared('consultation_view_balances'));
}

/** Books the slot; the exclusion constraint turns a taken slot into 409 `slot_taken`. */
export async function insertConsultation(knex: Knex, row: NewConsultation): Promise<string> {
  const id = randomUUID();
  try {
    await knex('consultations').insert({
      ...row,
      id,
      workflow_id: consultationWorkflowId(id),
      lifecycle_config: JSON.stringify(row.lifecycle_config),
      partner_metadata: row.partner_metadata ? JSON.stringify(row.partner_metadata) : null,
    });
    return id;
  } catch (error) {
    if ((error as { code?: string }).code === EXCLUSION_VIOLATION) throw slotTaken();
    throw error;
  }
}

export function slotTaken(): AppError {
  return AppError.conflict(
    'slot_taken',
    'That time has just been booked. Please choose another time.',
  );
}

/** Removes a booking whose workflow could not be started, so the slot is free again. */
export async function deleteUnstartedConsultation(knex: Knex, id: string): Promise<void> {
  await knex('consultations').where({ id }).del();
}

/** The busy ranges of an expert's active consultations that touch [from, to). */
export async function findBusyRanges(
  knex: Knex,
  expertId: string,
  from: Date,
  to: Date,
  exceptConsultationId?: string,
): Promise<{ start: Date; end: Date }[]> {
  const rows: { scheduled_at: Date; ends_at: Date }[] = await knex('consultations')
    .where('expert_id', expertId)
    .whereIn('status', ACTIVE_STATUSES)
    .where('ends_at', '>', from)
    .where('scheduled_at', '<', to)
    .modify((query) => {
      if (exceptConsultationId) query.whereNot('id', exceptConsultationId);
    })
    .select('scheduled_at', 'ends_at');
  return rows.map((row) => ({ start: row.scheduled_at, end: row.ends_at }));
}

export interface ConsultationListQuery {
  status?: ConsultationStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** One page of the consultations where the user is the client (or where the expert profile is the expert). */
export async function findConsultationPage(
  knex: Knex,
  party: { clientId: string } | { expertId: string },
  query: ConsultationListQuery,
): Promise<Page<ConsultationRow>> {
  const filtered = (builder: Knex.QueryBuilder) => {
    if ('clientId' in party) builder.where('c.client_id', party.clientId);
    else builder.where('c.expert_id', party.expertId);
    if (query.status) builder.where('c.status', query.status);
    if (query.from) builder.where('c.scheduled_at', '>=', query.from);
    if (query.to) builder.where('c.scheduled_at', '<', query.to);
    return builder;
  };
  const [rows, [counted]] = await Promise.all([
    filtered(selectConsultationRows(knex))
      .orderBy([
        { column: 'c.scheduled_at', order: query.order },
        { column: 'c.id', order: query.order },
      ])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    filtered(knex('consultations as c')).count({ total: '*' }),
  ]);
  return { rows: rows as ConsultationRow[], total: Number(counted?.total ?? 0) };
}

/** The expert profile id of a user, or undefined when they have none. */
export async function findExpertIdOfUser(knex: Knex, userId: string): Promise<string | undefined> {
  const row = await knex('experts').where({ user_id: userId }).first('id');
  return row?.id;
}

/** What booking needs to know about an expert: approved, rate, currency, zone and their user. */
export interface BookableExpert {
  id: string;
  user_id: string;
  status: string;
  hourly_rate_amount: number;
  currency: Currency;
  time_zone: string;
}

export function findBookableExpert(knex: Knex, id: string): Promise<BookableExpert | undefined> {
  return knex('experts')
    .where({ id })
    .first('id', 'user_id', 'status', 'hourly_rate_amount', 'currency', 'time_zone')
    .options(prepared('bookable_expert'));
}
