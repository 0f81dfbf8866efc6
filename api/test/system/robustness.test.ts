import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../src/modules/system/openapi-document.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { TestClient } from '../helpers/test-client.js';
import { createSignedInUser } from '../helpers/users.js';

/**
 * Throws malformed input at every operation of the contract, signed out, as a client and as an admin, and checks
 * that nothing answers 5xx, every failure carries the error body, and no table changed.
 */
const document = loadOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(document.paths).flatMap(([template, item]) =>
  METHODS.filter((method) => method in item).map((method) => ({ template, method })),
);

const BAD_PATH_VALUES = [
  'not-a-uuid',
  '%00',
  'x'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
];
const BAD_BODIES: { label: string; raw: string; type: string }[] = [
  { label: 'invalid JSON', raw: '{"a":', type: 'application/json' },
  { label: 'a JSON array', raw: '[]', type: 'application/json' },
  { label: 'a JSON string', raw: '"hello"', type: 'application/json' },
  { label: 'null', raw: 'null', type: 'application/json' },
  { label: 'wrong types', raw: JSON.stringify(wrongTypes()), type: 'application/json' },
  { label: 'huge strings', raw: JSON.stringify(hugeStrings()), type: 'application/json' },
  { label: 'form data', raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { label: 'plain text', raw: 'hello', type: 'text/plain' },
];
const BAD_QUERY =
  '?page=-1&pageSize=100000&categoryId=abc&sort=%00&minRate=1e99&status=nope&searchTerm=' +
  'x'.repeat(5000);

function wrongTypes() {
  const fields = [
    'email',
    'password',
    'firstName',
    'lastName',
    'title',
    'bio',
    'hourlyRate',
    'categoryId',
    'languages',
    'serviceCountries',
    'user',
    'expert',
    'checks',
    'reason',
    'outcome',
    'note',
    'userId',
  ];
  return Object.fromEntries(
    fields.map((field, index) => [field, index % 2 ? { nested: [1, 2] } : 12345]),
  );
}

function hugeStrings() {
  const huge = 'y'.repeat(20_000);
  return {
    email: `${huge}@example.com`,
    password: huge,
    firstName: huge,
    lastName: huge,
    title: huge,
    bio: huge,
    reason: huge,
    user: {
      email: huge,
      firstName: huge,
      lastName: huge,
      profileImageUrl: `data:image/png;base64,${huge}`,
    },
    expert: { title: huge, bio: huge, languages: huge, serviceCountries: huge },
  };
}

async function tableCounts(app: TestApp): Promise<Record<string, number>> {
  const tables = await app.db.knex('pg_tables').where({ schemaname: 'public' }).pluck('tablename');
  const counts: Record<string, number> = {};
  for (const table of tables.filter(
    (name: string) => !name.startsWith('knex_') && name !== 'rate_limit_hits',
  )) {
    const [row] = await app.db.knex(table).count({ n: '*' });
    counts[table] = Number(row!.n);
  }
  return counts;
}

let app: TestApp;
let callers: { label: string; client: TestClient }[];
beforeAll(async () => {
  app = await startTestApp({ LOGIN_RATE_LIMIT: '10000', LOGIN_IP_RATE_LIMIT: '10000' });
  callers = [
    { label: 'signed out', client: app.client() },
    { label: 'client', client: (await createSignedInUser(app)).client },
    { label: 'admin', client: (await createSignedInUser(app, { admin: true })).client },
  ];
});
afterAll(() => app?.close());

function expectClientError(response: { status: number; body: unknown }, where: string) {
  expect(response.status, where).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.body, where).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  }
}

describe('bad input never breaks anything', () => {
  it('covers the whole contract', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it.each(operations)(
    '$method $template',
    async ({ template, method }) => {
      const before = await tableCounts(app);
      for (const { label, client } of callers) {
        for (const value of BAD_PATH_VALUES) {
          const path = template.replace(/\{[^}]+\}/g, encodeURIComponent(value));
          const response = await client.request(method.toUpperCase(), `${path}${BAD_QUERY}`, {
            unchecked: true,
          });
          if (response.status !== 200 || !template.includes('docs')) {
            expectClientError(response, `${label} ${method} ${path.slice(0, 80)}`);
          }
        }
        if (method !== 'get') {
          const path = template.replace(/\{[^}]+\}/g, '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b11');
          for (const body of BAD_BODIES) {
            const response = await client.request(method.toUpperCase(), path, {
              rawBody: body.raw,
              headers: { 'Content-Type': body.type },
              unchecked: true,
            });
            expectClientError(response, `${label} ${method} ${path} with ${body.label}`);
            expect(
              response.status,
              `${label} ${method} ${path} with ${body.label}`,
            ).toBeGreaterThanOrEqual(400);
          }
        }
      }
      expect(await tableCounts(app)).toEqual(before);
    },
    120_000,
  );
});
