// Every dollar documented, in Chromium against the stack as `npm start` runs it (the escrow hold shortened by
// configuration only): the GST-registered demo expert in Auckland and a new client in Australia who gives her
// business and ABN in My Account. The client books 90 minutes (NZ$270, over the NZ$200 line where the supplier's GST
// number is required), pays, they meet and complete; she reports a problem and the admin refunds part. She downloads
// the receipt (taxable supply information, zero-rated: a service to a non-resident) and the credit note that refers to
// it; the expert, paid the rest after the hold, downloads the platform's commission invoice and the payout statement;
// the admin's seller report for the month, downloaded as CSV, holds the same figures as the ledger's documents.
import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bookPaid,
  DEMO,
  expertProfileOf,
  freeSlots,
  launchChromium,
  setStatus,
  signedIn,
} from './support/parties.js';
import { expectAccessible, sees, shot, shotsOfFailure, startPortal } from './support/portal.js';
import type { Api } from './support/stack.js';

const DAY = 86_400_000;
/** The escrow hold, shortened so the payout comes within the test. */
const ESCROW_HOLD_MS = 20_000;
const ABN = '51 824 753 556';

interface TaxDocument {
  id: string;
  kind: string;
  number: string;
  title: string;
  total: number;
  gst: number;
  currency: string;
  refersTo: { id: string; number: string } | null;
  pdfUrl: string;
}

let api: Api;
let browser: Browser;

beforeAll(async () => {
  api = await startPortal({
    LIFECYCLE_CONFIG_JSON: JSON.stringify({
      joinWindowLeadMs: 30 * DAY,
      escrowHoldMs: ESCROW_HOLD_MS,
    }),
    ICE_SERVERS_JSON: '[]',
  });
  browser = await launchChromium({ fakeMedia: false, grantMedia: false });
});

afterEach(({ task }) => shotsOfFailure(task, browser));

afterAll(async () => {
  await browser?.close();
  await api?.close();
});

/** The text of every page of a PDF, read by an independent reader (Mozilla's pdf.js), one string. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

async function bytesOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Clicks a download link as its reader would and answers the file's name and bytes. */
async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).first().click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await bytesOf(file) };
}

async function documentsOf(
  context: BrowserContext,
  consultationId: string,
): Promise<TaxDocument[]> {
  const answer = await context.request.get(`${api.url}/api/documents`, {
    params: { consultationId, pageSize: 50 },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: TaxDocument[] }).items;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A new client whose browser is in Sydney. */
async function clientInAustralia(): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    acceptDownloads: true,
  });
  const stamp = Date.now().toString(36);
  const registered = await context.request.post(`${api.url}/api/auth/email/register`, {
    data: {
      firstName: 'Olivia',
      lastName: `Harbour${stamp}`,
      email: `olivia-${stamp}@example.com.au`,
      password: 'olivia-password',
    },
  });
  expect(registered.ok()).toBe(true);
  return context;
}

describe('tax documents from payment to payout', () => {
  it('gives the AU client a zero-rated receipt and a credit note, the expert an invoice and statement, the admin the ledger', async () => {
    const expert = await signedIn(browser, api.url, DEMO.expert);
    const admin = await signedIn(browser, api.url, 'admin@demo.expertbridge.test');
    const client = await clientInAustralia();

    // The expert's tax details, as the profile editor shows them: GST-registered in New Zealand.
    const expertPage = await expert.newPage();
    await expertPage.goto(`${api.url}/expert-edit`);
    const details = expertPage.getByRole('region', { name: 'Tax details' });
    await details.waitFor();
    expect(await details.getByLabel('GST number').inputValue()).toBe('49-091-850');
    expect(await details.getByLabel('I am registered for GST').isChecked()).toBe(true);

    // The client gives her business, country and ABN in My Account; a wrong ABN is refused on the field first.
    const clientPage = await client.newPage();
    await clientPage.goto(`${api.url}/my-page?tab=documents`);
    const receiptsDetails = clientPage.getByRole('region', { name: 'Your details on receipts' });
    await receiptsDetails.waitFor();
    await sees(clientPage, 'Receipts appear here once you pay for a consultation.');
    await receiptsDetails.getByLabel('Business name').fill('Harbour Bridge Advisory Pty Ltd');
    await receiptsDetails.getByLabel('Country of tax residence').selectOption('AU');
    await receiptsDetails.getByLabel('ABN').fill('51 824 753 557');
    await receiptsDetails.getByRole('button', { name: 'Save tax details' }).click();
    await sees(clientPage, 'This is not a valid ABN: its check digits do not match.');
    await receiptsDetails.getByLabel('ABN').fill(ABN);
    await receiptsDetails.getByRole('button', { name: 'Save tax details' }).click();
    await sees(clientPage, 'Tax details saved');
    const saved = await (await client.request.get(`${api.url}/api/me/tax-details`)).json();
    expect(saved).toMatchObject({ country: 'AU', taxNumber: ABN });
    await expectAccessible(clientPage, 'my account documents');

    // Book 90 minutes (NZ$270), pay, meet and complete; then a problem reported and part refunded by the admin.
    const { id: expertId } = await expertProfileOf(api.url, expert);
    const slots = await freeSlots(api.url, client, expertId);
    const title = `Tax journey ${Date.now()}`;
    const paid = await bookPaid(api.url, client, expertId, slots[2]!, title, undefined, 90);
    expect(paid.totalAmount).toEqual({ amount: 27_000, currency: 'NZD' });
    await setStatus(api.url, expert, paid.id, 'confirmed');
    await setStatus(api.url, client, paid.id, 'in_progress');
    expect(
      (await client.request.post(`${api.url}/api/consultations/${paid.id}/complete`)).status(),
    ).toBe(200);
    const reported = await client.request.post(`${api.url}/api/consultations/${paid.id}/dispute`, {
      data: { reason: 'The second half of the session was cut short.' },
    });
    expect(reported.status()).toBe(200);
    const refund = 9_000;
    const resolved = await admin.request.post(
      `${api.url}/api/consultations/${paid.id}/resolve-dispute`,
      {
        data: {
          resolution: 'partial_refund',
          refundAmount: refund,
          note: 'Half an hour refunded.',
        },
      },
    );
    expect(resolved.status()).toBe(200);

    // The receipt: taxable supply information for the expert's supply, zero-rated for a client in Australia.
    await expect
      .poll(async () => (await documentsOf(client, paid.id)).map((d) => d.kind).sort(), {
        timeout: 30_000,
      })
      .toEqual(['credit_note', 'receipt']);
    const [receipt, creditNote] = ['receipt', 'credit_note'].map((kind) =>
      (async () => (await documentsOf(client, paid.id)).find((d) => d.kind === kind)!)(),
    );
    const receiptDoc = (await receipt)!;
    const creditDoc = (await creditNote)!;
    expect(receiptDoc).toMatchObject({
      total: 27_000,
      gst: 0,
      currency: 'NZD',
      title: 'Taxable supply information',
    });
    expect(creditDoc).toMatchObject({
      total: refund,
      gst: 0,
      refersTo: { number: receiptDoc.number },
    });

    await clientPage.reload();
    await sees(clientPage, receiptDoc.number);
    const receiptFile = await download(clientPage, `Download PDF of receipt ${receiptDoc.number}`);
    expect(receiptFile.name).toBe(`${receiptDoc.number}.pdf`);
    const receiptText = await pdfText(receiptFile.bytes);
    for (const words of [
      'Taxable supply information',
      receiptDoc.number,
      'Ethan Walker Chartered Accountants Limited',
      'GST number: 49-091-850',
      title,
      'Harbour Bridge Advisory Pty Ltd',
      dollars(27_000),
      'Zero-rated supply: services to a non-resident',
    ]) {
      expect(receiptText).toContain(words);
    }
    const creditFile = await download(
      clientPage,
      `Download PDF of credit note ${creditDoc.number}`,
    );
    const creditText = await pdfText(creditFile.bytes);
    for (const words of ['Credit note', creditDoc.number, receiptDoc.number, dollars(refund)]) {
      expect(creditText).toContain(words);
    }
    await shot(clientPage, 'tax-01-client-documents');

    // After the hold the expert is paid the rest: the platform's commission invoice and the payout statement.
    await expect
      .poll(async () => (await documentsOf(expert, paid.id)).map((d) => d.kind).sort(), {
        timeout: ESCROW_HOLD_MS + 45_000,
        interval: 1_000,
      })
      .toEqual(['commission_invoice', 'credit_note', 'payout_statement', 'receipt']);
    const expertDocs = await documentsOf(expert, paid.id);
    const invoice = expertDocs.find((d) => d.kind === 'commission_invoice')!;
    const statement = expertDocs.find((d) => d.kind === 'payout_statement')!;
    const kept = 27_000 - refund;
    const commission = Math.round(kept * 0.15);
    expect(invoice).toMatchObject({
      title: 'Tax invoice',
      total: commission,
      gst: Math.round((commission * 3) / 23),
    });
    expect(statement.total).toBe(kept - commission);
    // The client never sees the expert's documents with the platform.
    expect((await client.request.get(`${api.url}${invoice.pdfUrl}`)).status()).toBe(404);

    await expertPage.goto(`${api.url}/dashboard?tab=documents`);
    await sees(expertPage, invoice.number);
    const invoiceText = await pdfText(
      (await download(expertPage, `Download PDF of commission invoice ${invoice.number}`)).bytes,
    );
    for (const words of [
      'Tax invoice',
      invoice.number,
      'ExpertBridge Limited',
      dollars(commission),
    ]) {
      expect(invoiceText).toContain(words);
    }
    const statementText = await pdfText(
      (await download(expertPage, `Download PDF of payout statement ${statement.number}`)).bytes,
    );
    for (const words of [
      statement.number,
      dollars(27_000),
      dollars(commission),
      dollars(kept - commission),
    ]) {
      expect(statementText).toContain(words);
    }
    await expectAccessible(expertPage, 'expert documents');
    await shot(expertPage, 'tax-02-expert-documents');

    // The admin's NZ seller report for this year so far: the preview and the CSV hold the documents' figures.
    const adminPage = await admin.newPage();
    await adminPage.goto(`${api.url}/admin/seller-reports`);
    await adminPage.getByRole('radio', { name: 'English' }).check();
    await adminPage.getByLabel('Regime').selectOption('nz_dpi');
    const period = adminPage.getByLabel('Period');
    const soFar = await period.locator('option', { hasText: '(so far)' }).getAttribute('value');
    await period.selectOption(soFar!);
    const preview = adminPage.getByRole('table', { name: /^Sellers for / });
    const previewRow = preview
      .getByRole('row')
      .filter({ hasText: 'Ethan Walker Chartered Accountants Limited' });
    await previewRow.waitFor();
    for (const figure of [27_000, commission, refund, kept - commission]) {
      expect(await previewRow.textContent()).toContain(`NZ$${(figure / 100).toFixed(2)}`);
    }
    await expectAccessible(adminPage, 'admin seller reports');
    const csvFile = await download(adminPage, /^Download CSV: /);
    expect(csvFile.name).toMatch(/\.csv$/);
    const rows = parse(csvFile.bytes.toString('utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    const row = rows.find((cells) => cells.seller_id === expertId && cells.currency === 'NZD');
    expect(row).toMatchObject({
      regime: 'nz_dpi',
      tax_number: '49-091-850',
      consultations: '1',
      gross_paid: (27_000 / 100).toFixed(2),
      refunds: (refund / 100).toFixed(2),
      commission: (commission / 100).toFixed(2),
      net_paid: ((kept - commission) / 100).toFixed(2),
    });
    await shot(adminPage, 'tax-03-admin-seller-reports');
  });
});
