import { ApiRequestError } from '../../api/errors.js';

/**
 * The API's words for the fields it refused, keyed by field (a `prefix` such as `taxDetails.` is taken off:
 * the application names the nested fields that way). Empty when the refusal named no field of these.
 */
export function fieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  prefix = '',
): Partial<Record<F, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const named = fields.flatMap((field) => {
    const text = error.details[`${prefix}${field}`];
    return text ? [[field, text] as const] : [];
  });
  return Object.fromEntries(named) as Partial<Record<F, string>>;
}

/** The refusal's own message when it named no field, for a line under the form. */
export function overallError(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
