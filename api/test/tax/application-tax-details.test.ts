import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';
import { expectRefused, validApplication, writtenState } from '../onboarding/fixtures.js';

// The expert application carries the tax details: saved in the transaction that creates the profile, checked as
// the tax details' own page checks them.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const taxDetails = () => ({
  legalName: 'Aroha Ngata',
  address: '12 Karangahape Road\nAuckland 1010',
  country: 'NZ',
  gstRegistered: true,
  taxNumber: '136 410 132',
});

const taxRowCount = async () =>
  Number((await app.db.knex('expert_tax_details').count('* as n'))[0]!.n);

describe('POST /api/experts/apply with taxDetails', () => {
  it('saves them with the application, and the expert reads them back', async () => {
    const user = await createSignedInUser(app);
    const response = await user.client.post('/api/experts/apply', {
      ...validApplication(),
      taxDetails: taxDetails(),
    });
    expect(response.status).toBe(201);
    const row = await app.db
      .knex('expert_tax_details')
      .where({ expert_id: response.body.id })
      .first();
    expect(row).toMatchObject({ legal_name: 'Aroha Ngata', tax_number: '136410132' });
    expect((await user.client.get('/api/experts/me/tax-details')).body).toMatchObject({
      taxNumber: '136-410-132',
      taxNumberLabel: 'GST number',
    });
  });

  it('saves them with a new application after a rejection, replacing those saved before', async () => {
    const user = await createSignedInUser(app);
    const first = await user.client.post('/api/experts/apply', {
      ...validApplication(),
      taxDetails: { ...taxDetails(), gstRegistered: false, taxNumber: null },
    });
    await app.db
      .knex('experts')
      .where({ id: first.body.id })
      .update({ status: 'rejected', rejection_reason: 'Please add your licence number' });
    const again = await user.client.post('/api/experts/apply', {
      ...validApplication(),
      taxDetails: taxDetails(),
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const rows = await app.db.knex('expert_tax_details').where({ expert_id: first.body.id });
    expect(rows).toMatchObject([{ gst_registered: true, tax_number: '136410132' }]);
  });

  it('saves none when they are left out or null', async () => {
    const before = await taxRowCount();
    for (const extra of [{}, { taxDetails: null }]) {
      const { client } = await createSignedInUser(app);
      const response = await client.post('/api/experts/apply', { ...validApplication(), ...extra });
      expect(response.status).toBe(201);
    }
    expect(await taxRowCount()).toBe(before);
  });

  it('refuses a wrong tax number as taxDetails.taxNumber, creating no profile and no tax details', async () => {
    const { client } = await createSignedInUser(app);
    const before = await taxRowCount();
    const details = await expectRefused(app, client, '/api/experts/apply', {
      ...validApplication(),
      taxDetails: { ...taxDetails(), taxNumber: '136-410-133' },
    });
    expect(details).toEqual({
      'taxDetails.taxNumber':
        'This is not a valid New Zealand GST number: its check digit does not match.',
    });
    expect(await taxRowCount()).toBe(before);
    const more = await expectRefused(app, client, '/api/experts/apply', {
      ...validApplication(),
      taxDetails: {
        legalName: 'X'.repeat(10_000),
        address: 'a\u0001b',
        country: 'NZ',
        gstRegistered: true,
      },
    });
    expect(more).toEqual({
      'taxDetails.legalName': 'Legal name must be at most 200 characters',
      'taxDetails.address': 'Address must not contain control characters other than line breaks',
      'taxDetails.taxNumber':
        'Enter your GST number: it goes on the documents of a GST-registered supplier',
    });
  });

  it('creates no profile when the tax details cannot be saved (one transaction)', async () => {
    const knex = app.db.knex;
    // A database that refuses the tax details row stands for any failure of that write.
    await knex.raw(`CREATE FUNCTION refuse_tax_details() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await knex.raw(`CREATE TRIGGER refuse_tax_details BEFORE INSERT ON expert_tax_details
      FOR EACH ROW EXECUTE FUNCTION refuse_tax_details()`);
    try {
      const { client } = await createSignedInUser(app);
      const before = await writtenState(app);
      const response = await client.post(
        '/api/experts/apply',
        { ...validApplication(), taxDetails: taxDetails() },
        { unchecked: true },
      );
      expect(response.status).toBe(500);
      expect(await writtenState(app)).toEqual(before);
    } finally {
      await knex.raw('DROP TRIGGER refuse_tax_details ON expert_tax_details');
      await knex.raw('DROP FUNCTION refuse_tax_details()');
    }
  });
});
