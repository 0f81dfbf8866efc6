import { z } from 'zod';
import { withinLength } from '../../platform/text.js';
import { type TaxCountry, taxNumberDigits, taxNumberProblem } from './tax-numbers.js';

// The zod mirror of the contract's tax details bodies. Tax numbers come in as typed (spaces and hyphens allowed) and
// leave as digits, checked against their country's check-digit rule; a wrong one names `taxNumber`.

const CONTROL_CHARACTERS = /\p{Cc}/u;
/** An address keeps its line breaks; every other control character is refused (it would print as nothing). */
const withoutControlsButLineBreaks = (value: string) =>
  !CONTROL_CHARACTERS.test(value.replace(/\r?\n/g, ''));

const COUNTRY_MESSAGE = 'Country must be NZ or AU';

function nameText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .superRefine(withinLength(label, max))
    .refine(
      (value) => !CONTROL_CHARACTERS.test(value),
      `${label} must not contain control characters`,
    );
}

const addressText = z
  .string({ error: 'Address is required' })
  .trim()
  .min(1, 'Address is required')
  .superRefine(withinLength('Address', 500))
  .refine(
    withoutControlsButLineBreaks,
    'Address must not contain control characters other than line breaks',
  );

const country = z.enum(['NZ', 'AU'], { error: COUNTRY_MESSAGE });

/** A tax number as typed, to its digits; empty or absent is none (null). Checked against a country by the object. */
const typedTaxNumber = z
  .string({ error: 'Tax number must be text' })
  .max(20, 'Tax number must be at most 20 characters')
  .regex(/^[0-9 -]*$/, 'Use digits only (spaces and hyphens are fine)')
  .nullish()
  .transform((value) => (value ? taxNumberDigits(value) : '') || null);

/** Adds the country's refusal of the tax number at `taxNumber`, if any. */
function checkTaxNumber(taxCountry: TaxCountry, digits: string | null, ctx: z.RefinementCtx): void {
  const problem = digits === null ? undefined : taxNumberProblem(taxCountry, digits);
  if (problem) ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: problem });
}

/** An expert's tax details (the PUT's body and the application's `taxDetails`). */
export const expertTaxDetailsSchema = z
  .strictObject({
    legalName: nameText('Legal name', 200),
    address: addressText,
    country,
    gstRegistered: z.boolean({ error: 'Say whether you are registered for GST (true or false)' }),
    taxNumber: typedTaxNumber,
  })
  .superRefine((input, ctx) => {
    if (input.gstRegistered && input.taxNumber === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['taxNumber'],
        message:
          input.country === 'NZ'
            ? 'Enter your GST number: it goes on the documents of a GST-registered supplier'
            : 'Enter your ABN: it goes on the documents of a GST-registered supplier',
      });
    }
    checkTaxNumber(input.country, input.taxNumber, ctx);
  });
export type ExpertTaxDetailsInput = z.output<typeof expertTaxDetailsSchema>;

/** A client's tax details for their receipts; every field may be null, and all null clears them. */
export const clientTaxDetailsSchema = z
  .strictObject({
    // A cleared field of a form comes as empty text: that is no business name, like null.
    businessName: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      nameText('Business name', 200)
        .nullish()
        .transform((value) => value ?? null),
    ),
    country: country.nullish().transform((value) => value ?? null),
    taxNumber: typedTaxNumber,
  })
  .superRefine((input, ctx) => {
    if (input.taxNumber === null) return;
    if (input.country === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['country'],
        message: 'Choose the country of your GST number or ABN',
      });
      return;
    }
    checkTaxNumber(input.country, input.taxNumber, ctx);
  });
export type ClientTaxDetailsInput = z.output<typeof clientTaxDetailsSchema>;
