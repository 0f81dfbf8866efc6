// The calendars module's SQL: its own tables (calendar_feeds, calendar_imports, calendar_busy_times), the expert a
// user is, and the consultations of a feed through the consultations module's published records.
import type { Knex } from 'knex';
import { selectConsultationRows } from '../consultations/consultation.records.js';
import type { ConsultationRow } from '../consultations/consultation-row.js';
import type { BusyRange } from './ics-import.js';

export interface CalendarFeedRow {
  user_id: string;
  nonce: string;
  token_hash: string;
  created_at: Date;
}

export interface CalendarImportRow {
  id: string;
  expert_id: string;
  name: string;
  url: string;
  status: 'pending' | 'ok' | 'failed';
  last_fetched_at: Date | null;
  last_error: string | null;
  busy_count: number;
  created_at: Date;
}

/** A consultation as the feed reads it: the view's row and how many times it moved. */
export type FeedConsultationRow = ConsultationRow & { reschedule_count: number };

export interface CalendarExpertRow {
  id: string;
  status: string;
  time_zone: string;
}

export interface BusyTimeRow {
  import_id: string;
  starts_at: Date;
  ends_at: Date;
}

const INSERT_BATCH = 500;

export function createCalendarsRepository(knex: Knex) {
  const imports = () => knex<CalendarImportRow>('calendar_imports');
  return {
    async findFeed(userId: string): Promise<CalendarFeedRow | undefined> {
      return knex<CalendarFeedRow>('calendar_feeds').where({ user_id: userId }).first();
    },

    /** Replaces the user's feed (a new nonce and token): the old token matches nothing from this commit on. */
    async replaceFeed(userId: string, nonce: string, tokenHash: string): Promise<CalendarFeedRow> {
      const [row] = await knex<CalendarFeedRow>('calendar_feeds')
        .insert({
          user_id: userId,
          nonce,
          token_hash: tokenHash,
          created_at: knex.fn.now() as never,
        })
        .onConflict('user_id')
        .merge(['nonce', 'token_hash', 'created_at'])
        .returning('*');
      return row!;
    },

    async deleteFeed(userId: string): Promise<void> {
      await knex('calendar_feeds').where({ user_id: userId }).delete();
    },

    async feedOwner(tokenHash: string): Promise<string | undefined> {
      const row = await knex<CalendarFeedRow>('calendar_feeds')
        .where({ token_hash: tokenHash })
        .first('user_id');
      return row?.user_id;
    },

    /**
     * The user's consultations as client or expert since `since`, earliest first: those paid for (a booking never
     * paid for, pending or cancelled unpaid, was never in anyone's diary).
     */
    async feedConsultations(
      userId: string,
      since: Date,
      limit: number,
    ): Promise<FeedConsultationRow[]> {
      return selectConsultationRows(knex)
        .where((q) => q.where('c.client_id', userId).orWhere('e.user_id', userId))
        .whereNot('c.status', 'pending_payment')
        .where((q) => q.whereNot('c.status', 'cancelled').orWhereNotNull('c.paid_at'))
        .where('c.ends_at', '>=', since)
        .orderBy('c.scheduled_at')
        .limit(limit);
    },

    async expertOfUser(userId: string): Promise<CalendarExpertRow | undefined> {
      return knex('experts').where({ user_id: userId }).first('id', 'status', 'time_zone');
    },

    async listImports(expertId: string): Promise<CalendarImportRow[]> {
      return imports()
        .where({ expert_id: expertId })
        .orderBy([{ column: 'created_at' }, { column: 'id' }]);
    },

    /**
     * Adds an import unless the expert has `max` already; the expert's row is locked so two additions at once cannot
     * both pass the count. Answers undefined when the limit is reached.
     */
    async insertImport(
      values: { expertId: string; name: string; url: string },
      max: number,
    ): Promise<CalendarImportRow | undefined> {
      return knex.transaction(async (trx) => {
        await trx('experts').where({ id: values.expertId }).forUpdate().first('id');
        const [{ count }] = (await trx('calendar_imports')
          .where({ expert_id: values.expertId })
          .count({ count: '*' })) as [{ count: string | number }];
        if (Number(count) >= max) return undefined;
        const [row] = await trx<CalendarImportRow>('calendar_imports')
          .insert({ expert_id: values.expertId, name: values.name, url: values.url })
          .returning('*');
        return row;
      });
    },

    async findImport(importId: string): Promise<CalendarImportRow | undefined> {
      return imports().where({ id: importId }).first();
    },

    /** The import with its expert's zone, for a fetch. */
    async importToFetch(
      importId: string,
    ): Promise<(CalendarImportRow & { time_zone: string }) | undefined> {
      return knex('calendar_imports as i')
        .join('experts as e', 'e.id', 'i.expert_id')
        .where('i.id', importId)
        .first('i.*', 'e.time_zone');
    },

    async deleteImport(importId: string, expertId: string): Promise<boolean> {
      return (await imports().where({ id: importId, expert_id: expertId }).delete()) > 0;
    },

    /** Up to `limit` import ids after `after`, in id order: one page of the scheduled refresh. */
    async importIdsAfter(after: string | null, limit: number): Promise<string[]> {
      const query = imports().orderBy('id').limit(limit).select('id');
      if (after) query.where('id', '>', after);
      return (await query).map((row) => row.id);
    },

    /** A good fetch: its busy ranges replace the import's previous ones, with its status, in one transaction. */
    async recordFetched(importId: string, busy: BusyRange[], at: Date): Promise<boolean> {
      return knex.transaction(async (trx) => {
        const row = await trx<CalendarImportRow>('calendar_imports')
          .where({ id: importId })
          .forUpdate()
          .first('expert_id');
        if (!row) return false;
        await trx('calendar_busy_times').where({ import_id: importId }).delete();
        const rows = busy.map((range) => ({
          import_id: importId,
          expert_id: row.expert_id,
          starts_at: range.start,
          ends_at: range.end,
        }));
        for (let i = 0; i < rows.length; i += INSERT_BATCH) {
          await trx('calendar_busy_times').insert(rows.slice(i, i + INSERT_BATCH));
        }
        await trx('calendar_imports').where({ id: importId }).update({
          status: 'ok',
          last_fetched_at: at,
          last_error: null,
          busy_count: rows.length,
        });
        return true;
      });
    },

    /** A failed fetch: the last good busy ranges stay. */
    async recordFailed(importId: string, message: string, at: Date): Promise<void> {
      await imports()
        .where({ id: importId })
        .update({ status: 'failed', last_fetched_at: at, last_error: message.slice(0, 500) });
    },

    /** One expert's busy times overlapping [from, to), earliest first. */
    async busyTimes(expertId: string, from: Date, to: Date): Promise<BusyTimeRow[]> {
      return knex('calendar_busy_times')
        .where('expert_id', expertId)
        .where('ends_at', '>', from)
        .where('starts_at', '<', to)
        .orderBy([{ column: 'starts_at' }, { column: 'ends_at' }])
        .select('import_id', 'starts_at', 'ends_at');
    },
  };
}

export type CalendarsRepository = ReturnType<typeof createCalendarsRepository>;
