// Each party's time in a consultation's room: the evidence behind a no-show report and the overdue view.
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
