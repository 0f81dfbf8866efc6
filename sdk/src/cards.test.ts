import { describe, expect, it } from 'vitest';
import { passesLuhn } from './cards.js';

describe('passesLuhn', () => {
  it('accepts valid checksums and rejects a changed digit', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});
