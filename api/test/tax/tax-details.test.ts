import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { TestClient } from '../helpers/test-client.js';
import { createSignedInUser } from '../helpers/users.js';
import { applyAs } from '../onboarding/fixtures.js';

// Every response here is checked against the contract by the test client.

const EXPERT_PATH = '/api/experts/me/tax-details';
const CLIENT_PATH = '/api/me/tax-details';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A GST-registered Auckland expert's details, as a person types them. */
const aucklander = () => ({
  legalName: 'Aroha Ngata',
  address: '12 Karangahape Road\nAuckland 1010',
  country: 'NZ',
  gstRegistered: true,
  taxNumber: '49-091-850',
});

/** A signed-in user with an expert profile in review. */
async function anExpert() {
  const user = await createSignedInUser(app);
  const expertId = await applyAs(user.client);
  return { ...user, expertId };
}

/** Both tables as they stand, to prove a refused request wrote nothing. */
async function taxRows() {
  const knex = app.db.knex;
  return {
    experts: await knex('expert_tax_details').orderBy('expert_id').select(),
    clients: await knex('client_tax_details').orderBy('user_id').select(),
  };
}

/** Sends a PUT that must be refused with `status` and `code`, proves nothing changed, and returns the details. */
async function refusedPut(
  client: TestClient,
  path: string,
  body: unknown,
  status = 400,
  code = 'validation_failed',
): Promise<Record<string, string>> {
  const before = await taxRows();
  const response = await client.put(path, body);
  expect(response.status).toBe(status);
  expect(response.body.error.code).toBe(code);
  expect(await taxRows()).toEqual(before);
  return response.body.error.details ?? {};
}

describe("an expert's tax details", () => {
  it('are null until saved, then answered formatted, stored as digits and replaced whole', async () => {
    const expert = await anExpert();
    expect((await expert.client.get(EXPERT_PATH)).body).toBe(null);

    const saved = await expert.client.put(EXPERT_PATH, aucklander());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      legalName: 'Aroha Ngata',
      address: '12 Karangahape Road\nAuckland 1010',
      country: 'NZ',
      gstRegistered: true,
      taxNumber: '49-091-850',
      taxNumberLabel: 'GST number',
      updatedAt: expect.any(String),
    });
    expect((await expert.client.get(EXPERT_PATH)).body).toEqual(saved.body);
    const row = await app.db
      .knex('expert_tax_details')
      .where({ expert_id: expert.expertId })
      .first();
    expect(row).toMatchObject({ tax_number: '49091850', gst_registered: true, country: 'NZ' });

    const moved = await expert.client.put(EXPERT_PATH, {
      legalName: 'Aroha Ngata Pty Ltd',
      address: '1 George Street, Sydney NSW 2000',
      country: 'AU',
      gstRegistered: true,
      taxNumber: '51824753556',
    });
    expect(moved.body).toMatchObject({ taxNumber: '51 824 753 556', taxNumberLabel: 'ABN' });

    const unregistered = await expert.client.put(EXPERT_PATH, {
      ...aucklander(),
      gstRegistered: false,
      taxNumber: null,
    });
    expect(unregistered.body).toMatchObject({ gstRegistered: false, taxNumber: null });
    expect(
      await app.db.knex('expert_tax_details').where({ expert_id: expert.expertId }),
    ).toHaveLength(1);
  });

  it('refuse a wrong GST number or ABN, naming taxNumber, and write nothing', async () => {
    const expert = await anExpert();
    await expert.client.put(EXPERT_PATH, aucklander());
    expect(
      await refusedPut(expert.client, EXPERT_PATH, { ...aucklander(), taxNumber: '49-091-851' }),
    ).toEqual({
      taxNumber: 'This is not a valid New Zealand GST number: its check digit does not match.',
    });
    expect(
      await refusedPut(expert.client, EXPERT_PATH, {
        ...aucklander(),
        country: 'AU',
        taxNumber: '51 824 753 557',
      }),
    ).toEqual({ taxNumber: 'This is not a valid ABN: its check digits do not match.' });
    expect(
      await refusedPut(expert.client, EXPERT_PATH, { ...aucklander(), taxNumber: 'GST 49091850' }),
    ).toEqual({
      taxNumber: 'Use digits only (spaces and hyphens are fine)',
    });
  });

  it('need a tax number when GST-registered', async () => {
    const expert = await anExpert();
    const details = await refusedPut(expert.client, EXPERT_PATH, {
      ...aucklander(),
      taxNumber: null,
    });
    expect(details).toEqual({
      taxNumber: 'Enter your GST number: it goes on the documents of a GST-registered supplier',
    });
  });

  it('refuse a 10,000-character name and control characters, naming the field', async () => {
    const expert = await anExpert();
    const long = await refusedPut(expert.client, EXPERT_PATH, {
      ...aucklander(),
      legalName: 'A'.repeat(10_000),
    });
    expect(long).toEqual({ legalName: 'Legal name must be at most 200 characters' });
    const bell = await refusedPut(expert.client, EXPERT_PATH, {
      ...aucklander(),
      legalName: 'Aroha\u0007Ngata',
    });
    expect(bell).toEqual({ legalName: 'Legal name must not contain control characters' });
    const tab = await refusedPut(expert.client, EXPERT_PATH, {
      ...aucklander(),
      address: '12 Road\tAuckland',
    });
    expect(tab).toEqual({
      address: 'Address must not contain control characters other than line breaks',
    });
    const missing = await refusedPut(expert.client, EXPERT_PATH, { country: 'FR' });
    expect(Object.keys(missing).sort()).toEqual([
      'address',
      'country',
      'gstRegistered',
      'legalName',
    ]);
  });

  it('are 404 expert_profile_not_found for a user without an expert profile, and 401 signed out', async () => {
    const client = await createSignedInUser(app);
    for (const response of [
      await client.client.get(EXPERT_PATH),
      await client.client.put(EXPERT_PATH, aucklander()),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('expert_profile_not_found');
    }
    const visitor = app.client();
    for (const response of [
      await visitor.get(EXPERT_PATH),
      await visitor.put(EXPERT_PATH, aucklander()),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthenticated');
    }
  });
});

describe("a client's tax details", () => {
  it('are all null until saved, then answered formatted; all null clears them', async () => {
    const user = await createSignedInUser(app);
    expect((await user.client.get(CLIENT_PATH)).body).toEqual({
      businessName: null,
      country: null,
      taxNumber: null,
      taxNumberLabel: null,
      updatedAt: null,
    });
    const saved = await user.client.put(CLIENT_PATH, {
      businessName: 'Harbour Bridge Consulting Pty Ltd',
      country: 'AU',
      taxNumber: '53 004 085 616',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      businessName: 'Harbour Bridge Consulting Pty Ltd',
      country: 'AU',
      taxNumber: '53 004 085 616',
      taxNumberLabel: 'ABN',
    });
    expect((await user.client.get(CLIENT_PATH)).body).toEqual(saved.body);
    const row = await app.db.knex('client_tax_details').where({ user_id: user.id }).first();
    expect(row.tax_number).toBe('53004085616');

    const nameOnly = await user.client.put(CLIENT_PATH, {
      businessName: 'Kōwhai Ltd',
      country: null,
      taxNumber: null,
    });
    expect(nameOnly.body).toMatchObject({
      businessName: 'Kōwhai Ltd',
      taxNumber: null,
      taxNumberLabel: null,
    });
    const cleared = await user.client.put(CLIENT_PATH, {
      businessName: null,
      country: null,
      taxNumber: null,
    });
    expect(cleared.body).toMatchObject({ businessName: null, country: null, taxNumber: null });
  });

  it('are each user their own', async () => {
    const one = await createSignedInUser(app);
    const other = await createSignedInUser(app);
    await one.client.put(CLIENT_PATH, {
      businessName: 'One Ltd',
      country: 'NZ',
      taxNumber: '136410132',
    });
    expect((await other.client.get(CLIENT_PATH)).body.businessName).toBe(null);
  });

  it('refuse a wrong tax number, a number without a country, a long or controlled name; nothing written', async () => {
    const user = await createSignedInUser(app);
    await user.client.put(CLIENT_PATH, {
      businessName: 'Kept Ltd',
      country: null,
      taxNumber: null,
    });
    expect(
      await refusedPut(user.client, CLIENT_PATH, {
        businessName: null,
        country: 'NZ',
        taxNumber: '136-410-133',
      }),
    ).toEqual({
      taxNumber: 'This is not a valid New Zealand GST number: its check digit does not match.',
    });
    expect(
      await refusedPut(user.client, CLIENT_PATH, {
        businessName: null,
        country: null,
        taxNumber: '51824753556',
      }),
    ).toEqual({
      country: 'Choose the country of your GST number or ABN',
    });
    expect(
      await refusedPut(user.client, CLIENT_PATH, {
        businessName: 'B'.repeat(10_000),
        country: null,
        taxNumber: null,
      }),
    ).toEqual({ businessName: 'Business name must be at most 200 characters' });
    expect(
      await refusedPut(user.client, CLIENT_PATH, {
        businessName: 'Kept\u0000Ltd',
        country: null,
        taxNumber: null,
      }),
    ).toEqual({ businessName: 'Business name must not contain control characters' });
    // Past the body limit the reader refuses before any field is read.
    await refusedPut(
      user.client,
      CLIENT_PATH,
      { businessName: 'B'.repeat(200_000), country: null, taxNumber: null },
      413,
      'payload_too_large',
    );
    expect((await user.client.get(CLIENT_PATH)).body.businessName).toBe('Kept Ltd');
  });

  it('are 401 signed out', async () => {
    const visitor = app.client();
    expect((await visitor.get(CLIENT_PATH)).status).toBe(401);
    expect(
      (await visitor.put(CLIENT_PATH, { businessName: null, country: null, taxNumber: null }))
        .status,
    ).toBe(401);
  });
});
