// The booking token on its own: the signed expiry holds even when its row says otherwise, and the signing key
// survives a restart (it lives in the database), so tokens issued before a restart keep working.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBookingTokens } from '../../src/modules/widget/booking-token.js';
import { createWidgetRepository } from '../../src/modules/widget/widget.repository.js';
import { splitName } from '../../src/modules/widget/guest-clients.js';
import type { Database } from '../../src/platform/db.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { insertExpert } from '../helpers/consultation-rows.js';

let db: Database;
let consultationId: string;
let partnerId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const [user] = await db
    .knex('users')
    .insert({ email: `${randomUUID()}@test.example`, first_name: 'A', last_name: 'B' })
    .returning('id');
  const expert = await insertExpert(db.knex, {
    userId: user.id,
    timeZone: 'Pacific/Auckland',
    rate: 18000,
  });
  const [partner] = await db
    .knex('partners')
    .insert({
      name: 'P',
      publishable_key: `pk_test_${randomUUID()}`,
      secret_key_hash: randomUUID(),
      secret_key_hint: 'sk_test_…abcd',
      webhook_secret: 'whsec_x',
      allowed_origins: ['https://p.example'],
    })
    .returning('id');
  partnerId = partner.id;
  consultationId = randomUUID();
  await db.knex('consultations').insert({
    id: consultationId,
    client_id: user.id,
    expert_id: expert.id,
    expert_user_id: user.id,
    title: 'T',
    duration_minutes: 60,
    scheduled_at: new Date('2030-01-01T00:00:00Z'),
    ends_at: new Date('2030-01-01T01:00:00Z'),
    status: 'pending_payment',
    currency: 'NZD',
    total_amount: 18000,
    platform_fee: 2700,
    expert_amount: 15300,
    lifecycle_config: '{}',
    workflow_id: `consultation-${consultationId}`,
    partner_id: partnerId,
  });
});
afterAll(() => db?.close());

it('refuses a token past its signed expiry and accepts it before, with a key that outlives the issuer', async () => {
  let now = new Date('2026-11-25T00:00:00Z');
  const issuer = createBookingTokens(createWidgetRepository(db.knex), {
    ttlMs: 60_000,
    now: () => now,
  });
  const { token, expiresAt } = await issuer.issue({
    consultationId,
    partnerId,
    createdAccount: true,
  });
  expect(expiresAt.toISOString()).toBe('2026-11-25T00:01:00.000Z');
  // The row's expiry is moved far out: the signed one still rules.
  await db.knex('booking_tokens').update({ expires_at: new Date('2099-01-01T00:00:00Z') });
  const restarted = createBookingTokens(createWidgetRepository(db.knex), {
    ttlMs: 60_000,
    now: () => now,
  });
  expect((await restarted.verify(token, { consultationId, partnerId })).consultation_id).toBe(
    consultationId,
  );
  now = new Date('2026-11-25T00:01:00Z');
  await expect(restarted.verify(token)).rejects.toMatchObject({
    status: 401,
    code: 'invalid_booking_token',
  });
});

it('past either expiry reads, marked expired, but verifies for nothing else; revoked or foreign, not even that', async () => {
  let now = new Date('2026-11-25T00:00:00Z');
  const tokens = createBookingTokens(createWidgetRepository(db.knex), {
    ttlMs: 60_000,
    now: () => now,
  });
  const { token } = await tokens.issue({ consultationId, partnerId, createdAccount: false });
  const expect_ = { consultationId, partnerId };
  expect((await tokens.verifyForReading(token, expect_)).expired).toBe(false);
  // The row's own expiry passed, the signed one not yet: expired.
  const claims = JSON.parse(Buffer.from(token.slice(4).split('.')[0]!, 'base64url').toString());
  const row = { id: claims.jti as string };
  await db
    .knex('booking_tokens')
    .where({ id: row.id })
    .update({ expires_at: new Date('2026-11-24T00:00:00Z') });
  expect((await tokens.verifyForReading(token, expect_)).expired).toBe(true);
  await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401 });
  // The signed expiry passed, the row's moved far out: expired all the same.
  await db
    .knex('booking_tokens')
    .where({ id: row.id })
    .update({ expires_at: new Date('2099-01-01T00:00:00Z') });
  now = new Date('2026-11-25T00:01:00Z');
  const read = await tokens.verifyForReading(token, expect_);
  expect(read).toMatchObject({
    expired: true,
    row: { id: row.id, consultation_id: consultationId },
  });
  await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401 });

  await expect(
    tokens.verifyForReading(token, { consultationId: randomUUID(), partnerId }),
  ).rejects.toMatchObject({ status: 401, code: 'invalid_booking_token' });
  await expect(
    tokens.verifyForReading(token, { consultationId, partnerId: randomUUID() }),
  ).rejects.toMatchObject({ status: 401 });
  await db.knex('booking_tokens').where({ id: row.id }).update({ revoked_at: new Date() });
  await expect(tokens.verifyForReading(token, expect_)).rejects.toMatchObject({ status: 401 });
});

it('revokes: a revoked token opens nothing', async () => {
  const tokens = createBookingTokens(createWidgetRepository(db.knex), { ttlMs: 60_000 });
  const { token } = await tokens.issue({ consultationId, partnerId, createdAccount: false });
  await expect(tokens.verify(token, { partnerId: randomUUID() })).rejects.toMatchObject({
    status: 401,
  });
  await db.knex('booking_tokens').update({ revoked_at: new Date() });
  await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401 });
});

it('splits a guest name into first and last, a one-word name into a first name alone', () => {
  expect(splitName('  Mere   Tane ')).toEqual({ firstName: 'Mere', lastName: 'Tane' });
  expect(splitName('Aroha Te Ao')).toEqual({ firstName: 'Aroha', lastName: 'Te Ao' });
  expect(splitName('Teuila')).toEqual({ firstName: 'Teuila', lastName: '' });
});
