import { describe, expect, it } from 'vitest';
import { exampleResponse } from '../../../mocks/examples.js';
import { sumByCurrency } from './MoneyFigures.js';
import {
  completionRate,
  earnedInMonth,
  formatMonth,
  monthKey,
  monthlySeries,
  monthsEndingWith,
} from './expertFigures.js';

const summary = exampleResponse('getDashboardSummary', 200);
const expert = summary.asExpert!;

describe('expert figures', () => {
  it('rates completion over the accepted consultations that ended, and not at all before any did', () => {
    expect(completionRate(expert.completion)).toEqual({ completed: 7, accepted: 8, percent: 88 });
    expect(completionRate({ completed: 0, accepted: 0 }).percent).toBeNull();
  });

  it('adds money currency by currency and never across', () => {
    expect(
      sumByCurrency(
        [{ amount: 100, currency: 'AUD' }],
        [
          { amount: 250, currency: 'NZD' },
          { amount: 50, currency: 'AUD' },
        ],
      ),
    ).toEqual([
      { amount: 250, currency: 'NZD' },
      { amount: 150, currency: 'AUD' },
    ]);
  });

  it('walks months across a year end, in UTC as the API groups them', () => {
    expect(monthsEndingWith('2027-02', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthKey(new Date('2026-11-30T23:30:00.000Z'))).toBe('2026-11');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });

  it("finds a month's earnings and fills the months without any with zeros", () => {
    expect(earnedInMonth(expert.byMonth, '2026-11')).toEqual([{ amount: 76500, currency: 'NZD' }]);
    expect(earnedInMonth(expert.byMonth, '2026-12')).toEqual([]);
    const both = [
      { month: '2026-11', currency: 'AUD' as const, earned: 100, consultations: 1 },
      ...expert.byMonth,
    ];
    expect(earnedInMonth(both, '2026-11').map((m) => m.currency)).toEqual(['NZD', 'AUD']);
    const [nzd, ...others] = monthlySeries(expert.byMonth, ['2026-09', '2026-10', '2026-11']);
    expect(others).toEqual([]);
    expect(nzd).toEqual({
      currency: 'NZD',
      max: 76500,
      rows: [
        { month: '2026-09', earned: 0, consultations: 0 },
        { month: '2026-10', earned: 45900, consultations: 3 },
        { month: '2026-11', earned: 76500, consultations: 4 },
      ],
    });
  });
});
