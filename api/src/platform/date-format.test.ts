import { describe, expect, it } from 'vitest';
import { dateFormatPerZone } from './date-format.js';

describe('dateFormatPerZone', () => {
  const format = dateFormatPerZone('en-NZ', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const at = new Date('2030-01-15T00:30:00Z');

  it('formats in the zone asked for', () => {
    expect(format('Pacific/Auckland').format(at)).toBe('13:30');
    expect(format('Australia/Adelaide').format(at)).toBe('11:00');
    expect(format('UTC').format(at)).toBe('00:30');
  });

  it('builds one format per zone and reuses it', () => {
    expect(format('Australia/Perth')).toBe(format('Australia/Perth'));
    expect(format('Australia/Perth')).not.toBe(format('Australia/Sydney'));
  });
});
