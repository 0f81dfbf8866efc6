import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { insertConsultationRow, insertExpert } from '../helpers/consultation-rows.js';

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

describe('the consultations table', () => {
  it('refuses an overlapping active booking of the same expert', async () => {
    const expert = await insertExpert(db.knex);
    const at = new Date('2027-03-01T01:00:00Z');
    await insertConsultationRow(db.knex, {
      expert,
      status: 'confirmed',
      scheduledAt: at,
      duration: 60,
    });
    await expect(
      insertConsultationRow(db.knex, {
        expert,
        status: 'pending_payment',
        scheduledAt: new Date(at.getTime() + 30 * 60_000),
        duration: 30,
      }),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('lets a cancelled booking free its slot', async () => {
    const expert = await insertExpert(db.knex);
    const at = new Date('2027-03-02T01:00:00Z');
    await insertConsultationRow(db.knex, { expert, status: 'cancelled', scheduledAt: at });
    await expect(
      insertConsultationRow(db.knex, { expert, status: 'pending_payment', scheduledAt: at }),
    ).resolves.toEqual(expect.any(String));
  });

  it('refuses amounts whose fee and share do not add up to the total', async () => {
    const expert = await insertExpert(db.knex);
    await expect(
      insertConsultationRow(db.knex, { expert, status: 'pending', amounts: [18000, 2700, 15000] }),
    ).rejects.toThrow(/consultations_amounts/);
  });
});
