// Document numbers come from a counter row bumped in the posting's transaction: concurrent payments take turns
// on it and get consecutive numbers, and a posting that rolls back gives its number back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postingObserverFor } from '../../src/composition/document-parts.js';
import { createLifecycleRepository } from '../../src/modules/consultations/lifecycle.repository.js';
import { insertConsultationRow } from '../helpers/consultation-rows.js';
import {
  NZ_REGISTERED,
  insertTaxedExpert,
  payForConsultation,
  startDocumentsHarness,
  type DocumentsHarness,
} from './document-fixtures.js';

const onPostgres = process.env.DATABASE_URL !== undefined;

let h: DocumentsHarness;

beforeAll(async () => {
  h = await startDocumentsHarness();
});
afterAll(async () => {
  await h?.app.close();
});

const receiptNumbers = async () =>
  (
    await h.app.db
      .knex('tax_documents')
      .where({ kind: 'receipt' })
      .orderBy('number')
      .select('number', 'display_number')
  ).map((row: { number: number; display_number: string }) => {
    expect(row.display_number).toBe(`RC-${String(row.number).padStart(6, '0')}`);
    return row.number;
  });

describe('the receipts’ series', () => {
  it('gives a rolled-back posting’s number back', async () => {
    const expert = await insertTaxedExpert(h, NZ_REGISTERED);
    await payForConsultation(h, { expert, total: 18000 });
    const before = await receiptNumbers();
    const lifecycle = createLifecycleRepository(h.app.db.knex, postingObserverFor(h.app.config));
    const id = await insertConsultationRow(h.app.db.knex, {
      expert,
      status: 'pending_payment',
      scheduledAt: new Date(Date.now() + 90 * 86_400_000),
    });
    await expect(
      lifecycle.claimStep(id, 'markPaid', async (step) => {
        await step.post({
          currency: 'NZD',
          memo: 'client payment into escrow',
          movements: [{ from: 'client_payments', to: 'escrow', amount: 18000 }],
        });
        // Issued inside the transaction, then undone with it.
        expect(
          await step.transaction('tax_documents').where({ consultation_id: id }).first(),
        ).toBeDefined();
        throw new Error('the step failed after its posting');
      }),
    ).rejects.toThrow('the step failed after its posting');
    expect(await receiptNumbers()).toEqual(before);
    await payForConsultation(h, { expert, total: 18000 });
    const after = await receiptNumbers();
    expect(after).toEqual([...before, before.length + 1]);
  });

  it.runIf(onPostgres)('stays gapless under 20 concurrent payments', async () => {
    const start = (await receiptNumbers()).length;
    const experts = await Promise.all(
      Array.from({ length: 4 }, () => insertTaxedExpert(h, NZ_REGISTERED)),
    );
    // Twenty payments' postings at once, each in its own transaction on its own connection.
    const paid = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        payForConsultation(h, { expert: experts[i % 4]!, total: 10000 + i * 100 }),
      ),
    );
    const numbers = await receiptNumbers();
    expect(numbers).toEqual(Array.from({ length: start + 20 }, (_, i) => i + 1));
    // Each payment has exactly one receipt, of its own amount.
    const receipts = await h.app.db
      .knex('tax_documents')
      .whereIn(
        'consultation_id',
        paid.map((p) => p.id),
      )
      .select('consultation_id', 'total');
    expect(receipts).toHaveLength(20);
    for (const p of paid) {
      expect(
        receipts.find((r: { consultation_id: string }) => r.consultation_id === p.id)?.total,
      ).toBe(p.total);
    }
  });
});
