import { describe, expect, it } from 'vitest';
import { DEFAULT_LIFECYCLE_CONFIG as config } from '../lifecycle-config.js';
import {
  endOf,
  isJoinWindowOpen,
  isNoShowReportable,
  rescheduleRefusal,
  responseDeadline,
} from './schedule.js';

const startsAt = Date.UTC(2026, 5, 10, 10, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('schedule rules', () => {
  it('ends a 90-minute consultation 90 minutes after it starts', () => {
    expect(endOf(startsAt, 90)).toBe(startsAt + 90 * MINUTE);
  });

  it('gives the expert 24 hours after payment, but never past the start', () => {
    const window = config.expertResponseWindowMs;
    expect(responseDeadline(startsAt - 3 * 24 * HOUR, startsAt, window)).toBe(
      startsAt - 2 * 24 * HOUR,
    );
    expect(responseDeadline(startsAt - 2 * HOUR, startsAt, window)).toBe(startsAt);
  });

  it('opens the join window exactly 10 minutes before the start', () => {
    const lead = config.joinWindowLeadMs;
    expect(isJoinWindowOpen(startsAt - 10 * MINUTE - 1, startsAt, lead)).toBe(false);
    expect(isJoinWindowOpen(startsAt - 10 * MINUTE, startsAt, lead)).toBe(true);
    expect(isJoinWindowOpen(startsAt + HOUR, startsAt, lead)).toBe(true);
  });

  it('lets a no-show be reported from 15 minutes after the start', () => {
    const grace = config.noShowGraceMs;
    expect(isNoShowReportable(startsAt + 15 * MINUTE - 1, startsAt, grace)).toBe(false);
    expect(isNoShowReportable(startsAt + 15 * MINUTE, startsAt, grace)).toBe(true);
  });

  it('reschedules for free up to exactly 24 hours before the start', () => {
    const lead = config.freeRescheduleLeadMs;
    const later = startsAt + 24 * HOUR;
    expect(rescheduleRefusal(startsAt - 24 * HOUR, startsAt, later, lead)).toBeUndefined();
    expect(rescheduleRefusal(startsAt - 24 * HOUR + MINUTE, startsAt, later, lead)).toBe(
      'too_late',
    );
  });

  it('refuses a new start in the past or equal to the current one', () => {
    const now = startsAt - 48 * HOUR;
    const lead = config.freeRescheduleLeadMs;
    expect(rescheduleRefusal(now, startsAt, now - 1, lead)).toBe('not_in_future');
    expect(rescheduleRefusal(now, startsAt, startsAt, lead)).toBe('unchanged');
  });
});
