// An expert's annual summary: their own figures only, as CSV that a spreadsheet opens safely and as a PDF read back
// with an independent reader (pdfjs-dist).
import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';
import {
  consultationAt,
  consultationWith,
  newSeller,
  paid,
  paidOut,
  released,
  type Seller,
} from './seller-fixtures.js';

let app: TestApp;
let mine: Seller;
let theirs: Seller;
const year = Number(
  new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric' }).format(),
);
// A name a spreadsheet would run as a formula, and an address with quotes, a comma and a newline.
const legalName = '=HYPERLINK("http://evil.example","Click")';
const address = '12 "The Strand", Unit 3\nTāmaki Makaurau 1010';

beforeAll(async () => {
  app = await startTestApp();
  const knex = app.db.knex;
  mine = await newSeller(app, {
    firstName: 'Mere',
    tax: { legalName, address, country: 'NZ', gstRegistered: true, taxNumber: '123456785' },
  });
  theirs = await newSeller(app, { firstName: 'Tane' });
  await consultationWith(knex, mine, 'NZD', [paid(18000), released(2700, 15300), paidOut(15300)]);
  await consultationWith(knex, theirs, 'NZD', [paid(24000)]);
  // Last year's payment is not this year's.
  await consultationAt(knex, mine, new Date(Date.UTC(year - 1, 5, 1)), paid(99900));
});
afterAll(() => app?.close());

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    lines.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return lines.join('\n');
}

describe('GET /api/experts/me/annual-summary', () => {
  it("gives the expert their own year's row only, as CSV a spreadsheet opens safely", async () => {
    const answer = await mine.user.client.get(`/api/experts/me/annual-summary?year=${year}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="annual-summary-${year}.csv"`,
    );
    const records = parse(answer.body, { columns: true }) as Record<string, string>[];
    expect(records).toEqual([
      expect.objectContaining({
        regime: 'nz_dpi',
        period_start: `${year}-01-01`,
        period_end: `${year}-12-31`,
        seller_id: mine.expert.id,
        seller_legal_name: `'${legalName}`,
        seller_address: address,
        tax_number_type: 'GST number',
        tax_number: '123-456-785',
        gst_registered: 'yes',
        currency: 'NZD',
        consultations: '1',
        gross_paid: '180.00',
        commission: '27.00',
        commission_gst: '3.52',
        refunds: '0.00',
        net_paid: '153.00',
      }),
    ]);
    // The raw file: the formula is quoted text after an apostrophe, the quotes doubled.
    expect(answer.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(answer.body).toContain(`"12 ""The Strand"", Unit 3\nTāmaki Makaurau 1010"`);
  });

  it("gives another expert theirs, and last year's figures for last year", async () => {
    const other = await theirs.user.client.get(`/api/experts/me/annual-summary?year=${year}`);
    const rows = parse(other.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.seller_id, row.gross_paid])).toEqual([
      [theirs.expert.id, '240.00'],
    ]);
    const last = await mine.user.client.get(`/api/experts/me/annual-summary?year=${year - 1}`);
    const lastRows = parse(last.body, { columns: true }) as Record<string, string>[];
    expect(lastRows.map((row) => row.gross_paid)).toEqual(['999.00']);
  });

  it('renders the PDF with the seller, the macron and the figures', async () => {
    const response = await mine.user.client.fetch(
      `${app.url}/api/experts/me/annual-summary?year=${year}&format=pdf`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await response.arrayBuffer());
    for (const expected of [
      `Annual summary ${year}`,
      legalName,
      'Tāmaki Makaurau 1010',
      'GST number: 123-456-785',
      'Registered for GST',
      'Paid by clients',
      'NZD 180.00',
      'NZD 27.00',
      'NZD 3.52',
      'NZD 153.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('NZD 999.00');
  });

  it('is 404 for a user without an expert profile, 401 signed out', async () => {
    const client = await createSignedInUser(app);
    const answer = await client.client.get(`/api/experts/me/annual-summary?year=${year}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('expert_profile_not_found');
    expect((await app.client().get(`/api/experts/me/annual-summary?year=${year}`)).status).toBe(
      401,
    );
  });

  it.each([
    ['a year before 2020', 'year=2019', 'year'],
    ['a year still to come', `year=${year + 1}`, 'year'],
    ['no year', '', 'year'],
    ['a year that is no number', 'year=20x6', 'year'],
    ['another format', `year=${year}&format=xlsx`, 'format'],
  ])('answers 400 naming the field for %s', async (_, search, field) => {
    const answer = await mine.user.client.get(`/api/experts/me/annual-summary?${search}`);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.details)).toEqual([field]);
  });
});
