import { describe, expect, it } from 'vitest';
import { OFFSETS_KEPT, offsetMinutes, zonedInstant } from './zone-time.js';

// Auckland leaves daylight saving at 03:00 NZDT on 5 April 2026 (14:00 UTC the day before): +13:00, then +12:00.
const LAST_DAYLIGHT_SECOND = new Date('2026-04-04T13:59:59Z');
const FIRST_STANDARD_SECOND = new Date('2026-04-04T14:00:00Z');

describe('offsetMinutes', () => {
  it('gives the offset either side of a change, the same when asked again', () => {
    for (let ask = 0; ask < 3; ask++) {
      expect(offsetMinutes(LAST_DAYLIGHT_SECOND, 'Pacific/Auckland')).toBe(780);
      expect(offsetMinutes(FIRST_STANDARD_SECOND, 'Pacific/Auckland')).toBe(720);
      expect(offsetMinutes(FIRST_STANDARD_SECOND, 'Pacific/Chatham')).toBe(765);
      expect(offsetMinutes(FIRST_STANDARD_SECOND, 'Australia/Adelaide')).toBe(630);
    }
  });

  it('keeps each zone apart and stays right once the instants kept are let go', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    // More instants than are kept: the store is emptied on the way, and reads Intl again after.
    for (let second = 0; second <= OFFSETS_KEPT; second++) {
      offsetMinutes(new Date(start + second * 1000), 'Australia/Perth');
    }
    expect(offsetMinutes(LAST_DAYLIGHT_SECOND, 'Pacific/Auckland')).toBe(780);
    expect(offsetMinutes(FIRST_STANDARD_SECOND, 'Pacific/Auckland')).toBe(720);
    expect(offsetMinutes(FIRST_STANDARD_SECOND, 'Australia/Perth')).toBe(480);
    expect(
      zonedInstant(
        { year: 2026, month: 4, day: 5, hour: 9, minute: 0, second: 0 },
        'Pacific/Auckland',
      ),
    ).toEqual(new Date('2026-04-04T21:00:00Z'));
  });
});
