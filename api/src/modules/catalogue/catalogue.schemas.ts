import { z } from 'zod';
import { enumParam, integerParam, pageParams, textParam } from '../../platform/query-params.js';

const MAX_RATE = 10_000_000;

export const SORTS = ['rating', 'price', 'newest'] as const;
export type DirectorySort = (typeof SORTS)[number];

/** The directory's query (GET /api/experts), bounded as the contract bounds it. */
export const directoryQuery = z
  .object({
    ...pageParams,
    searchTerm: textParam(200).optional(),
    categoryId: integerParam(1, 2_147_483_647).optional(),
    location: textParam(100).optional(),
    country: enumParam(['NZ', 'AU']).optional(),
    language: textParam(50).optional(),
    minRate: integerParam(0, MAX_RATE).optional(),
    maxRate: integerParam(0, MAX_RATE).optional(),
    sort: enumParam(SORTS).default('rating'),
    availableWithin: integerParam(1, 60).optional(),
  })
  .refine(
    (query) =>
      query.minRate === undefined || query.maxRate === undefined || query.minRate <= query.maxRate,
    { path: ['minRate'], message: 'Must not be more than maxRate' },
  );

export type DirectoryQuery = z.output<typeof directoryQuery>;
