import type { components, operations } from '@expertbridge/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { DOCUMENT_KINDS } from '../../db/migrations/0023-documents.js';
import { DOCUMENT_KINDS as QUERY_KINDS, documentsQuery } from './documents.schemas.js';

describe('the documents query', () => {
  it('filters by what the contract names (checked by the type checker)', () => {
    type Query = NonNullable<operations['listDocuments']['parameters']['query']>;
    expectTypeOf<z.output<typeof documentsQuery>['kind']>().toEqualTypeOf<Query['kind']>();
    expectTypeOf<(typeof QUERY_KINDS)[number]>().toEqualTypeOf<
      components['schemas']['DocumentKind']
    >();
    expect([...QUERY_KINDS]).toEqual([...DOCUMENT_KINDS]);
  });

  it('names each parameter it refuses', () => {
    const problems = documentsQuery.safeParse({ kind: 'invoice', consultationId: 'x', page: '0' });
    expect(problems.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'consultationId',
      'kind',
      'page',
    ]);
    expect(documentsQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
  });
});
