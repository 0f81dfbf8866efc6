// The scheduling module's statements: `expert_availability` (migration 0018), which only it writes, and the expert's
// zone, `experts.time_zone`, which the settings edit (the one zone every view, reminder and e-mail reads).
import type { Knex } from 'knex';
import { prepared } from '../../platform/db.js';
import type { AvailabilityRules } from './availability-rules.js';

export interface SchedulingExpert {
  id: string;
  status: string;
  time_zone: string;
}

interface AvailabilityRow {
  weekly_hours: AvailabilityRules['weeklyHours'];
  overrides: AvailabilityRules['overrides'];
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  minimum_notice_minutes: number;
  horizon_days: number;
  durations: number[];
  granularity_minutes: number;
  max_per_day: number | null;
  updated_at: Date;
}

export interface StoredRules {
  rules: AvailabilityRules;
  updatedAt: Date;
}

function rulesOf(row: AvailabilityRow, timeZone: string): StoredRules {
  return {
    rules: {
      timeZone,
      weeklyHours: row.weekly_hours,
      overrides: row.overrides,
      bufferBeforeMinutes: row.buffer_before_minutes,
      bufferAfterMinutes: row.buffer_after_minutes,
      minimumNoticeMinutes: row.minimum_notice_minutes,
      horizonDays: row.horizon_days,
      durations: [...row.durations].sort((a, b) => a - b) as AvailabilityRules['durations'],
      granularityMinutes: row.granularity_minutes as AvailabilityRules['granularityMinutes'],
      maxPerDay: row.max_per_day,
    },
    updatedAt: row.updated_at,
  };
}

export function createSchedulingRepository(knex: Knex) {
  return {
    /** The expert profile of a user (any status), or undefined. */
    findExpertOfUser(userId: string): Promise<SchedulingExpert | undefined> {
      return knex('experts').where({ user_id: userId }).first('id', 'status', 'time_zone');
    },

    /** The saved settings of an expert in `timeZone` (their zone), or undefined when they never saved any. */
    async findRules(expertId: string, timeZone: string): Promise<StoredRules | undefined> {
      const row: AvailabilityRow | undefined = await knex('expert_availability')
        .where({ expert_id: expertId })
        .first()
        .options(prepared('expert_availability'));
      return row && rulesOf(row, timeZone);
    },

    /** Saves the whole settings and the expert's zone together. */
    async saveRules(expertId: string, rules: AvailabilityRules): Promise<StoredRules> {
      return knex.transaction(async (trx) => {
        await trx('experts')
          .where({ id: expertId })
          .update({ time_zone: rules.timeZone, updated_at: trx.fn.now() });
        const values = {
          weekly_hours: JSON.stringify(rules.weeklyHours),
          overrides: JSON.stringify(rules.overrides),
          buffer_before_minutes: rules.bufferBeforeMinutes,
          buffer_after_minutes: rules.bufferAfterMinutes,
          minimum_notice_minutes: rules.minimumNoticeMinutes,
          horizon_days: rules.horizonDays,
          durations: rules.durations,
          granularity_minutes: rules.granularityMinutes,
          max_per_day: rules.maxPerDay,
          updated_at: trx.fn.now(),
        };
        const [row] = await trx('expert_availability')
          .insert({ expert_id: expertId, ...values })
          .onConflict('expert_id')
          .merge(values)
          .returning('*');
        return rulesOf(row as AvailabilityRow, rules.timeZone);
      });
    },
  };
}

export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;
