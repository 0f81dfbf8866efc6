import { describe, expect, it } from 'vitest';
import { fraudulentCardDispute } from '../../../mocks/cardDisputes.js';
import { byDeadline, nearness } from './cardDisputeWords.js';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-12-01T00:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('card dispute deadlines', () => {
  it('is overdue the moment the deadline passes, and due within a day before that', () => {
    expect(nearness(at(-1), now)).toEqual({ kind: 'overdue' });
    expect(nearness(at(0), now)).toEqual({ kind: 'today' });
    expect(nearness(at(DAY - 1), now)).toEqual({ kind: 'today' });
  });

  it('counts whole days left down, never overstating the time left', () => {
    expect(nearness(at(DAY), now)).toEqual({ kind: 'days', days: 1 });
    expect(nearness(at(3 * DAY + 20 * 60 * 60 * 1000), now)).toEqual({ kind: 'days', days: 3 });
  });

  it('orders by deadline, a passed one first and those without a deadline last', () => {
    const dispute = (id: string, evidenceDueBy: string | null) => ({
      ...fraudulentCardDispute,
      id,
      evidenceDueBy,
    });
    const ordered = byDeadline([
      dispute('dp_none', null),
      dispute('dp_later', at(5 * DAY)),
      dispute('dp_passed', at(-DAY)),
      dispute('dp_sooner', at(DAY)),
    ]);
    expect(ordered.map((d) => d.id)).toEqual(['dp_passed', 'dp_sooner', 'dp_later', 'dp_none']);
  });
});
