// The documents as the API serves them: who may read which, that an issued document cannot change, that a month's
// documents add up to the ledger's figures to the cent, and the monthly statement issued once per expert and month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMonthlyStatements } from '../../src/modules/documents/monthly-statements.js';
import { createDocumentsRepository } from '../../src/modules/documents/documents.repository.js';
import { platformDetails } from '../../src/composition/document-parts.js';
import { createSignedInUser, newSession, type TestUser } from '../helpers/users.js';
import {
  NZ_REGISTERED,
  documentsOf,
  insertTaxedExpert,
  payForConsultation,
  payOut,
  refund,
  startDocumentsHarness,
  type DocumentsHarness,
  type PaidConsultation,
} from './document-fixtures.js';

let h: DocumentsHarness;
let owner: PaidConsultation;
let expertUserId: string;
let admin: TestUser;
let otherClient: TestUser;
let otherExpertUserId: string;

beforeAll(async () => {
  h = await startDocumentsHarness();
  const expert = await insertTaxedExpert(h, NZ_REGISTERED);
  expertUserId = expert.userId;
  owner = await payForConsultation(h, { expert, total: 23000 });
  await refund(h, owner, 5000);
  const left = 23000 - 5000;
  const fee = Math.round(left * 0.15);
  await payOut(h, owner, { fee, share: left - fee });
  for (const total of [18000, 45000]) {
    const paid = await payForConsultation(h, { expert, total });
    await payOut(h, paid);
  }
  admin = await createSignedInUser(h.app, { admin: true });
  otherClient = await createSignedInUser(h.app);
  otherExpertUserId = (await insertTaxedExpert(h, NZ_REGISTERED)).userId;
});
afterAll(async () => {
  await h?.app.close();
});

describe('who may read a document', () => {
  it('lets the client, the expert and an admin read the receipt; anyone else gets 404', async () => {
    const [receipt] = await documentsOf(h, owner.id, 'receipt');
    const path = `/api/documents/${receipt!.id}`;
    const asClient = await (await newSession(h.app, owner.clientId)).get(path);
    expect(asClient.status).toBe(200);
    expect(asClient.body).toMatchObject({
      kind: 'receipt',
      number: receipt!.display_number,
      title: 'Taxable supply information',
      total: 23000,
      gst: 3000,
      currency: 'NZD',
      consultationId: owner.id,
      pdfUrl: `/api/documents/${receipt!.id}/pdf`,
    });
    expect((await (await newSession(h.app, expertUserId)).get(path)).status).toBe(200);
    expect((await admin.client.get(path)).status).toBe(200);
    for (const stranger of [otherClient.client, await newSession(h.app, otherExpertUserId)]) {
      const refused = await stranger.get(path);
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('not_found');
      expect((await stranger.get(`${path}/pdf`)).status).toBe(404);
    }
    expect((await h.app.client().get(path)).status).toBe(401);
  });

  it('lists a client’s receipts and credit notes, and an expert’s papers too', async () => {
    const client = await newSession(h.app, owner.clientId);
    const mine = await client.get('/api/documents');
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'credit_note',
      'receipt',
    ]);
    const note = mine.body.items.find((d: { kind: string }) => d.kind === 'credit_note');
    expect(note.refersTo).toEqual({
      id: mine.body.items.find((d: { kind: string }) => d.kind === 'receipt').id,
      number: expect.stringMatching(/^RC-/),
    });

    const expert = await newSession(h.app, expertUserId);
    const theirs = await expert.get('/api/documents?pageSize=100');
    const kinds = theirs.body.items.map((d: { kind: string }) => d.kind);
    expect(theirs.body.total).toBe(10);
    expect(kinds.filter((k: string) => k === 'commission_invoice')).toHaveLength(3);
    expect(kinds.filter((k: string) => k === 'payout_statement')).toHaveLength(3);

    const filtered = await expert.get(`/api/documents?kind=receipt&consultationId=${owner.id}`);
    expect(filtered.body.items).toHaveLength(1);
    expect((await otherClient.client.get('/api/documents')).body.total).toBe(0);
    const { id: expertId } = await h.app.db
      .knex('experts')
      .where({ user_id: expertUserId })
      .first('id');
    const byExpert = await admin.client.get(`/api/documents?expertId=${expertId}&pageSize=100`);
    expect(byExpert.body.total).toBe(10);
  });

  it('refuses a bad filter with the parameter named, and an id that is no UUID as not found', async () => {
    const client = await newSession(h.app, owner.clientId);
    const bad = await client.get('/api/documents?kind=invoice&pageSize=1000');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(Object.keys(bad.body.error.details).sort()).toEqual(['kind', 'pageSize']);
    expect((await client.get('/api/documents/not-a-uuid')).status).toBe(404);
  });
});

describe('the e-mails that announce a movement', () => {
  it('link and show its documents: the receipt, the credit note, the invoice and statement', async () => {
    const emails = await h.app.db
      .knex('email_outbox')
      .where({ consultation_id: owner.id })
      .select('kind', 'text', 'html');
    const byKind = (kind: string) => emails.find((e: { kind: string }) => e.kind === kind)!;
    const link = (row: { id: string; display_number: string }) =>
      `${row.display_number}: ${h.app.config.PUBLIC_URL}/api/documents/${row.id}/pdf`;
    const [receipt] = await documentsOf(h, owner.id, 'receipt');
    const [note] = await documentsOf(h, owner.id, 'credit_note');
    const [invoice] = await documentsOf(h, owner.id, 'commission_invoice');
    const [statement] = await documentsOf(h, owner.id, 'payout_statement');

    const payment = byKind('payment_received');
    expect(payment.text).toContain(`Taxable supply information ${link(receipt!)}`);
    expect(payment.html).toContain('The total includes GST of $30.00.');
    expect(payment.html).toContain('Tāmaki Makaurau Auckland 1010');
    expect(byKind('refund_issued').text).toContain(`Credit note ${link(note!)}`);
    expect(byKind('refund_issued').html).toContain(`Refers to ${receipt!.display_number}`);
    const payout = byKind('payout_sent');
    expect(payout.text).toContain(`Tax invoice ${link(invoice!)}`);
    expect(payout.text).toContain(`Payout statement ${link(statement!)}`);
    expect(payout.html).toContain('Payout statement');
    // The expert's notice of the booking carries no document.
    expect(byKind('booking_received').html).toBeNull();
  });
});

describe('an issued document', () => {
  it('cannot be updated or deleted', async () => {
    const [receipt] = await documentsOf(h, owner.id, 'receipt');
    const knex = h.app.db.knex;
    await expect(
      knex('tax_documents').where({ id: receipt!.id }).update({ total: 1 }),
    ).rejects.toThrow(/cannot be changed/);
    await expect(knex('tax_documents').where({ id: receipt!.id }).delete()).rejects.toThrow(
      /cannot be changed/,
    );
    const after = await knex('tax_documents').where({ id: receipt!.id }).first('total');
    expect(after.total).toBe(23000);
  });
});

describe('a period’s documents and the ledger', () => {
  it('add up to the ledger’s figures to the cent, and so does the monthly statement', async () => {
    const knex = h.app.db.knex;
    const ledger = async (account: string) =>
      Number(
        (await knex('ledger_entries').where({ account }).sum({ total: 'amount' }).first())?.total ??
          0,
      );
    const documents = async (kind: string) =>
      Number(
        (await knex('tax_documents').where({ kind }).sum({ total: 'total' }).first())?.total ?? 0,
      );
    expect(await documents('receipt')).toBe(-(await ledger('client_payments')));
    expect(await documents('credit_note')).toBe(await ledger('refunds'));
    expect(await documents('commission_invoice')).toBe(await ledger('platform_revenue'));
    expect(await documents('payout_statement')).toBe(await ledger('payouts'));
    expect(await documents('receipt')).toBe(23000 + 18000 + 45000);

    const statements = createMonthlyStatements({
      repository: createDocumentsRepository(knex),
      platform: platformDetails(h.app.config),
    });
    // Nothing is due while the month runs; after it ends, one statement per expert, once.
    expect(await statements.issueDue(new Date(), 10)).toEqual({ issued: 0 });
    const nextMonth = new Date(Date.now() + 32 * 86_400_000);
    expect(await statements.issueDue(nextMonth, 10)).toEqual({ issued: 1 });
    expect(await statements.issueDue(nextMonth, 10)).toEqual({ issued: 0 });

    const expert = await newSession(h.app, expertUserId);
    const listed = await expert.get('/api/documents?kind=monthly_statement');
    expect(listed.body.items).toHaveLength(1);
    const statement = listed.body.items[0];
    expect(statement.number).toBe('MS-000001');
    expect(statement.period.start).toMatch(/^\d{4}-\d{2}-01$/);
    expect(statement.total).toBe(await ledger('payouts'));
    expect(statement.lines).toHaveLength(10);
    const fmt = (n: number) =>
      `$${Math.floor(n / 100).toLocaleString('en-NZ')}.${String(n % 100).padStart(2, '0')}`;
    expect(statement.notes).toContain(
      `Received from clients ${fmt(-(await ledger('client_payments')))} (GST ${fmt(
        Number(
          (await knex('tax_documents').where({ kind: 'receipt' }).sum({ g: 'gst' }).first())?.g,
        ),
      )}).`,
    );
    expect(statement.notes).toContain(`Paid out ${fmt(await ledger('payouts'))}.`);
    expect(statement.notes).toContain(`Refunded ${fmt(await ledger('refunds'))}.`);
    // The client never sees the expert's statement.
    expect(
      (await (await newSession(h.app, owner.clientId)).get(`/api/documents/${statement.id}`))
        .status,
    ).toBe(404);
  });
});
