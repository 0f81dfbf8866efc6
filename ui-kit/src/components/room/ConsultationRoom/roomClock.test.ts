import { describe, expect, it } from 'vitest';
import { startsIn } from './roomClock.js';

const now = new Date('2026-11-24T09:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;

describe('startsIn', () => {
  it('counts whole days from a day away', () => {
    expect(startsIn(later(24 * 60 * MINUTE), now)).toEqual({ unit: 'day', count: 1 });
    expect(startsIn(later(71 * 60 * MINUTE), now)).toEqual({ unit: 'day', count: 2 });
  });

  it('counts whole hours under a day', () => {
    expect(startsIn(later(24 * 60 * MINUTE - 1), now)).toEqual({ unit: 'hour', count: 23 });
    expect(startsIn(later(60 * MINUTE), now)).toEqual({ unit: 'hour', count: 1 });
  });

  it('counts minutes under an hour, never showing 0 before the start', () => {
    expect(startsIn(later(60 * MINUTE - 1), now)).toEqual({ unit: 'minute', count: 60 });
    expect(startsIn(later(10 * MINUTE), now)).toEqual({ unit: 'minute', count: 10 });
    expect(startsIn(later(1), now)).toEqual({ unit: 'minute', count: 1 });
  });

  it('says now once the start has come', () => {
    expect(startsIn(now, now)).toEqual({ unit: 'now', count: 0 });
    expect(startsIn(later(-5 * MINUTE), now)).toEqual({ unit: 'now', count: 0 });
  });
});
