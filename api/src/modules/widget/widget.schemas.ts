// zod at the edge for the widget endpoints; mirrors openapi.yaml (WidgetBookingRequest and friends).
import { z } from 'zod';
import { emailAddress, personName } from '../auth/auth.schemas.js';
import { uuidParam } from '../../platform/query-params.js';
import { createConsultationSchema } from '../consultations/consultations.schemas.js';
import { paymentIntentIdField } from '../payments/payment-intent-id.js';

const KEY = /^[A-Za-z0-9_.-]{1,40}$/;
const CONTROL_CHARACTERS = /\p{Cc}/u;
export const METADATA_MAX_KEYS = 20;
export const METADATA_VALUE_MAX = 500;

/** UTM parameters and the partner's own keys: bounded in count, key shape and value length. */
export const bookingMetadata = z
  .record(
    z.string().regex(KEY, 'Metadata keys are 1 to 40 of A-Z a-z 0-9 _ . -'),
    z
      .string({ error: 'Metadata values must be text' })
      .max(METADATA_VALUE_MAX, `Metadata values must be at most ${METADATA_VALUE_MAX} characters`)
      .refine(
        (value) => !CONTROL_CHARACTERS.test(value),
        'Metadata values must not contain control characters',
      ),
  )
  .refine((value) => Object.keys(value).length <= METADATA_MAX_KEYS, {
    error: `Give at most ${METADATA_MAX_KEYS} metadata keys`,
  });

const base = createConsultationSchema.shape;

export const widgetBookingRequest = z.strictObject(
  {
    expertId: uuidParam,
    scheduledAt: base.scheduledAt,
    duration: base.duration,
    title: base.title,
    description: base.description,
    consultationType: base.consultationType,
    guest: z.strictObject(
      { name: personName('Name'), email: emailAddress },
      { error: 'guest must be an object with name and email' },
    ),
    metadata: bookingMetadata.optional().transform((value) => value ?? {}),
  },
  { error: 'The request body must be a JSON object' },
);
export type WidgetBookingInput = z.output<typeof widgetBookingRequest>;

export const widgetProcessRequest = z.strictObject({
  paymentIntentId: paymentIntentIdField,
});
