import type { components, operations } from '@expertbridge/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  annualSummaryQuery,
  sellerReportQuery,
  type SellerReportRegime,
} from './seller-reports.schemas.js';

type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

describe("the seller reports' queries", () => {
  it('say what the contract says (checked by the type checker)', () => {
    expectTypeOf<SellerReportRegime>().toEqualTypeOf<components['schemas']['SellerReportRegime']>();
    expectTypeOf<Query<'getSellerReportCsv'>>().toEqualTypeOf<Query<'getSellerReportSummary'>>();
    expectTypeOf<Query<'getSellerReportCsv'>['regime']>().toEqualTypeOf<SellerReportRegime>();
    expectTypeOf<Query<'getMyAnnualSummary'>['format']>().toEqualTypeOf<
      'csv' | 'pdf' | undefined
    >();
  });

  it('takes a period of up to 366 days, a leap year whole', () => {
    const parsed = sellerReportQuery.parse({
      regime: 'nz_dpi',
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(parsed).toEqual({ regime: 'nz_dpi', from: '2024-01-01', to: '2024-12-31' });
    expect(
      sellerReportQuery.safeParse({ regime: 'au_serr', from: '2024-01-01', to: '2025-01-01' })
        .success,
    ).toBe(true);
  });

  it.each([
    ['an unknown regime', { regime: 'uk_dac7', from: '2026-01-01', to: '2026-01-31' }, 'regime'],
    [
      'a day that does not exist',
      { regime: 'nz_dpi', from: '2026-02-29', to: '2026-03-31' },
      'from',
    ],
    ['another format', { regime: 'nz_dpi', from: '01/01/2026', to: '2026-03-31' }, 'from'],
    ['to before from', { regime: 'nz_dpi', from: '2026-03-02', to: '2026-03-01' }, 'to'],
    ['a span over 366 days', { regime: 'nz_dpi', from: '2024-01-01', to: '2025-01-02' }, 'to'],
  ])('refuses %s, naming the field', (_, query, field) => {
    const result = sellerReportQuery.safeParse(query);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('takes a year from 2020 to the current one, as CSV unless PDF is asked for', () => {
    const schema = annualSummaryQuery(2026);
    expect(schema.parse({ year: '2026' })).toEqual({ year: 2026, format: 'csv' });
    expect(schema.parse({ year: '2020', format: 'pdf' })).toEqual({ year: 2020, format: 'pdf' });
    expect(schema.safeParse({ year: '2019' }).success).toBe(false);
    expect(schema.safeParse({ year: '2027' }).success).toBe(false);
    expect(schema.safeParse({ year: '2026', format: 'xlsx' }).success).toBe(false);
  });
});
