import { z } from 'zod';
import { withoutNul } from '../../platform/text.js';
import { VERIFICATION_ITEMS } from './verification-checklist.js';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const OUTCOMES = ['verified', 'not_applicable', 'failed'] as const;

/** `?status=&page=&pageSize=` of the review queue. */
export const applicationListQuery = z.object({
  status: z
    .enum(STATUSES, { error: `Status must be one of ${STATUSES.join(', ')}` })
    .default('pending'),
  page: z.coerce
    .number({ error: 'Page must be a number from 1 to 10000' })
    .int('Page must be a number from 1 to 10000')
    .min(1, 'Page must be a number from 1 to 10000')
    .max(10_000, 'Page must be a number from 1 to 10000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number from 1 to 100' })
    .int('Page size must be a number from 1 to 100')
    .min(1, 'Page size must be a number from 1 to 100')
    .max(100, 'Page size must be a number from 1 to 100')
    .default(20),
});
export type ApplicationListQuery = z.output<typeof applicationListQuery>;

/** An application is named by its expert profile's id; anything else names no application. */
export const applicationId = z.uuid();

const verificationItem = z.enum(VERIFICATION_ITEMS, {
  error: `Item must be one of ${VERIFICATION_ITEMS.join(', ')}`,
});

/** The `{item}` of a check's path, as an object so that a bad value is reported under `item`. */
export const checkPath = z.object({ item: verificationItem });

const outcome = z.enum(OUTCOMES, { error: `Outcome must be one of ${OUTCOMES.join(', ')}` });
const note = z
  .string({ error: 'Note must be text' })
  .trim()
  .max(1000, 'Note must be at most 1000 characters')
  .refine(withoutNul, 'Note must not contain NUL characters')
  .optional()
  .transform((value) => value || undefined);

export const verificationCheckRequest = z.strictObject({ outcome, note });
export type VerificationCheckInput = z.output<typeof verificationCheckRequest>;

export const approveApplicationRequest = z.strictObject({
  checks: z
    .array(z.strictObject({ item: verificationItem, outcome, note }), {
      error: 'Checks must be a list',
    })
    .max(VERIFICATION_ITEMS.length, 'Send each item at most once')
    .refine(
      (checks) => new Set(checks.map((check) => check.item)).size === checks.length,
      'Send each item at most once',
    )
    .default([]),
});
export type ApproveApplicationInput = z.output<typeof approveApplicationRequest>;

export const rejectApplicationRequest = z.strictObject({
  reason: z
    .string({ error: 'Give the reason for the rejection' })
    .trim()
    .min(1, 'Give the reason for the rejection')
    .max(1000, 'The reason must be at most 1000 characters')
    .refine(withoutNul, 'The reason must not contain NUL characters'),
});
