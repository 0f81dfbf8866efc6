import { expect } from 'vitest';
import { loadOpenApiDocument } from '../../src/modules/system/openapi-document.js';
import type { TestApp } from '../helpers/test-app.js';
import type { TestClient } from '../helpers/test-client.js';

/** A complete wizard application (reading A). */
export function validApplication(): Record<string, unknown> {
  return {
    title: 'Immigration Adviser (Licensed)',
    bio: 'Licensed immigration adviser helping skilled migrants and families with New Zealand visas.',
    experience: 'Eight years advising on skilled migrant, partner and student visas.',
    qualifications: 'IAA full licence; Graduate Certificate in NZ Immigration Advice',
    hourlyRate: 15000,
    location: 'Wellington',
    languages: ['English', 'Hindi'],
    categoryId: 4,
  };
}

/** A complete registration form (reading B) for the user with this e-mail. */
export function validRegistration(email: string) {
  return {
    user: { email, firstName: 'Mere', lastName: 'Parata', profileImageUrl: null as string | null },
    expert: {
      title: 'Property Investment Adviser',
      bio: 'I help first-home buyers and investors in Auckland understand the market, valuations and tenancy rules.',
      experience: 'Nine years as a registered valuer and property investment coach.',
      qualifications: 'Registered Valuer (NZIV); BProp, University of Auckland',
      hourlyRate: 16000,
      currency: 'NZD',
      location: 'Auckland',
      serviceCountries: '["NZ"]',
      categoryId: 2,
      languages: 'English, Korean',
      consultationMethods: ['chat', 'video'],
      availability: 'Weekday evenings and Saturday mornings',
    } as Record<string, unknown>,
  };
}

/** Files the test app has stored (uploaded_files: the default store every API process shares). */
export async function uploadCount(app: TestApp): Promise<number> {
  const [row] = await app.db.knex('uploaded_files').count({ count: '*' });
  return Number(row?.count);
}

/** Everything a write of this area could leave behind, to prove a refused request wrote nothing. */
export async function writtenState(app: TestApp) {
  const knex = app.db.knex;
  const count = async (query: Promise<{ count?: unknown }[]>) => Number((await query)[0]?.count);
  return {
    experts: await count(knex('experts').count('* as count')),
    checks: await count(knex('expert_verification_checks').count('* as count')),
    usersChanged: await count(
      knex('users').whereRaw('updated_at > created_at').count('* as count'),
    ),
    usersWithPhoto: await count(
      knex('users').whereNotNull('profile_image_url').count('* as count'),
    ),
    expertsChanged: await count(
      knex('experts').whereRaw('updated_at > created_at').count('* as count'),
    ),
    uploads: await uploadCount(app),
  };
}

/** Applies through the wizard and returns the new profile's id. */
export async function applyAs(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/experts/apply', { ...validApplication(), ...overrides });
  if (response.status !== 201) {
    throw new Error(`application failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.id as string;
}

/**
 * Sends a request that must be refused with 400 `validation_failed`, proves it wrote nothing, and returns the
 * field messages.
 */
export async function expectRefused(
  app: TestApp,
  client: TestClient,
  path: string,
  body: unknown,
): Promise<Record<string, string>> {
  const before = await writtenState(app);
  const response = await client.post(path, body);
  expect(response.status).toBe(400);
  expect(response.body.error.code).toBe('validation_failed');
  expect(await writtenState(app)).toEqual(before);
  return response.body.error.details;
}

const contract = loadOpenApiDocument() as {
  paths: Record<string, Record<string, any>>;
  components: { examples: Record<string, { value: unknown }> };
};

/** The JSON request example the contract gives for an operation. */
export function contractRequestExample(path: string, method: string): unknown {
  return contract.paths[path]![method].requestBody.content['application/json'].example;
}

/** A named example of the contract's components. */
export function contractExample(name: string): unknown {
  return contract.components.examples[name]!.value;
}
