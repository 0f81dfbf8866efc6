import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed/index.js';
import { isValidNzGstNumber } from '../../src/modules/tax/tax-numbers.js';
import type { Database } from '../../src/platform/db.js';
import { createTestDatabase } from '../helpers/test-database.js';

let db: Database;
const seed = () => seedDatabase(db.knex, { demo: true, demoPassword: 'demo-password' });

const seeded = () =>
  db
    .knex('expert_tax_details as t')
    .join('experts as e', 'e.id', 't.expert_id')
    .join('users as u', 'u.id', 'e.user_id')
    .orderBy('u.email')
    .select('u.email', 't.legal_name', 't.country', 't.gst_registered', 't.tax_number');

beforeAll(async () => {
  db = await createTestDatabase();
  await seed();
});
afterAll(() => db?.close());

describe('the demo tax details', () => {
  it('make the demo expert sign-in GST-registered with a valid GST number, and one expert unregistered', async () => {
    const rows = await seeded();
    expect(rows).toMatchObject([
      { email: 'expert@demo.expertbridge.test', country: 'NZ', gst_registered: true },
      {
        email: 'grace.liu@experts.demo.expertbridge.test',
        gst_registered: false,
        tax_number: null,
      },
    ]);
    expect(isValidNzGstNumber(rows[0].tax_number)).toBe(true);
  });

  it('keep what is there when the seed runs again', async () => {
    await db
      .knex('expert_tax_details')
      .where({ tax_number: '49091850' })
      .update({ legal_name: 'Edited' });
    await seed();
    expect((await seeded())[0].legal_name).toBe('Edited');
  });
});
