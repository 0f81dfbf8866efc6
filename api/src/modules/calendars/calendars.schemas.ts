// zod at the edge of the calendar endpoints; mirrors openapi.yaml (CreateCalendarImportRequest, the busy times'
// query, the feed's token).
import { z } from 'zod';
import { timestamp } from '../consultations/consultations.schemas.js';

const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

export const createCalendarImportSchema = z.strictObject({
  url: z
    .string({ error: "Enter your calendar's iCal address" })
    .trim()
    .min(1, "Enter your calendar's iCal address")
    .max(2000, 'The address is too long (at most 2,000 characters)')
    .regex(NO_CONTROL_CHARACTERS, 'The address has characters an address cannot have'),
  name: z
    .string({ error: 'The name must be text' })
    .trim()
    .min(1, 'Enter a name, or leave it out')
    .max(100, 'The name is too long (at most 100 characters)')
    .regex(NO_CONTROL_CHARACTERS, 'The name has characters a name cannot have')
    .optional(),
});

/** The busy times' window; the service applies the defaults and the 62 days' bound. */
export const busyTimesQuery = z.object({ from: timestamp.optional(), to: timestamp.optional() });

/** The feed's path: `<token>.ics`. */
export const feedFileParam = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9_-]+\.ics$/);
