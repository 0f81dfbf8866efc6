import { describe, expect, it } from 'vitest';
import { directoryParamsFrom, directorySearchFor } from './directoryParams.js';

describe('the directory address', () => {
  it('reads the spec parameters and the More Filters ones', () => {
    expect(
      directoryParamsFrom(
        '?searchTerm=%20tax%20&categoryId=2&location=Auckland&country=AU&language=Mandarin&minRate=10000&maxRate=30000&sort=price&page=2',
      ),
    ).toEqual({
      searchTerm: 'tax',
      categoryId: 2,
      location: 'Auckland',
      country: 'AU',
      language: 'Mandarin',
      minRate: 10000,
      maxRate: 30000,
      sort: 'price',
      page: 2,
    });
  });

  it('keeps category 2 as a filter (DESIGN §6: the spec ignored it)', () => {
    expect(directoryParamsFrom('?categoryId=2')).toEqual({ categoryId: 2 });
  });

  it('drops what the API would refuse instead of showing an error page', () => {
    expect(
      directoryParamsFrom(
        '?categoryId=abc&minRate=-5&maxRate=1e9&sort=cheapest&country=US&searchTerm=%20%20',
      ),
    ).toEqual({});
  });

  it('keeps "available in the next 7 days" in the address, and drops a window the API would refuse', () => {
    expect(directoryParamsFrom('?availableWithin=7')).toEqual({ availableWithin: 7 });
    expect(directorySearchFor({ searchTerm: 'tax', availableWithin: 7 })).toBe(
      '?searchTerm=tax&availableWithin=7',
    );
    for (const days of ['0', '61', 'soon', '-7']) {
      expect(directoryParamsFrom(`?availableWithin=${days}`)).toEqual({});
    }
  });

  it('passes any page on as a number, for the directory to correct to a page there is', () => {
    expect(directoryParamsFrom('?page=999')).toEqual({ page: 999 });
    expect(directoryParamsFrom('?page=0')).toEqual({ page: 0 });
    expect(directoryParamsFrom('?page=-1')).toEqual({ page: -1 });
    expect(directoryParamsFrom('?page=1e9')).toEqual({ page: 1e9 });
    expect(directoryParamsFrom('?page=abc')).toEqual({ page: NaN });
  });

  it('writes only what is set, and reads back what it wrote', () => {
    const params = { searchTerm: 'GST & PAYE', categoryId: 3, sort: 'rating' as const };
    const search = directorySearchFor(params);
    expect(search).toBe('?searchTerm=GST+%26+PAYE&categoryId=3&sort=rating');
    expect(directoryParamsFrom(search)).toEqual(params);
    expect(directorySearchFor({})).toBe('');
  });
});
