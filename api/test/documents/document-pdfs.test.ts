// What a client and an expert get, read out of the PDFs by pdfjs-dist: every field the NZ and AU rules ask for at
// each threshold, and none of the ones they ask for only above it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession } from '../helpers/users.js';
import {
  AU_REGISTERED,
  NZ_REGISTERED,
  NZ_UNREGISTERED,
  documentsOf,
  insertTaxedExpert,
  payForConsultation,
  payOut,
  oneLine,
  pdfText,
  refund,
  startDocumentsHarness,
  type DocumentsHarness,
  type PaidConsultation,
} from './document-fixtures.js';

let h: DocumentsHarness;

beforeAll(async () => {
  h = await startDocumentsHarness();
});
afterAll(async () => {
  await h?.app.close();
});

const today = (zone: string) =>
  new Intl.DateTimeFormat('en-NZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  }).format(new Date());

/** The client's receipt of a paid consultation, downloaded as the client and read. */
async function receiptOf(paid: PaidConsultation) {
  const [receipt] = await documentsOf(h, paid.id, 'receipt');
  expect(receipt).toBeDefined();
  return {
    row: receipt!,
    text: await download(paid.clientId, receipt!.id, receipt!.display_number),
  };
}

async function download(userId: string, id: string, number: string): Promise<string> {
  const client = await newSession(h.app, userId);
  const response = await client.fetch(`${h.app.url}/api/documents/${id}/pdf`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

describe('a New Zealand GST-registered expert’s receipt', () => {
  it('at $200 or less: taxable supply information with the basic details only', async () => {
    const expert = await insertTaxedExpert(h, NZ_REGISTERED);
    const paid = await payForConsultation(h, { expert, total: 18000 });
    const { row, text } = await receiptOf(paid);
    expect(row.display_number).toMatch(/^RC-\d{6}$/);
    expect(text).toContain('Taxable supply information');
    expect(text).toContain(row.display_number);
    expect(text).toContain('Aroha Ngata');
    expect(text).toContain('Tāmaki Makaurau Auckland 1010');
    expect(text).toContain(`Date ${today('Pacific/Auckland')}`);
    expect(oneLine(text)).toContain(
      'GST registration: video consultation of 60 minutes with Aroha Ngata',
    );
    expect(text).toMatch(/Total \(NZD\) \$180\.00/);
    expect(text).not.toContain('49-091-850');
    expect(text).not.toContain('includes GST');
    expect(row.gst).toBe(2348);
  });

  it('over $200: adds the GST number and the GST amount', async () => {
    const expert = await insertTaxedExpert(h, NZ_REGISTERED);
    const paid = await payForConsultation(h, {
      expert,
      total: 23000,
      clientTax: { businessName: 'Ngata Holdings Limited', country: 'NZ', taxNumber: '49091850' },
    });
    const { row, text } = await receiptOf(paid);
    expect(text).toContain('GST number: 49-091-850');
    expect(text).toContain('The total includes GST of $30.00.');
    expect(text).toMatch(/Total \(NZD\) \$230\.00/);
    // The rules ask for the buyer's details over $1,000 only; a client who gave her business has it at any amount.
    expect(text).toContain('Ngata Holdings Limited');
    expect(row.gst).toBe(3000);
  });

  it('over $1,000: adds the buyer’s business name and GST number', async () => {
    const expert = await insertTaxedExpert(h, NZ_REGISTERED);
    const paid = await payForConsultation(h, {
      expert,
      total: 115000,
      clientTax: { businessName: 'Ngata Holdings Limited', country: 'NZ', taxNumber: '123456785' },
    });
    const { text } = await receiptOf(paid);
    expect(text).toContain('Charlotte Ngata');
    expect(text).toContain('Ngata Holdings Limited');
    expect(text).toContain('GST number: 123-456-785');
    expect(text).toContain('The total includes GST of $150.00.');
  });

  it('over $1,000 with no business or number given: the client’s e-mail identifies the buyer', async () => {
    const expert = await insertTaxedExpert(h, NZ_REGISTERED);
    const large = await payForConsultation(h, { expert, total: 115000 });
    const email = (await h.app.db.knex('users').where({ id: large.clientId }).first('email')).email;
    const { row, text } = await receiptOf(large);
    // A long address wraps in its column; the reader gives its pieces on two lines.
    expect(text.replace(/\s+/g, '')).toContain(email);
    expect(row.content.recipient.email).toBe(email);
    // At $1,000 or less the rules ask for no buyer identity: the e-mail stays off the document.
    const small = await payForConsultation(h, { expert, total: 100000, clientId: large.clientId });
    expect((await receiptOf(small)).text.replace(/\s+/g, '')).not.toContain(email);
  });

  it('to a client in Australia: zero-rated, no GST, with the same thresholds', async () => {
    const expert = await insertTaxedExpert(h, NZ_REGISTERED);
    const paid = await payForConsultation(h, {
      expert,
      total: 23000,
      clientTax: { businessName: null, country: 'AU', taxNumber: null },
    });
    const { row, text } = await receiptOf(paid);
    expect(text).toContain('Taxable supply information');
    expect(text).toContain('Zero-rated supply: services to a non-resident.');
    expect(text).toContain('GST number: 49-091-850');
    expect(text).not.toContain('includes GST');
    expect(row.gst).toBe(0);
  });
});

describe('an Australian GST-registered expert’s receipt (AUD)', () => {
  it('at $82.50: a receipt with the ABN and the GST', async () => {
    const expert = await insertTaxedExpert(h, AU_REGISTERED, 'AUD');
    const paid = await payForConsultation(h, { expert, total: 8250, currency: 'AUD' });
    const { row, text } = await receiptOf(paid);
    expect(text.split('\n')[0]).toBe('Receipt');
    expect(text).not.toContain('Tax invoice');
    expect(text).toContain('Harbour Tax Advisory Pty Ltd');
    expect(text).toContain('ABN: 51 824 753 556');
    expect(text).toContain('Total price includes GST of $7.50.');
    expect(text).toMatch(/Total \(AUD\) \$82\.50/);
    expect(text).toContain(`Date ${today('Australia/Sydney')}`);
    expect(row.gst).toBe(750);
  });

  it('over $82.50: the words “Tax invoice”; the buyer’s business as she gave it', async () => {
    const expert = await insertTaxedExpert(h, AU_REGISTERED, 'AUD');
    const clientTax = {
      businessName: 'Bondi Cafe Pty Ltd',
      country: 'AU' as const,
      taxNumber: '51824753556',
    };
    const small = await payForConsultation(h, { expert, total: 16500, currency: 'AUD', clientTax });
    const smallText = (await receiptOf(small)).text;
    expect(smallText).toContain('Tax invoice');
    expect(smallText).toContain('Total price includes GST of $15.00.');
    // The buyer's identity is required from $1,000; given, it is printed below that too.
    expect(smallText).toContain('Bondi Cafe Pty Ltd');

    const large = await payForConsultation(h, {
      expert,
      total: 110000,
      currency: 'AUD',
      clientTax,
    });
    const largeText = (await receiptOf(large)).text;
    expect(largeText).toContain('Tax invoice');
    expect(largeText).toContain('Bondi Cafe Pty Ltd');
    expect(largeText.match(/ABN: 51 824 753 556/g)).toHaveLength(2);
    expect(largeText).toContain('Total price includes GST of $100.00.');
  });

  it('to a client in New Zealand: GST-free', async () => {
    const expert = await insertTaxedExpert(h, AU_REGISTERED, 'AUD');
    const paid = await payForConsultation(h, {
      expert,
      total: 16500,
      currency: 'AUD',
      clientTax: { businessName: null, country: 'NZ', taxNumber: null },
    });
    const { row, text } = await receiptOf(paid);
    expect(text).toContain('GST-free supply: services to a non-resident.');
    expect(row.gst).toBe(0);
  });
});

describe('an expert not registered for GST', () => {
  it('gives a plain receipt without GST, whatever the amount', async () => {
    const expert = await insertTaxedExpert(h, NZ_UNREGISTERED);
    const paid = await payForConsultation(h, { expert, total: 150000 });
    const { row, text } = await receiptOf(paid);
    expect(text.split('\n')[0]).toBe('Receipt');
    expect(text).toContain('Mere Walker');
    expect(text).toContain('No GST is charged: the supplier is not registered for GST.');
    expect(text).not.toContain('GST number');
    expect(text).not.toContain('Taxable supply information');
    expect(row.gst).toBe(0);
  });
});

describe('a partial refund and the payout', () => {
  it('issues a credit note referring to the receipt, then the commission invoice and payout statement', async () => {
    const expert = await insertTaxedExpert(h, NZ_REGISTERED);
    const paid = await payForConsultation(h, { expert, total: 23000 });
    await refund(h, paid, 11500);
    const [receipt] = await documentsOf(h, paid.id, 'receipt');
    const [note] = await documentsOf(h, paid.id, 'credit_note');
    expect(note).toMatchObject({ total: 11500, gst: 1500, refers_to: receipt!.id });
    const noteText = await download(paid.clientId, note!.id, note!.display_number);
    expect(noteText).toContain('Credit note');
    expect(noteText).toContain(`Refers to ${receipt!.display_number}`);
    expect(noteText).toContain('The refund includes GST of $15.00.');
    expect(noteText).toMatch(/Total \(NZD\) \$115\.00/);
    expect(noteText).toContain('GST number: 49-091-850');

    // What is left in escrow is split 15 / 85 and paid out.
    const fee = Math.round(11500 * 0.15);
    await payOut(h, paid, { fee, share: 11500 - fee });
    const [invoice] = await documentsOf(h, paid.id, 'commission_invoice');
    const [statement] = await documentsOf(h, paid.id, 'payout_statement');
    expect(invoice).toMatchObject({ total: fee, gst: Math.floor((fee * 6 + 23) / 46) });
    expect(statement).toMatchObject({ total: 11500 - fee, gst: 0 });

    const invoiceText = await download(expert.userId, invoice!.id, invoice!.display_number);
    expect(invoiceText.split('\n')[0]).toBe('Tax invoice');
    expect(invoiceText).toContain('ExpertBridge Limited');
    expect(invoiceText).toContain('GST number: 123-456-785');
    expect(invoiceText).toContain('Aroha Ngata');
    expect(invoiceText).toContain('GST number: 49-091-850');
    expect(invoiceText).toContain('Platform commission (15 %)');
    expect(invoiceText).toContain(`The total includes GST of $2.25.`);

    const statementText = await download(expert.userId, statement!.id, statement!.display_number);
    expect(statementText).toContain('Payout statement');
    expect(statementText).toContain(`Transfer reference ${paid.id}`);
    expect(oneLine(statementText)).toContain(
      'Gross $230.00; refunds $115.00; commission $17.25 including GST of $2.25; net transferred $97.75.',
    );
    expect(statementText).toContain(invoice!.display_number);
    expect(statementText).toMatch(/Total \(NZD\) \$97\.75/);
  });
});
