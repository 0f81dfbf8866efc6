import { describe, expect, it } from 'vitest';
import { DEFAULT_LIFECYCLE_CONFIG as config } from '../lifecycle-config.js';
import { daysSinceEnd, overdueStage, overdueStageStartsAt } from './overdue.js';

const endsAt = Date.UTC(2026, 5, 10, 11, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('overdueStage', () => {
  it('is on time until 24 hours after the end, then needs notice', () => {
    expect(overdueStage(endsAt + 24 * HOUR - 1, endsAt, config)).toBe('on_time');
    expect(overdueStage(endsAt + 24 * HOUR, endsAt, config)).toBe('needs_notice');
  });

  it('is urgent from 3 days and auto-completes at 7 days', () => {
    expect(overdueStage(endsAt + 3 * DAY - 1, endsAt, config)).toBe('needs_notice');
    expect(overdueStage(endsAt + 3 * DAY, endsAt, config)).toBe('urgent');
    expect(overdueStage(endsAt + 7 * DAY - 1, endsAt, config)).toBe('urgent');
    expect(overdueStage(endsAt + 7 * DAY, endsAt, config)).toBe('auto_complete');
  });

  it('gives the instant each stage begins', () => {
    expect(overdueStageStartsAt('needs_notice', endsAt, config)).toBe(endsAt + DAY);
    expect(overdueStageStartsAt('urgent', endsAt, config)).toBe(endsAt + 3 * DAY);
    expect(overdueStageStartsAt('auto_complete', endsAt, config)).toBe(endsAt + 7 * DAY);
  });

  it('counts whole days since the end, never negative', () => {
    expect(daysSinceEnd(endsAt - HOUR, endsAt)).toBe(0);
    expect(daysSinceEnd(endsAt + 3 * DAY - 1, endsAt)).toBe(2);
    expect(daysSinceEnd(endsAt + 3 * DAY, endsAt)).toBe(3);
  });
});
