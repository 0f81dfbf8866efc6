import type { z } from 'zod';
import { AppError, type ErrorDetails } from './errors.js';

/** Parses input with a schema, or throws the contract's 400 with one message per field (unknown fields by name). */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: ErrorDetails = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) details[[...issue.path, key].join('.')] ??= 'Unknown field';
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    details[key] ??= issue.message;
  }
  throw new AppError(400, 'validation_failed', 'The request is not valid', details);
}
