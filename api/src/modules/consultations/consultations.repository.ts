// The consultations module's statements over one database: booking, the lists, the reads the services build their
// views from, the room's attendance as evidence and the overdue reminders' words. The hot reads and the booking's
// insert (whose exclusion constraint answers a taken slot) are hand-written knex; the plain reads and patches go
// through ConsultationModel.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  consultationWorkflowId,
  type ConsultationStatus,
  type Currency,
} from '@expertbridge/workflows';
import { prepared, type Transaction } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Page } from '../../platform/page.js';
import type { BookedTime } from '../scheduling/slot-engine.js';
import { balancesByConsultation, consultationBalances } from '../ledger/ledger.records.js';
import { attended, attendanceSummaries } from './attendance.records.js';
import type { ConsultationRow, NewConsultation } from './consultation-row.js';
import { ConsultationModel } from './consultation.model.js';
import {
  findConsultation,
  findConsultationWithBalances,
  selectConsultationRows,
} from './consultation.records.js';

const EXCLUSION_VIOLATION = '23P01';
export const ACTIVE_STATUSES: readonly ConsultationStatus[] = [
  'pending_payment',
  'pending',
  'confirmed',
  'in_progress',
];

export function slotTaken(): AppError {
  return AppError.conflict(
    'slot_taken',
    'That time has just been booked. Please choose another time.',
  );
}

export interface ConsultationListQuery {
  status?: ConsultationStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
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

export function createConsultationsRepository(knex: Knex) {
  return {
    /** A consultation by id with everything its view needs, or undefined. */
    findConsultation: (id: string) => findConsultation(knex, id),

    /** A consultation by id with its ledger balances: the view's whole data in one round trip. */
    findConsultationWithBalances: (id: string) => findConsultationWithBalances(knex, id),

    /** Ledger balances per consultation, for a list's views (one query). */
    balancesByConsultation: (ids: readonly string[]) => balancesByConsultation(knex, ids),

    /** One consultation's ledger balances. */
    consultationBalances: (id: string) => consultationBalances(knex, id),

    /** Books the slot; the exclusion constraint turns a taken slot into 409 `slot_taken`. */
    async insertConsultation(row: NewConsultation): Promise<string> {
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
    },

    /** Removes a booking whose workflow could not be started, so the slot is free again. */
    async deleteUnstartedConsultation(id: string): Promise<void> {
      await ConsultationModel.query(knex).deleteById(id);
    },

    /** Runs fn in one transaction, which it hands to a port whose writes must commit together. */
    inTransaction<T>(fn: (trx: Transaction) => Promise<T>): Promise<T> {
      return knex.transaction((trx) => fn(trx));
    },

    /**
     * The time an expert's active consultations hold that touches [from, to), but the one being moved: each one's
     * start and its occupied range, buffers included (the scheduling module's BookedTimes).
     */
    async bookedTimes(
      expertId: string,
      from: Date,
      to: Date,
      exceptConsultationId?: string,
    ): Promise<BookedTime[]> {
      const rows: { scheduled_at: Date; blocked_from: Date; blocked_until: Date }[] = await knex(
        'consultations',
      )
        .where('expert_id', expertId)
        .whereIn('status', ACTIVE_STATUSES)
        .where('blocked_until', '>', from)
        .where('blocked_from', '<', to)
        .modify((query) => {
          if (exceptConsultationId) query.whereNot('id', exceptConsultationId);
        })
        .select('scheduled_at', 'blocked_from', 'blocked_until');
      return rows.map((row) => ({
        startsAt: row.scheduled_at,
        blockedFrom: row.blocked_from,
        blockedUntil: row.blocked_until,
      }));
    },

    /** One page of the consultations where the user is the client (or where the expert profile is the expert). */
    async findConsultationPage(
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
    },

    /** The expert profile id of a user, or undefined when they have none. */
    async findExpertIdOfUser(userId: string): Promise<string | undefined> {
      const row = await knex('experts').where({ user_id: userId }).first('id');
      return row?.id;
    },

    findBookableExpert(id: string): Promise<BookableExpert | undefined> {
      return knex('experts')
        .where({ id })
        .first('id', 'user_id', 'status', 'hourly_rate_amount', 'currency', 'time_zone')
        .options(prepared('bookable_expert'));
    },

    /** Whether each party has been in the room at all (the evidence against a no-show report). */
    attended: (consultationId: string) => attended(knex, consultationId),

    /** Each party's first join, last leave and presence, per consultation (the admins' overdue view). */
    attendanceSummaries: (consultationIds: string[]) => attendanceSummaries(knex, consultationIds),

    /** Confirmed or running consultations that ended before `endedBefore`, the longest ended first. */
    findUnfinishedEndedBefore(endedBefore: Date): Promise<ConsultationRow[]> {
      return selectConsultationRows(knex)
        .whereIn('c.status', ['confirmed', 'in_progress'])
        .where('c.ends_at', '<', endedBefore)
        .orderBy([
          { column: 'c.ends_at', order: 'asc' },
          { column: 'c.id', order: 'asc' },
        ]);
    },

    async consultationExists(id: string): Promise<boolean> {
      return (await ConsultationModel.query(knex).findById(id).select('id')) !== undefined;
    },

    /** The admin's words waiting for the next completion reminder, if any. */
    async findReminderMessage(id: string): Promise<string | null | undefined> {
      const row = await ConsultationModel.query(knex).findById(id).select('reminder_message');
      return row?.reminder_message;
    },

    /** Leaves the admin's words on the row for the reminder's step to send. */
    async setReminderMessage(id: string, message: string): Promise<void> {
      await ConsultationModel.query(knex).findById(id).patch({ reminder_message: message });
    },

    /** Puts back the words that were there before `message`, unless something has replaced it since. */
    async restoreReminderMessage(
      id: string,
      message: string,
      previous: string | null,
    ): Promise<void> {
      await ConsultationModel.query(knex)
        .findById(id)
        .where({ reminder_message: message })
        .patch({ reminder_message: previous });
    },
  };
}

export type ConsultationsRepository = ReturnType<typeof createConsultationsRepository>;
