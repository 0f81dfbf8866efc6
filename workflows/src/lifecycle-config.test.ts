import { describe, expect, it } from 'vitest';
import { DEFAULT_LIFECYCLE_CONFIG, resolveLifecycleConfig } from './lifecycle-config.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('lifecycle configuration', () => {
  it("defaults to DESIGN's durations", () => {
    expect(DEFAULT_LIFECYCLE_CONFIG).toEqual({
      paymentWindowMs: 30 * MINUTE,
      expertResponseWindowMs: 24 * HOUR,
      joiningInstructionsLeadMs: 24 * HOUR,
      startReminderLeadMs: HOUR,
      joinWindowLeadMs: 10 * MINUTE,
      noShowGraceMs: 15 * MINUTE,
      overdueReminderAfterMs: 24 * HOUR,
      overdueUrgentAfterMs: 72 * HOUR,
      autoCompleteAfterMs: 168 * HOUR,
      fullRefundLeadMs: 24 * HOUR,
      freeRescheduleLeadMs: 24 * HOUR,
      escrowHoldMs: 48 * HOUR,
      payoutAccountReminderMs: 72 * HOUR,
      payoutAccountAdminAfterMs: 336 * HOUR,
    });
  });

  it('overrides only the durations given', () => {
    const config = resolveLifecycleConfig({ escrowHoldMs: 1_000 });
    expect(config.escrowHoldMs).toBe(1_000);
    expect(config.paymentWindowMs).toBe(30 * MINUTE);
  });

  it('rejects negative or fractional durations and overdue steps out of order', () => {
    expect(() => resolveLifecycleConfig({ paymentWindowMs: -1 })).toThrow(/paymentWindowMs/);
    expect(() => resolveLifecycleConfig({ noShowGraceMs: 1.5 })).toThrow(RangeError);
    expect(() => resolveLifecycleConfig({ overdueUrgentAfterMs: 10 * 24 * HOUR })).toThrow(
      /overdue/,
    );
  });
});
