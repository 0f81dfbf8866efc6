// The admins' seller reports: figures that equal the ledger's to the cent, periods by the time of payment in New
// Zealand, each regime its own sellers, and every bad query refused with its field named.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import {
  cancelledHalf,
  consultationAt,
  consultationWith,
  currentNzMonth,
  newSeller,
  paid,
  paidOut,
  postAt,
  refunded,
  released,
  strayRefunded,
  type Seller,
} from './seller-fixtures.js';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createSignedInUser(app, { admin: true });
});
afterAll(() => app?.close());

const query = (regime: string, period: { from: string; to: string }) =>
  `regime=${regime}&from=${period.from}&to=${period.to}`;

async function summary(regime: string, period: { from: string; to: string }) {
  const answer = await admin.client.get(
    `/api/admin/seller-reports/summary?${query(regime, period)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

const rowOf = (report: { rows: { sellerId: string }[] }, seller: Seller) =>
  report.rows.filter((row) => row.sellerId === seller.expert.id);

describe("a month's seller report", () => {
  const month = currentNzMonth();
  let nz: Seller;
  let au: Seller;
  let untaxed: Seller;

  beforeAll(async () => {
    const knex = app.db.knex;
    nz = await newSeller(app, {
      firstName: 'Aroha',
      tax: {
        legalName: 'Aroha Ngata Tax Ltd',
        address: '12 Queen Street\nTāmaki Makaurau 1010',
        country: 'NZ',
        gstRegistered: true,
        taxNumber: '123456785',
      },
    });
    au = await newSeller(app, {
      firstName: 'Bruce',
      tax: {
        legalName: 'Bruce Taylor',
        address: '1 George Street, Sydney NSW 2000',
        country: 'AU',
        gstRegistered: true,
        taxNumber: '51824753556',
      },
    });
    untaxed = await newSeller(app, { firstName: 'Chloe' });
    // Paid, released, paid out.
    await consultationWith(knex, nz, 'NZD', [paid(18000), released(2700, 15300), paidOut(15300)]);
    // Cancelled late: half refunded, the rest split and paid out.
    await consultationWith(knex, nz, 'NZD', [
      paid(18000),
      ...cancelledHalf(9000),
      released(1350, 7650),
      paidOut(7650),
    ]);
    // Paid, still in escrow.
    await consultationWith(knex, nz, 'NZD', [paid(18000)]);
    await consultationWith(knex, au, 'AUD', [paid(22000), released(3300, 18700), paidOut(18700)]);
    await consultationWith(knex, au, 'AUD', [paid(22000), refunded(22000)]);
    await consultationWith(knex, untaxed, 'NZD', [paid(12000)]);
  });

  it("gives each seller's figures and identity, the GST in the commission per invoice", async () => {
    const report = await summary('nz_dpi', month);
    expect(rowOf(report, nz)).toEqual([
      {
        sellerId: nz.expert.id,
        legalName: 'Aroha Ngata Tax Ltd',
        accountName: 'Aroha Seller',
        address: '12 Queen Street\nTāmaki Makaurau 1010',
        country: 'NZ',
        taxNumberLabel: 'GST number',
        taxNumber: '123-456-785',
        gstRegistered: true,
        email: nz.user.email,
        currency: 'NZD',
        consultations: 3,
        gross: 54000,
        // 2700 × 3/23 = 352.17 → 352; 1350 × 3/23 = 176.09 → 176.
        commission: 4050,
        commissionGst: 528,
        refunds: 9000,
        net: 22950,
      },
    ]);
    expect(rowOf(report, untaxed)).toMatchObject([
      { legalName: null, taxNumber: null, gstRegistered: null, country: 'NZ', gross: 12000 },
    ]);
    expect(rowOf(report, au)).toEqual([]);
    const ato = await summary('au_serr', month);
    expect(rowOf(ato, au)).toMatchObject([
      {
        taxNumberLabel: 'ABN',
        taxNumber: '51 824 753 556',
        currency: 'AUD',
        consultations: 2,
        gross: 44000,
        commission: 3300,
        commissionGst: 300,
        refunds: 22000,
        net: 18700,
      },
    ]);
    expect(rowOf(ato, nz)).toEqual([]);
  });

  it("totals, across both regimes and in the CSV, equal the ledger's for the month to the cent", async () => {
    const { rows } = await app.db.knex.raw(
      `SELECT currency, account, sum(amount)::bigint AS total FROM ledger_entries
       WHERE created_at >= (?::date)::timestamp AT TIME ZONE 'Pacific/Auckland'
         AND created_at < ((?::date + 1)::timestamp AT TIME ZONE 'Pacific/Auckland')
       GROUP BY currency, account`,
      [month.from, month.to],
    );
    const ledger = (currency: string, account: string) =>
      Number(rows.find((r: any) => r.currency === currency && r.account === account)?.total ?? 0);
    const files = await Promise.all(
      ['nz_dpi', 'au_serr'].map((regime) =>
        admin.client.get(`/api/admin/seller-reports?${query(regime, month)}`),
      ),
    );
    const records = files.flatMap((file) => {
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
      return parse(file.body, { columns: true }) as Record<string, string>[];
    });
    const cents = (text: string) => Math.round(Number(text) * 100);
    for (const currency of ['NZD', 'AUD']) {
      const ofCurrency = records.filter((record) => record.currency === currency);
      const sum = (column: string) =>
        ofCurrency.reduce((total, record) => total + cents(record[column]!), 0);
      expect({
        gross: sum('gross_paid'),
        refunds: sum('refunds'),
        commission: sum('commission'),
        net: sum('net_paid'),
      }).toEqual({
        gross: -ledger(currency, 'client_payments'),
        refunds: ledger(currency, 'refunds'),
        commission: ledger(currency, 'platform_revenue'),
        net: ledger(currency, 'payouts'),
      });
    }
    const nzTotals = (await summary('nz_dpi', month)).totals;
    expect(nzTotals).toEqual([
      {
        currency: 'NZD',
        sellers: 2,
        consultations: 4,
        gross: 66000,
        commission: 4050,
        commissionGst: 528,
        refunds: 9000,
        net: 22950,
      },
    ]);
  });

  it('names the file by regime and period', async () => {
    const file = await admin.client.get(`/api/admin/seller-reports?${query('nz_dpi', month)}`);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="seller-report-nz_dpi-${month.from}-${month.to}.csv"`,
    );
    expect((file.body as string).split('\r\n')[0]).toBe(
      'regime,period_start,period_end,seller_id,seller_legal_name,seller_account_name,seller_address,' +
        'seller_country,tax_number_type,tax_number,gst_registered,seller_email,currency,consultations,' +
        'gross_paid,commission,commission_gst,refunds,net_paid',
    );
  });
});

describe("a report's period", () => {
  it('counts a payment by its time in New Zealand, both ends included, and no stray payment returned whole', async () => {
    const knex = app.db.knex;
    const seller = await newSeller(app, { firstName: 'Dana' });
    // In March 2025 New Zealand is at UTC+13: March runs from 28 Feb 11:00 to 31 Mar 11:00 UTC.
    await consultationAt(knex, seller, new Date('2025-02-28T10:59:59.999Z'), paid(1000));
    const first = await consultationAt(knex, seller, new Date('2025-02-28T11:00:00Z'), paid(2000));
    await consultationAt(knex, seller, new Date('2025-03-31T10:59:59.999Z'), paid(4000));
    await consultationAt(knex, seller, new Date('2025-03-31T11:00:00Z'), paid(8000));
    await postAt(knex, first, 'NZD', new Date('2025-03-10T00:00:00Z'), strayRefunded(2000));

    const march = rowOf(await summary('nz_dpi', { from: '2025-03-01', to: '2025-03-31' }), seller);
    expect(march).toMatchObject([{ consultations: 2, gross: 6000, refunds: 0 }]);
    const lastDay = rowOf(
      await summary('nz_dpi', { from: '2025-03-31', to: '2025-03-31' }),
      seller,
    );
    expect(lastDay).toMatchObject([{ consultations: 1, gross: 4000 }]);
    const april = rowOf(await summary('nz_dpi', { from: '2025-04-01', to: '2025-04-30' }), seller);
    expect(april).toMatchObject([{ consultations: 1, gross: 8000 }]);
    const before = rowOf(await summary('nz_dpi', { from: '2025-01-01', to: '2025-02-28' }), seller);
    expect(before).toMatchObject([{ consultations: 1, gross: 1000 }]);
  });
});

describe('refusals', () => {
  it.each([
    ['an unknown regime', 'regime=uk_dac7&from=2026-01-01&to=2026-01-31', 'regime'],
    ['no regime', 'from=2026-01-01&to=2026-01-31', 'regime'],
    ['a day that does not exist', 'regime=nz_dpi&from=2026-02-30&to=2026-03-31', 'from'],
    ['a date in another format', 'regime=nz_dpi&from=2026-01-01&to=31%2F01%2F2026', 'to'],
    ['from after to', 'regime=nz_dpi&from=2026-02-01&to=2026-01-31', 'to'],
    ['a span over 366 days', 'regime=au_serr&from=2025-01-01&to=2026-01-03', 'to'],
    [
      'a parameter given twice',
      'regime=nz_dpi&regime=au_serr&from=2026-01-01&to=2026-01-31',
      'regime',
    ],
  ])('answers 400 naming the field for %s', async (_, search, field) => {
    for (const path of ['/api/admin/seller-reports', '/api/admin/seller-reports/summary']) {
      const answer = await admin.client.get(`${path}?${search}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(Object.keys(answer.body.error.details)).toEqual([field]);
    }
  });

  it('refuses anyone but an admin: 403 signed in, 401 signed out', async () => {
    const expert = await newSeller(app);
    const search = 'regime=nz_dpi&from=2026-01-01&to=2026-01-31';
    for (const path of ['/api/admin/seller-reports', '/api/admin/seller-reports/summary']) {
      expect((await expert.user.client.get(`${path}?${search}`)).status).toBe(403);
      expect((await app.client().get(`${path}?${search}`)).status).toBe(401);
    }
  });
});
