import { describe, expect, it } from 'vitest';
import { returnToFrom } from './returnTo.js';

describe('returnToFrom', () => {
  it('returns to a page of this site', () => {
    expect(returnToFrom('?returnTo=%2Fadmin%2Frevenue')).toBe('/admin/revenue');
    expect(returnToFrom('?returnTo=%2Fexpert-profile%2Fabc%23book')).toBe(
      '/expert-profile/abc#book',
    );
  });

  it('goes home for anything that could leave the site or hit the API', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/api/logout',
      'dashboard',
      '',
    ]) {
      expect(returnToFrom(`?returnTo=${encodeURIComponent(value)}`)).toBe('/');
    }
    expect(returnToFrom('')).toBe('/');
  });
});
