import { z } from 'zod';
import { AppError, zodDetails, type ErrorDetails } from './errors.js';

/** Koa's parsed query: a repeated parameter arrives as an array. */
export type RawQuery = Record<string, string | string[] | undefined>;

// NUL would make PostgreSQL refuse the statement (a 500); other control characters have no place in a filter,
// and refusing newlines is what keeps a search term inside one field of the search text (see 0002-catalogue).
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** A whole number in a range. Digits only: "1.5", "1e3", "+1" and " 1" are refused rather than coerced. */
export function integerParam(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`));
}

/** Free text, trimmed, bounded, without control characters. */
export function textParam(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .regex(NO_CONTROL_CHARACTERS, 'Must not contain control characters');
}

/** One of a fixed set of values. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `Must be one of ${values.join(', ')}` });
}

/** The contract's `page` (from 1) and `pageSize` (1-100, default 20). */
export const pageParams = {
  page: integerParam(1, 10_000).default(1),
  pageSize: integerParam(1, 100).default(20),
};

export const pageQuery = z.object(pageParams);
export type PageQuery = z.output<typeof pageQuery>;

/**
 * Reads a query string through a zod object. A parameter given twice is refused (which one would win is a guess);
 * an empty or blank one counts as absent, as a search form submits its empty fields. Parameters the schema does not
 * name are ignored. Every problem is reported at once, keyed by parameter.
 */
export function parseQuery<S extends z.ZodObject>(schema: S, query: RawQuery): z.output<S> {
  const values: Record<string, string> = {};
  const details: ErrorDetails = {};
  for (const name of Object.keys(schema.shape)) {
    const value = query[name];
    if (Array.isArray(value)) details[name] = 'Give this parameter once';
    else if (value !== undefined && value.trim() !== '') values[name] = value;
  }
  const result = schema.safeParse(values);
  if (!result.success) {
    for (const [name, message] of Object.entries(zodDetails(result.error))) {
      details[name] ??= message;
    }
  }
  if (Object.keys(details).length > 0 || !result.success) {
    throw AppError.badRequest('validation_failed', 'The query is not valid', details);
  }
  return result.data;
}

/** An id in the path: any UUID PostgreSQL accepts, so a malformed one never reaches the database. */
export const uuidParam = z.guid();

/** An id from the path; anything that is not a UUID names nothing, so it gets the caller's not-found error. */
export function idParam(raw: string | undefined, notFound: () => AppError): string {
  const parsed = uuidParam.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
