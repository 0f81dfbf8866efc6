import { describe, expect, it } from 'vitest';
import {
  defaultServiceCountries,
  knownLocation,
  parseLanguages,
  parseServiceCountries,
} from './expert-fields.js';

describe('parseLanguages', () => {
  it.each([
    ['a list', ['Korean', ' hindi '], ['Korean', 'Hindi']],
    ['a JSON-encoded list', '["dutch", "Arabic"]', ['Dutch', 'Arabic']],
    ['a comma-and-space joined string', 'English, Korean', ['English', 'Korean']],
    ['a string with repeats and gaps', 'english,,ENGLISH, ', ['English']],
    ['an empty string', '   ', []],
  ])('reads %s', (_form, value, expected) => {
    expect(parseLanguages(value)).toEqual({ ok: true, value: expected });
  });

  it('treats text that only looks like JSON as a comma-separated string', () => {
    expect(parseLanguages('[English')).toEqual({
      ok: false,
      message: expect.stringMatching(/^"\[English" is not offered/),
    });
  });

  it.each([
    [42, 'Languages must be a list or a comma-separated string'],
    [[1], 'Each language must be a name'],
    [Array(13).fill('English'), 'Choose at most 12 languages'],
    ['x'.repeat(1001), 'Languages must be at most 1000 characters'],
  ])('refuses %j', (value, message) => {
    expect(parseLanguages(value)).toEqual({ ok: false, message });
  });
});

describe('parseServiceCountries', () => {
  it('reads a list or a JSON-encoded list, deduplicated and upper-cased', () => {
    expect(parseServiceCountries(['nz', 'AU'])).toEqual({ ok: true, value: ['NZ', 'AU'] });
    expect(parseServiceCountries('["AU","AU"]')).toEqual({ ok: true, value: ['AU'] });
  });

  it('reads text that does not parse as a list as an empty list, as the spec says', () => {
    expect(parseServiceCountries('NZ,AU')).toEqual({ ok: true, value: [] });
    expect(parseServiceCountries('{"NZ":true}')).toEqual({ ok: true, value: [] });
  });

  it.each([[['US']], [[7]], [['NZ', 'AU', 'NZ']], [3], ['x'.repeat(101)]])(
    'refuses %j',
    (value) => {
      expect(parseServiceCountries(value)).toEqual({
        ok: false,
        message: 'Service countries must be NZ and/or AU',
      });
    },
  );
});

describe('locations and defaults', () => {
  it('matches the spec locations in any letter case', () => {
    expect(knownLocation(' online only ')).toBe('Online Only');
    expect(knownLocation('Hamilton')).toBeUndefined();
  });

  it("serves the currency's country by default", () => {
    expect(defaultServiceCountries('NZD')).toEqual(['NZ']);
    expect(defaultServiceCountries('AUD')).toEqual(['AU']);
  });
});
