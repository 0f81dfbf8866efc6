// The only code that reads and writes consultations and chat messages with knex.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  consultationWorkflowId,
  type ConsultationStatus,
  type Currency,
} from '@expertbridge/workflows';
import { prepared } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Page } from '../../platform/page.js';
import type { ConsultationRow, NewConsultation } from './consultation-row.js';
import { selectConsultationRows } from './consultation.records.js';

// The module's own code reads the published records through its repository.
export {
  findConsultation,
  findConsultationWithBalances,
  selectConsultationRows,
} from './consultation.records.js';
export type {
  ConsultationRow,
  ConsultationWithBalances,
  NewConsultation,
} from './consultation-row.js';

const EXCLUSION_VIOLATION = '23P01';
export const ACTIVE_STATUSES: readonly ConsultationStatus[] = [
  'pending_payment',
  'pending',
  'confirmed',
  'in_progress',
];

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
