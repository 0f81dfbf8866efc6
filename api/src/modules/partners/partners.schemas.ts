// zod at the edge for the partner endpoints; mirrors openapi.yaml (CreatePartnerRequest, UpdatePartnerRequest).
import { z } from 'zod';

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** A web origin exactly as browsers send it in `Origin`: scheme, lower-case host, port only when not the default. */
export const partnerOrigin = z
  .string({ error: 'Each origin must be text' })
  .trim()
  .max(200, 'An origin must be at most 200 characters')
  .regex(ORIGIN, 'Give an origin like https://smithco.example.nz (no path)')
  .refine(
    (value) => Number(ORIGIN.exec(value)?.[1]?.slice(1) ?? '0') <= 65535,
    'The port must be at most 65535',
  )
  .transform((value, ctx) => {
    // The pattern lets through hosts the URL parser refuses (e.g. 999.1.1.1, 1.2.3.4.5): a 400, not a 500.
    try {
      return new URL(value).origin;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Give an origin with a valid host name or address' });
      return z.NEVER;
    }
  });

const origins = z
  .array(partnerOrigin, { error: 'allowedOrigins must be a list of origins' })
  .min(1, 'Give at least one origin')
  .max(20, 'Give at most 20 origins')
  .transform((list) => [...new Set(list)]);

const partnerName = z
  .string({ error: 'Name must be text' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters')
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'Name must not contain control characters');

/** https, or http to this machine (a partner's development receiver); null sends no webhooks. */
export const webhookUrl = z.union([
  z.null(),
  z
    .string({ error: 'webhookUrl must be a URL or null' })
    .trim()
    .max(500, 'webhookUrl must be at most 500 characters')
    // `abort`: zod runs a pipe's refinements even on what z.url() refused, and `new URL` would throw (a 500).
    .pipe(z.url({ error: 'webhookUrl must be a URL', abort: true }))
    .refine((value) => {
      const url = URL.parse(value);
      if (!url || url.username || url.password) return false;
      return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    }, 'webhookUrl must be https (http only for localhost), without credentials'),
]);

export const createPartnerRequest = z.strictObject(
  { name: partnerName, allowedOrigins: origins, webhookUrl: webhookUrl.optional() },
  { error: 'The request body must be a JSON object' },
);
export type CreatePartnerInput = z.output<typeof createPartnerRequest>;

export const updatePartnerRequest = z
  .strictObject(
    {
      name: partnerName.optional(),
      allowedOrigins: origins.optional(),
      webhookUrl: webhookUrl.optional(),
      status: z
        .enum(['active', 'disabled'], { error: 'Status must be active or disabled' })
        .optional(),
    },
    { error: 'The request body must be a JSON object' },
  )
  .refine((value) => Object.keys(value).length > 0, 'Change at least one field');
export type UpdatePartnerInput = z.output<typeof updatePartnerRequest>;
