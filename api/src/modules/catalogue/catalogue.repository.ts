import type { Knex } from 'knex';
import { compiledReads } from '../../platform/db.js';
import type { Page } from '../../platform/page.js';
import type { PageQuery } from '../../platform/query-params.js';
import type { DirectoryQuery, DirectorySort } from './catalogue.schemas.js';
import { CategoryModel } from './category.model.js';
import type { ListedExpertRow } from './expert-row.js';
import {
  refreshExpertRatings,
  selectExpertProfiles,
  selectListedExpertRows,
  toExpertRow,
} from './expert.records.js';
import type { ReviewRow } from './review-view.js';

/** An expert whose next free start is due to be computed, and the version of their row when read. */
export interface StaleExpert {
  id: string;
  time_zone: string;
  version: string;
}

export interface CategoryRow {
  id: number;
  name: string;
  description: string;
}

/** The columns of a ReviewRow, from `reviews as r` left-joined to the reviewer's account as `u`. */
const REVIEW_COLUMNS = [
  'r.id',
  'r.rating',
  'r.comment',
  'r.expert_response',
  'r.responded_at',
  'r.created_at',
  'u.first_name',
  'u.last_name',
];

/** Escapes LIKE's wildcards so user input matches literally (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%`, with the text's own wildcards escaped. */
const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Each sort ends on the id, so equal keys keep one order across pages. Matches the experts_approved_* indexes. */
const ORDER: Record<DirectorySort, { column: string; order: 'asc' | 'desc' }[]> = {
  rating: [
    { column: 'e.average_rating', order: 'desc' },
    { column: 'e.total_reviews', order: 'desc' },
    { column: 'e.id', order: 'asc' },
  ],
  price: [
    { column: 'e.hourly_rate_amount', order: 'asc' },
    { column: 'e.id', order: 'asc' },
  ],
  newest: [
    { column: 'e.created_at', order: 'desc' },
    { column: 'e.id', order: 'asc' },
  ],
};

export type DirectoryFilters = Omit<DirectoryQuery, 'page' | 'pageSize' | 'sort'>;

/**
 * The directory's filters in the order they bind: each a condition on `experts as e` with one placeholder, and its
 * value from the query. search_text and search_languages are lower-cased by the trigger; lower() on the input uses the
 * same rules. The stored next free start is indexed; the service recomputes stale ones before filtering by it.
 */
const FILTERS: {
  [Key in keyof DirectoryFilters]-?: {
    key: Key;
    sql: string;
    value: (filter: NonNullable<DirectoryFilters[Key]>) => unknown;
  };
}[keyof DirectoryFilters][] = [
  { key: 'searchTerm', sql: 'e.search_text LIKE lower(?)', value: containsPattern },
  { key: 'categoryId', sql: 'e.category_id = ?', value: (id) => id },
  { key: 'location', sql: 'e.location ILIKE ?', value: containsPattern },
  { key: 'country', sql: 'e.service_countries @> ARRAY[?]::text[]', value: (code) => code },
  { key: 'language', sql: 'e.search_languages @> ARRAY[lower(?)]', value: (name) => name },
  { key: 'minRate', sql: 'e.hourly_rate_amount >= ?', value: (amount) => amount },
  { key: 'maxRate', sql: 'e.hourly_rate_amount <= ?', value: (amount) => amount },
  {
    key: 'availableWithin',
    sql: 'e.next_available_at < now() + make_interval(days => ?)',
    value: (days) => days,
  },
];

/** The filters a query uses (empty text is no filter), each with its bound value. */
function usedFilters(filters: DirectoryFilters): { key: string; sql: string; value: Knex.Value }[] {
  return FILTERS.flatMap((filter) => {
    const given = filters[filter.key];
    if (given === undefined || given === '') return [];
    return [
      {
        key: filter.key,
        sql: filter.sql,
        value: (filter.value as (v: unknown) => Knex.Value)(given),
      },
    ];
  });
}

/** Approved experts matching every given filter (on `experts as e`). */
function whereDirectory(query: Knex.QueryBuilder, filters: DirectoryFilters): Knex.QueryBuilder {
  query.whereRaw("e.status = 'approved'");
  for (const { sql, value } of usedFilters(filters)) query.whereRaw(sql, [value]);
  return query;
}

/** Categories, the directory of approved experts and their public reviews. */
export function createCatalogueRepository(knex: Knex) {
  const read = compiledReads(knex);

  /**
   * The two statements behind one directory page: the page itself (ordered by an index, so PostgreSQL stops after
   * `limit` rows) and the count, which needs no join (user and category are not-null foreign keys). Measured on
   * 10,000 experts, `count(*) over ()` in the page query costs 18-65 ms because it must join and sort every match;
   * the separate count costs 1-2 ms.
   */
  function directoryStatements(query: DirectoryQuery) {
    const page = whereDirectory(selectListedExpertRows(knex), query)
      .orderBy(ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const count = whereDirectory(knex('experts as e'), query).count({ total: '*' });
    return { page, count };
  }

  return {
    directoryStatements,

    /** One page of the directory and the number of experts matching its filters. */
    async findDirectoryPage(query: DirectoryQuery): Promise<Page<ListedExpertRow>> {
      const used = usedFilters(query);
      const values = used.map((filter) => filter.value);
      const filterShape = used.map((filter) => filter.key).join(',');
      const offset = (query.page - 1) * query.pageSize;
      // knex leaves out OFFSET 0, so the first page is a shape of its own.
      const shape = `${query.sort}:${filterShape}:${offset === 0 ? 'first' : 'later'}`;
      const [rows, [counted]] = await read<[ListedExpertRow[], { total: number | string }[]]>([
        {
          shape: `page:${shape}`,
          build: () => directoryStatements(query).page,
          values: offset === 0 ? [...values, query.pageSize] : [...values, query.pageSize, offset],
        },
        { shape: `count:${filterShape}`, build: () => directoryStatements(query).count, values },
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** Every category in display order. */
    async findCategories(): Promise<CategoryRow[]> {
      const categories = await CategoryModel.query(knex)
        .select('id', 'name', 'description')
        .orderBy(['sort_order', 'id']);
      return categories.map(({ id, name, description }) => ({ id, name, description }));
    },

    /** An approved expert by id, with their owner and category, or undefined. */
    async findApprovedExpert(id: string): Promise<ListedExpertRow | undefined> {
      const expert = await selectExpertProfiles(knex)
        .findById(id)
        .where('experts.status', 'approved');
      return expert && toExpertRow(expert);
    },

    /** Whether the id names an approved expert. */
    async isApprovedExpert(id: string): Promise<boolean> {
      const row = await knex('experts').where({ id, status: 'approved' }).first('id');
      return row !== undefined;
    },

    /** One page of an expert's public reviews, newest first, with the reviewer's name when the account still exists. */
    async findPublicReviews(
      expertId: string,
      { page, pageSize }: PageQuery,
    ): Promise<Page<ReviewRow>> {
      const publicReviews = () =>
        knex('reviews as r').where({ 'r.expert_id': expertId, 'r.is_public': true });
      const [rows, [counted]] = await Promise.all([
        publicReviews()
          .leftJoin('users as u', 'u.id', 'r.client_id')
          .select(REVIEW_COLUMNS)
          .orderBy([
            { column: 'r.created_at', order: 'desc' },
            { column: 'r.id', order: 'desc' },
          ])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        publicReviews().count({ total: '*' }),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /**
     * Approved experts whose stored next free start must be computed again (never computed, nulled by a change, or
     * passed), most urgent first; only among `ids` when given. `version` is the row's xmin, which any later write
     * changes, so a result computed from older data is not stored over a newer change.
     */
    async findStaleNextAvailable(limit: number, ids?: string[]): Promise<StaleExpert[]> {
      // Two index range scans, not one `IS NULL OR < now()`: with the OR as a filter, a directory with nothing stale
      // walked the whole index (and the heap, for xmin) on every filtered request before answering none.
      const stale = () => {
        const query = knex('experts')
          .where('status', 'approved')
          .select('id', 'time_zone', knex.raw('xmin::text AS version'));
        return ids ? query.whereIn('id', ids) : query;
      };
      const never: StaleExpert[] = await stale().whereNull('next_available_until').limit(limit);
      if (never.length >= limit) return never;
      const passed: StaleExpert[] = await stale()
        .where('next_available_until', '<', knex.fn.now())
        .orderBy('next_available_until')
        .limit(limit - never.length);
      return [...never, ...passed];
    },

    /** Stores computed next free starts, each only if its row is unchanged since it was read. */
    async storeNextAvailable(
      results: { expert: StaleExpert; at: Date | null; validUntil: Date }[],
    ): Promise<void> {
      if (results.length === 0) return;
      const values = results.map((r) => ({
        id: r.expert.id,
        version: r.expert.version,
        at: r.at,
        until: r.validUntil,
      }));
      await knex.raw(
        `UPDATE experts e SET next_available_at = v.at, next_available_until = v.until
           FROM jsonb_to_recordset(?::jsonb) AS v(id uuid, version text, at timestamptz, until timestamptz)
          WHERE e.id = v.id AND e.xmin::text = v.version`,
        [JSON.stringify(values)],
      );
    },

    /** Recounts each expert's rating from their reviews (expert.records' refreshExpertRatings). */
    refreshExpertRatings(expertIds: string[]): Promise<void> {
      return refreshExpertRatings(knex, expertIds);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
