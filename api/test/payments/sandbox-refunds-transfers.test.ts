// The sandbox's refunds and transfers on a real database: the refunds of a payment never exceed it, transfers
// spend only what a consultation brought in, and a retried call (same idempotency key) never moves money twice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db.js';
import { SandboxPaymentGateway } from '../../src/modules/payments/gateway/sandbox-gateway.js';
import { createSandboxRepository } from '../../src/modules/payments/gateway/sandbox.repository.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { newIntent, sandboxNow } from './sandbox-fixtures.js';

let db: Database;
let gateway: SandboxPaymentGateway;

beforeAll(async () => {
  db = await createTestDatabase();
  gateway = new SandboxPaymentGateway(createSandboxRepository(db.knex), { now: sandboxNow });
});
afterAll(() => db?.close());

const refunded = async (paymentIntentId: string) =>
  Number(
    (
      await db
        .knex('sandbox_refunds')
        .where({ payment_intent_id: paymentIntentId })
        .sum({ total: 'amount' })
        .first()
    )?.total ?? 0,
  );

describe('sandbox refunds', () => {
  it('refunds in parts up to the amount paid, then refuses one cent more', async () => {
    const { intent } = await newIntent(gateway, 10_000, { paid: true });
    const refund = (amount: number, key: string) =>
      gateway.refund({ paymentIntentId: intent.id, amount, idempotencyKey: key });
    expect(await refund(5_000, 'r1')).toMatchObject({ amount: 5_000, status: 'succeeded' });
    await expect(refund(5_001, 'r2')).rejects.toMatchObject({
      name: 'GatewayDeclinedError',
      code: 'amount_too_large',
      retryable: false,
    });
    expect(await refund(5_000, 'r3')).toMatchObject({ amount: 5_000 });
    await expect(refund(1, 'r4')).rejects.toMatchObject({ code: 'charge_already_refunded' });
    expect(await refunded(intent.id)).toBe(10_000);
  });

  it('answers a retried refund with the first one and counts it once', async () => {
    const { intent } = await newIntent(gateway, 10_000, { paid: true });
    const input = {
      paymentIntentId: intent.id,
      amount: 4_000,
      idempotencyKey: `wf-${intent.id}:refund`,
    };
    const first = await gateway.refund(input);
    expect(await gateway.refund(input)).toEqual(first);
    expect(await refunded(intent.id)).toBe(4_000);
    await expect(gateway.refund({ ...input, amount: 3_000 })).rejects.toMatchObject({
      code: 'idempotency_error',
    });
  });

  it('lets concurrent refunds together take no more than was paid', async () => {
    const { intent } = await newIntent(gateway, 10_000, { paid: true });
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        gateway.refund({
          paymentIntentId: intent.id,
          amount: 3_000,
          idempotencyKey: `race-${intent.id}-${n}`,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await refunded(intent.id)).toBe(9_000);
  });

  it('refuses to refund a payment that has not succeeded', async () => {
    const { intent } = await newIntent(gateway, 10_000);
    await expect(
      gateway.refund({
        paymentIntentId: intent.id,
        amount: 100,
        idempotencyKey: `unpaid-${intent.id}`,
      }),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('refuses amounts that are not positive whole cents before touching the database', async () => {
    const { intent } = await newIntent(gateway, 10_000, { paid: true });
    for (const amount of [0, -1, 0.5, Number.NaN]) {
      await expect(
        gateway.refund({ paymentIntentId: intent.id, amount, idempotencyKey: `bad-${amount}` }),
      ).rejects.toMatchObject({ code: 'amount_invalid' });
    }
  });
});

describe('sandbox transfers', () => {
  const transferFor = (consultationId: string, amount: number, key: string) => ({
    destinationAccountId: 'acct_1Expert',
    amount,
    currency: 'NZD' as const,
    transferGroup: consultationId,
    idempotencyKey: key,
  });

  it('makes one transfer per idempotency key', async () => {
    const { consultationId } = await newIntent(gateway, 20_000, { paid: true });
    const input = transferFor(consultationId, 17_000, `consultation-${consultationId}:payout`);
    const first = await gateway.transfer(input);
    expect(first.id).toMatch(/^tr_sb_/);
    expect(await gateway.transfer(input)).toEqual(first);
    expect(
      await db.knex('sandbox_transfers').where({ transfer_group: consultationId }),
    ).toHaveLength(1);
  });

  it('answers racing retries of one transfer with the same transfer, even when it spends everything', async () => {
    const { consultationId } = await newIntent(gateway, 20_000, { paid: true });
    const input = transferFor(consultationId, 20_000, `race-${consultationId}`);
    const [first, second] = await Promise.all([gateway.transfer(input), gateway.transfer(input)]);
    expect(second).toEqual(first);
  });

  it('spends only what the consultation brought in, less its refunds', async () => {
    const { consultationId, intent } = await newIntent(gateway, 20_000, { paid: true });
    await gateway.refund({
      paymentIntentId: intent.id,
      amount: 10_000,
      idempotencyKey: `half-${intent.id}`,
    });
    await expect(
      gateway.transfer(transferFor(consultationId, 10_001, `too-much-${consultationId}`)),
    ).rejects.toMatchObject({
      name: 'GatewayDeclinedError',
      code: 'balance_insufficient',
    });
    await gateway.transfer(transferFor(consultationId, 8_500, `payout-${consultationId}`));
    await expect(
      gateway.transfer(transferFor(consultationId, 1_501, `second-${consultationId}`)),
    ).rejects.toMatchObject({
      code: 'balance_insufficient',
    });
  });

  it('refuses a transfer for a consultation that was never paid, or to an account that cannot exist', async () => {
    const unpaid = randomUUID();
    await expect(
      gateway.transfer(transferFor(unpaid, 100, `unpaid-${unpaid}`)),
    ).rejects.toMatchObject({
      code: 'balance_insufficient',
    });
    const { consultationId } = await newIntent(gateway, 20_000, { paid: true });
    await expect(
      gateway.transfer({
        ...transferFor(consultationId, 100, `bad-${consultationId}`),
        destinationAccountId: 'bank-123',
      }),
    ).rejects.toMatchObject({ name: 'GatewayDeclinedError', code: 'resource_missing' });
  });
});

describe('sandbox tables', () => {
  it('refuse non-positive amounts and currencies other than NZD and AUD', async () => {
    const { intent } = await newIntent(gateway, 10_000, { paid: true });
    const row = {
      id: 're_sb_direct',
      payment_intent_id: intent.id,
      currency: 'NZD',
      idempotency_key: 'direct',
    };
    await expect(db.knex('sandbox_refunds').insert({ ...row, amount: 0 })).rejects.toThrow(
      /sandbox_refunds_amount/,
    );
    await expect(
      db.knex('sandbox_refunds').insert({ ...row, amount: 1, currency: 'USD' }),
    ).rejects.toThrow(/sandbox_refunds_currency/);
  });
});
