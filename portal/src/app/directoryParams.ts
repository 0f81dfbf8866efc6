import type { ExpertListParams } from '@expertbridge/ui-kit';

const TEXT = ['searchTerm', 'location', 'country', 'language'] as const;
const INTEGER = ['categoryId', 'minRate', 'maxRate', 'availableWithin'] as const;
/** The API's bounds of availableWithin, in days. */
const AVAILABLE_WITHIN = { min: 1, max: 60 };
const SORTS = new Set(['rating', 'price', 'newest']);
const COUNTRIES = new Set(['NZ', 'AU']);

/**
 * The directory's filters from the address bar (/experts?searchTerm=…&categoryId=…&availableWithin=7): what a link or a
 * hand-typed address may carry. Values the API would refuse (not a whole number, an unknown sort or
 * country) are dropped rather than shown as an error page; the API validates what is sent. The page is passed on
 * as the number it reads as (NaN for text): the directory shows the nearest page there is and corrects the address.
 */
export function directoryParamsFrom(search: string): ExpertListParams {
  const query = new URLSearchParams(search);
  const params: ExpertListParams = {};
  for (const name of TEXT) {
    const value = query.get(name)?.trim();
    if (value) params[name] = value as never;
  }
  if (params.country && !COUNTRIES.has(params.country)) delete params.country;
  for (const name of INTEGER) {
    const value = query.get(name)?.trim();
    if (value && /^\d{1,9}$/.test(value)) params[name] = Number(value);
  }
  if (params.categoryId === 0) delete params.categoryId;
  const within = params.availableWithin;
  if (within !== undefined && (within < AVAILABLE_WITHIN.min || within > AVAILABLE_WITHIN.max)) {
    delete params.availableWithin;
  }
  const page = query.get('page')?.trim();
  if (page) params.page = Number(page);
  const sort = query.get('sort');
  if (sort && SORTS.has(sort)) params.sort = sort as ExpertListParams['sort'];
  return params;
}

/** The address bar's query string for a set of filters: only what is set, in a stable order. */
export function directorySearchFor(params: ExpertListParams): string {
  const query = new URLSearchParams();
  for (const name of [...TEXT, ...INTEGER, 'page', 'sort'] as const) {
    const value = params[name];
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
