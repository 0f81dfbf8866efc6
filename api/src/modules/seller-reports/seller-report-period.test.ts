import { describe, expect, it } from 'vitest';
import { currentReportYear, periodInstants } from './seller-report-period.js';

describe("a report's period", () => {
  it('runs from midnight of the first day to midnight after the last, in New Zealand time', () => {
    // 31 March 2025 is in daylight time (UTC+13); 1 June 2025 in standard time (UTC+12).
    expect(periodInstants('2025-03-01', '2025-03-31')).toEqual({
      from: new Date('2025-02-28T11:00:00Z'),
      until: new Date('2025-03-31T11:00:00Z'),
    });
    expect(periodInstants('2025-06-01', '2025-06-30')).toEqual({
      from: new Date('2025-05-31T12:00:00Z'),
      until: new Date('2025-06-30T12:00:00Z'),
    });
  });

  it('crosses the end of a month and of a year for the day after the last', () => {
    expect(periodInstants('2025-01-01', '2025-12-31').until).toEqual(
      new Date('2025-12-31T11:00:00Z'),
    );
  });

  it("takes New Zealand's year: New Year's Day there is still 31 December in UTC", () => {
    expect(currentReportYear(new Date('2025-12-31T11:30:00Z'))).toBe(2026);
    expect(currentReportYear(new Date('2025-12-31T10:30:00Z'))).toBe(2025);
  });
});
