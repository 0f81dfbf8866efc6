import { describe, expect, it } from 'vitest';
import { refundFor } from './refund-policy.js';

const startsAt = Date.UTC(2026, 5, 10, 10, 0);
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('refundFor', () => {
  it('refunds in full when the client cancels exactly 24 hours before the start', () => {
    expect(
      refundFor({ by: 'client', cancelledAt: startsAt - 24 * HOUR, startsAt, paid: 15_000 }),
    ).toEqual({ refund: 15_000, retained: 0, reason: 'client_cancelled_early' });
  });

  it('refunds 50 % when the client cancels 23 h 59 min before the start', () => {
    const cancelledAt = startsAt - 24 * HOUR + MINUTE;
    expect(refundFor({ by: 'client', cancelledAt, startsAt, paid: 15_000 })).toEqual({
      refund: 7_500,
      retained: 7_500,
      reason: 'client_cancelled_late',
    });
  });

  it('rounds an odd cent of the half refund up and retains the rest, so nothing is lost', () => {
    const late = { by: 'client' as const, cancelledAt: startsAt - HOUR, startsAt };
    expect(refundFor({ ...late, paid: 2_501 })).toMatchObject({ refund: 1_251, retained: 1_250 });
    expect(refundFor({ ...late, paid: 1 })).toMatchObject({ refund: 1, retained: 0 });
  });

  it('refunds in full whenever the expert or an admin cancels, even at the last minute', () => {
    const lastMinute = { cancelledAt: startsAt - MINUTE, startsAt, paid: 9_999 };
    expect(refundFor({ by: 'expert', ...lastMinute })).toEqual({
      refund: 9_999,
      retained: 0,
      reason: 'expert_cancelled',
    });
    expect(refundFor({ by: 'admin', ...lastMinute }).refund).toBe(9_999);
  });

  it('honours a configured lead instead of 24 hours', () => {
    const query = { by: 'client' as const, startsAt, paid: 1_000, fullRefundLeadMs: 10_000 };
    expect(refundFor({ ...query, cancelledAt: startsAt - 10_000 }).refund).toBe(1_000);
    expect(refundFor({ ...query, cancelledAt: startsAt - 9_999 }).refund).toBe(500);
  });

  it('refunds nothing when nothing was paid, and rejects a fractional amount', () => {
    expect(refundFor({ by: 'client', cancelledAt: startsAt, startsAt, paid: 0 })).toEqual({
      refund: 0,
      retained: 0,
      reason: 'nothing_paid',
    });
    expect(() => refundFor({ by: 'client', cancelledAt: 0, startsAt, paid: 10.5 })).toThrow(
      RangeError,
    );
  });
});
