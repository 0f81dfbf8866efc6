// Experts, clients and consultations for the review tests, written straight to the database (no Temporal).
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import type { TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const DAY_MS = 86_400_000;

/** An approved expert profile owned by a signed-in user. */
export async function signedInExpert(app: TestApp): Promise<{ user: TestUser; expert: ExpertRow }> {
  const user = await createSignedInUser(app, { firstName: 'Ethan', lastName: 'Walker' });
  return { user, expert: await insertExpert(app.db.knex, { userId: user.id }) };
}

/** A consultation (completed unless told otherwise) of a new signed-in client with the expert, held yesterday. */
export async function consultation(app: TestApp, expert: ExpertRow, status = 'completed') {
  const client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  const id = await insertConsultationRow(app.db.knex, {
    expert,
    status,
    clientId: client.id,
    scheduledAt: new Date(Date.now() - DAY_MS),
  });
  return { client, id };
}

/** A completed consultation between a new signed-in client and a new signed-in expert. */
export async function completedConsultation(app: TestApp) {
  const { user, expert } = await signedInExpert(app);
  return { expertUser: user, expert, ...(await consultation(app, expert)) };
}
