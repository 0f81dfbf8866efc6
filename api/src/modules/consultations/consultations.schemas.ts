// zod at the edge for the consultation endpoints; mirrors openapi.yaml (CreateConsultationRequest etc.).
import { z } from 'zod';
import { consultationStatusValues, type components } from '@expertbridge/sdk';
import { enumParam, integerParam, uuidParam } from '../../platform/query-params.js';
import { withoutNul } from '../../platform/text.js';
import { lengthProblem, textProblem, withinLength } from '../../platform/text.js';

const DURATIONS = [30, 60, 90, 120] as const;
/** The contract's statuses, in its order (the SDK generates the list; zod wants it as a non-empty tuple). */
const consultationStatuses = consultationStatusValues as readonly [
  components['schemas']['ConsultationStatus'],
  ...components['schemas']['ConsultationStatus'][],
];
const MAX_AMOUNT = 100_000_000_000;

/** RFC 3339 with a zone (Z or an offset), as the contract's timestamps are. */
export const timestamp = z
  .string({ error: 'Must be an RFC 3339 date-time' })
  .max(40, 'Must be an RFC 3339 date-time')
  .pipe(z.iso.datetime({ offset: true, error: 'Must be an RFC 3339 date-time' }))
  .transform((value) => new Date(value));

const text = (min: number, max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, `${label} is required`)
    .refine(withoutNul, `${label} must not contain NUL characters`)
    // Chat messages also arrive over the live connection, past the body reader's check of every string.
    .superRefine((value, ctx) => {
      const problem = lengthProblem(value, label, max) ?? textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const amount = z
  .number({ error: 'Must be a whole number of cents' })
  .int('Must be a whole number of cents')
  .min(0, 'Must not be negative')
  .max(MAX_AMOUNT, 'Is too large');

const duration = z
  .number({ error: 'Duration must be 30, 60, 90 or 120 minutes' })
  .refine((value): value is (typeof DURATIONS)[number] => DURATIONS.includes(value as 30), {
    error: 'Duration must be 30, 60, 90 or 120 minutes',
  });

export const createConsultationSchema = z.object({
  expertId: uuidParam,
  clientId: uuidParam.optional(),
  title: text(1, 200, 'Title'),
  description: z
    .union([
      z
        .string()
        .trim()
        .max(5000, 'Description must be at most 5000 characters')
        .refine(withoutNul, 'Description must not contain NUL characters'),
      z.null(),
    ])
    .optional()
    .transform((value) => (value ? value : null)),
  duration: duration.optional().transform((value) => value ?? 60),
  scheduledAt: timestamp,
  consultationType: z.enum(['video', 'chat']).optional().default('video'),
  totalAmount: amount.optional(),
  platformFee: amount.optional(),
  expertAmount: amount.optional(),
});
export type CreateConsultationInput = z.output<typeof createConsultationSchema>;

export const statusUpdateSchema = z.strictObject({
  status: z.enum(['confirmed', 'cancelled', 'in_progress'], {
    error: 'Status must be confirmed, cancelled or in_progress',
  }),
});

export const cancelSchema = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .refine(withoutNul, 'Reason must not contain NUL characters')
      .superRefine(withinLength('Reason', 1000))
      .optional(),
  })
  .optional()
  .transform((value) => value ?? {});

export const rescheduleSchema = z.strictObject({
  scheduledAt: timestamp,
  message: z
    .string()
    .trim()
    .refine(withoutNul, 'Message must not contain NUL characters')
    .superRefine(withinLength('Message', 500))
    .transform((value) => value || null)
    .nullable()
    .optional(),
});

export const disputeSchema = z.strictObject({ reason: text(1, 2000, 'Reason') });

export const resolveDisputeSchema = z
  .strictObject({
    resolution: z.enum(['release', 'partial_refund', 'full_refund']),
    refundAmount: amount.min(1, 'Must be at least 1 cent').optional(),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .refine(withoutNul, 'Note must not contain NUL characters')
      .superRefine(withinLength('Note', 1000))
      .optional(),
  })
  .refine((value) => value.resolution !== 'partial_refund' || value.refundAmount !== undefined, {
    path: ['refundAmount'],
    error: 'A partial refund needs an amount',
  });

export const reminderSchema = z
  .strictObject({
    message: z
      .string()
      .max(2000, 'Message must be at most 2000 characters')
      .refine(withoutNul, 'Message must not contain NUL characters')
      .optional(),
  })
  .optional()
  .transform((value) => value ?? {});

export const messageSchema = z.strictObject({ message: text(1, 4000, 'Message') });

const timestampParam = z
  .string()
  .max(40)
  .pipe(z.iso.datetime({ offset: true, error: 'Must be an RFC 3339 date-time' }))
  .transform((value) => new Date(value));

export const disputeListQuery = z.object({
  status: enumParam(['open', 'resolved']).default('open'),
  page: integerParam(1, 10_000).default(1),
  pageSize: integerParam(1, 100).default(20),
});

export const listQuery = z.object({
  status: enumParam(consultationStatuses).optional(),
  from: timestampParam.optional(),
  to: timestampParam.optional(),
  order: enumParam(['asc', 'desc']).default('desc'),
  page: integerParam(1, 10_000).default(1),
  pageSize: integerParam(1, 100).default(20),
});

export const availabilityQuery = z.object({
  from: timestampParam.optional(),
  to: timestampParam.optional(),
  // Left out: 60 minutes, or the shortest the expert offers when they do not offer 60.
  duration: enumParam(['30', '60', '90', '120'])
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value))),
});

export const messagesQuery = z.object({
  after: uuidParam.optional(),
  limit: integerParam(1, 200).default(100),
});
