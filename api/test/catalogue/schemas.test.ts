import type { operations } from '@expertbridge/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  directoryQuery,
  type DirectoryQuery,
} from '../../src/modules/catalogue/catalogue.schemas.js';
import { parseQuery, type PageQuery } from '../../src/platform/query-params.js';

type ContractQuery<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

describe('query schemas', () => {
  it('parse exactly the parameters the contract declares, with its types', () => {
    expectTypeOf<Partial<DirectoryQuery>>().toEqualTypeOf<ContractQuery<'listExperts'>>();
    expectTypeOf<Partial<PageQuery>>().toEqualTypeOf<ContractQuery<'listExpertReviews'>>();
    expectTypeOf<Partial<PageQuery>>().toEqualTypeOf<ContractQuery<'listMyFavorites'>>();
  });

  it('fill in the defaults and convert numbers', () => {
    expect(
      parseQuery(directoryQuery, { categoryId: '2', minRate: '0', searchTerm: ' tax ' }),
    ).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'rating',
      categoryId: 2,
      minRate: 0,
      searchTerm: 'tax',
    });
  });
});
