import { describe, expect, it } from 'vitest';
import { customPeriodProblems, lastCompletePeriod, reportPeriods } from './reportPeriods.js';

const november = new Date('2026-11-27T01:00:00Z');

describe('report periods', () => {
  it('offers the AU regime half-years, the one in progress first', () => {
    expect(reportPeriods('au_serr', november).map((p) => [p.from, p.to, p.current])).toEqual([
      ['2026-07-01', '2026-12-31', true],
      ['2026-01-01', '2026-06-30', false],
      ['2025-07-01', '2025-12-31', false],
      ['2025-01-01', '2025-06-30', false],
    ]);
  });

  it('offers the NZ rules calendar years', () => {
    expect(reportPeriods('nz_dpi', november).map((p) => p.key)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
    ]);
  });

  it('reads today in New Zealand: 1 July there is the second half already', () => {
    const firstOfJulyInAuckland = new Date('2026-06-30T13:00:00Z');
    expect(reportPeriods('au_serr', firstOfJulyInAuckland)[0]!.key).toBe('2026-H2');
    expect(lastCompletePeriod('au_serr', firstOfJulyInAuckland).key).toBe('2026-H1');
    expect(lastCompletePeriod('nz_dpi', new Date('2026-12-31T11:30:00Z')).key).toBe('2026');
  });

  it('checks a custom period: both dates, in order, `to` at most 366 days after `from`', () => {
    expect(customPeriodProblems('', '2026-01-31')).toEqual({ from: 'required' });
    expect(customPeriodProblems('2026-02-01', '2026-01-31')).toEqual({ to: 'order' });
    expect(customPeriodProblems('2024-01-01', '2024-12-31')).toEqual({});
    expect(customPeriodProblems('2025-01-01', '2026-01-02')).toEqual({});
    expect(customPeriodProblems('2025-01-01', '2026-01-03')).toEqual({ to: 'span' });
    expect(customPeriodProblems('2026-01-01', '2026-01-01')).toEqual({});
  });
});
