// Each party's time in a consultation's room (table consultation_attendance): the evidence behind a no-show report,
// a completion and the overdue view. The consultations module owns it; the room's repository records joins and
// leaves through join and leave, and the consultations' repositories read the evidence. Only repositories import
// a records file.
import type { Knex } from 'knex';

/** Records a party entering the room; answers the row to close when they leave. */
export async function join(
  knex: Knex,
  entry: { consultationId: string; userId: string; role: 'client' | 'expert' },
): Promise<string> {
  const [row] = await knex('consultation_attendance')
    .insert({ consultation_id: entry.consultationId, user_id: entry.userId, role: entry.role })
    .returning('id');
  return (row as { id: string }).id;
}

export async function leave(knex: Knex, id: string): Promise<void> {
  await knex('consultation_attendance')
    .where({ id })
    .whereNull('left_at')
    .update({ left_at: knex.fn.now() });
}

/** Whether each party has been in the room at all (for a consultation's evidence). */
export async function attended(
  knex: Knex,
  consultationId: string,
): Promise<{ client: boolean; expert: boolean }> {
  const rows: { role: 'client' | 'expert' }[] = await knex('consultation_attendance')
    .where({ consultation_id: consultationId })
    .distinct('role');
  const roles = new Set(rows.map((row) => row.role));
  return { client: roles.has('client'), expert: roles.has('expert') };
}

export interface AttendanceSummary {
  firstJoinedAt: string | null;
  lastLeftAt: string | null;
  present: boolean;
}

const NEVER: AttendanceSummary = { firstJoinedAt: null, lastLeftAt: null, present: false };

/** Each party's first join, last leave and presence, per consultation (the admins' overdue view). */
export async function attendanceSummaries(
  knex: Knex,
  consultationIds: string[],
): Promise<Map<string, { client: AttendanceSummary; expert: AttendanceSummary }>> {
  const result = new Map<string, { client: AttendanceSummary; expert: AttendanceSummary }>();
  for (const id of consultationIds) result.set(id, { client: NEVER, expert: NEVER });
  if (consultationIds.length === 0) return result;
  const rows: {
    consultation_id: string;
    role: 'client' | 'expert';
    first_joined_at: Date;
    last_left_at: Date | null;
    present: boolean;
  }[] = await knex('consultation_attendance')
    .whereIn('consultation_id', consultationIds)
    .groupBy('consultation_id', 'role')
    .select(
      'consultation_id',
      'role',
      knex.raw('min(joined_at) AS first_joined_at'),
      knex.raw('max(left_at) AS last_left_at'),
      knex.raw('bool_or(left_at IS NULL) AS present'),
    );
  for (const row of rows) {
    result.get(row.consultation_id)![row.role] = {
      firstJoinedAt: new Date(row.first_joined_at).toISOString(),
      lastLeftAt: row.last_left_at ? new Date(row.last_left_at).toISOString() : null,
      present: row.present,
    };
  }
  return result;
}
