// The admin side of partners: keys shown once and kept hashed, origins normalised and bounded, disable, rotate, and
// every route closed to anyone but an admin. Bad input is a 400 that writes nothing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

let app: TestApp;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createSignedInUser(app, { admin: true });
  client = await createSignedInUser(app);
});
afterAll(() => app?.close());

const partnerCount = async () => Number((await app.db.knex('partners').count({ n: '*' }))[0]!.n);
const create = (body: unknown, as = admin) => as.client.post('/api/admin/partners', body);

describe('creating a partner', () => {
  it('answers the keys once and keeps only a hash of the secret key', async () => {
    const made = await create({
      name: '  Smith & Co Lawyers ',
      allowedOrigins: [
        'https://SmithCo.example.nz',
        'http://localhost:3001',
        'https://smithco.example.nz',
      ],
      webhookUrl: 'https://smithco.example.nz/hooks',
    });
    expect(made.status).toBe(201);
    const { partner, secretKey, webhookSecret } = made.body;
    expect(partner.name).toBe('Smith & Co Lawyers');
    // Normalised as browsers send Origin, duplicates dropped.
    expect(partner.allowedOrigins).toEqual(['https://smithco.example.nz', 'http://localhost:3001']);
    expect(partner.publishableKey).toMatch(/^pk_test_[A-Za-z0-9]{24}$/);
    expect(secretKey).toMatch(/^sk_test_[A-Za-z0-9]{40}$/);
    expect(webhookSecret).toMatch(/^whsec_[A-Za-z0-9]{40}$/);
    expect(partner.secretKeyHint).toBe(`${secretKey.slice(0, 8)}…${secretKey.slice(-4)}`);
    const row = await app.db.knex('partners').where({ id: partner.id }).first();
    expect(row.secret_key_hash).toBe(createHash('sha256').update(secretKey).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secretKey);

    const listed = await admin.client.get('/api/admin/partners');
    expect(listed.status).toBe(200);
    const mine = listed.body.items.find((item: { id: string }) => item.id === partner.id);
    expect(mine).toEqual(partner);
    expect(JSON.stringify(listed.body)).not.toContain(secretKey);
    expect((await admin.client.get(`/api/admin/partners/${partner.id}`)).body).toEqual(partner);
  });

  it.each([
    ['no name', { name: ' ', allowedOrigins: ['https://a.example'] }, 'name'],
    ['no origins', { name: 'A', allowedOrigins: [] }, 'allowedOrigins'],
    [
      'an origin with a path',
      { name: 'A', allowedOrigins: ['https://a.example/page'] },
      'allowedOrigins.0',
    ],
    ['a wildcard origin', { name: 'A', allowedOrigins: ['https://*.example'] }, 'allowedOrigins.0'],
    [
      'a port out of range',
      { name: 'A', allowedOrigins: ['https://a.example:99999'] },
      'allowedOrigins.0',
    ],
    [
      'an address the URL parser refuses',
      { name: 'A', allowedOrigins: ['http://999.1.1.1'] },
      'allowedOrigins.0',
    ],
    [
      'a dotted host that is not an address',
      { name: 'A', allowedOrigins: ['http://1.2.3.4.5'] },
      'allowedOrigins.0',
    ],
    [
      '21 origins',
      { name: 'A', allowedOrigins: Array.from({ length: 21 }, (_, i) => `https://a${i}.example`) },
      'allowedOrigins',
    ],
    [
      'a plain-http webhook elsewhere than localhost',
      { name: 'A', allowedOrigins: ['https://a.example'], webhookUrl: 'http://a.example/hook' },
      'webhookUrl',
    ],
    [
      'a webhook with credentials',
      {
        name: 'A',
        allowedOrigins: ['https://a.example'],
        webhookUrl: 'https://u:p@a.example/hook',
      },
      'webhookUrl',
    ],
    // Found by contract fuzzing: the URL check ran on what the URL parser had refused, and threw (a 500).
    [
      'an empty webhook URL',
      { name: 'A', allowedOrigins: ['https://a.example'], webhookUrl: '' },
      'webhookUrl',
    ],
    [
      'a webhook URL that is not a URL',
      { name: 'A', allowedOrigins: ['https://a.example'], webhookUrl: 'hooks here' },
      'webhookUrl',
    ],
    ['an unknown field', { name: 'A', allowedOrigins: ['https://a.example'], secretKey: 'x' }, '_'],
  ])('refuses %s with a 400 naming the field and writes nothing', async (_label, body, field) => {
    const before = await partnerCount();
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error.details)).toContain(field);
    expect(await partnerCount()).toBe(before);
  });

  it('is for admins only: 401 signed out, 403 for a client, and nothing is written', async () => {
    const before = await partnerCount();
    const body = { name: 'A', allowedOrigins: ['https://a.example'] };
    expect((await app.client().post('/api/admin/partners', body)).status).toBe(401);
    expect((await create(body, client)).status).toBe(403);
    expect((await client.client.get('/api/admin/partners')).status).toBe(403);
    expect(await partnerCount()).toBe(before);
  });
});

describe('changing a partner', () => {
  it('edits origins and the webhook, disables and enables, and rotates every key', async () => {
    const { partner, secretKey } = (
      await create({ name: 'Harbour Accounting', allowedOrigins: ['https://harbour.example'] })
    ).body;
    const edited = await admin.client.patch(`/api/admin/partners/${partner.id}`, {
      allowedOrigins: ['https://harbour.example', 'https://www.harbour.example'],
      webhookUrl: 'http://127.0.0.1:4000/hooks',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.allowedOrigins).toEqual([
      'https://harbour.example',
      'https://www.harbour.example',
    ]);
    expect(edited.body.webhookUrl).toBe('http://127.0.0.1:4000/hooks');
    expect(edited.body.publishableKey).toBe(partner.publishableKey);

    const disabled = await admin.client.patch(`/api/admin/partners/${partner.id}`, {
      status: 'disabled',
    });
    expect(disabled.body.status).toBe('disabled');
    expect((await admin.client.patch(`/api/admin/partners/${partner.id}`, {})).status).toBe(400);
    expect(
      (await admin.client.patch(`/api/admin/partners/${partner.id}`, { status: 'paused' })).status,
    ).toBe(400);
    expect(
      (await client.client.patch(`/api/admin/partners/${partner.id}`, { status: 'active' })).status,
    ).toBe(403);
    expect((await app.db.knex('partners').where({ id: partner.id }).first()).status).toBe(
      'disabled',
    );

    const rotated = await admin.client.post(`/api/admin/partners/${partner.id}/rotate-keys`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.partner.publishableKey).not.toBe(partner.publishableKey);
    expect(rotated.body.secretKey).not.toBe(secretKey);
    const row = await app.db.knex('partners').where({ id: partner.id }).first();
    expect(row.secret_key_hash).toBe(
      createHash('sha256').update(rotated.body.secretKey).digest('hex'),
    );
  });

  it('refuses an empty webhook URL with a 400 and keeps the one it had', async () => {
    const { partner } = (
      await create({
        name: 'Quay Legal',
        allowedOrigins: ['https://quay.example'],
        webhookUrl: 'https://quay.example/hooks',
      })
    ).body;
    const answer = await admin.client.patch(`/api/admin/partners/${partner.id}`, {
      webhookUrl: '',
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.details)).toEqual(['webhookUrl']);
    expect((await app.db.knex('partners').where({ id: partner.id }).first()).webhook_url).toBe(
      'https://quay.example/hooks',
    );
  });

  it('answers 404 for an unknown or malformed partner id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const answer = await admin.client.get(`/api/admin/partners/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('partner_not_found');
      expect((await admin.client.post(`/api/admin/partners/${id}/rotate-keys`)).status).toBe(404);
      expect((await admin.client.get(`/api/admin/partners/${id}/report`)).status).toBe(404);
    }
  });
});
