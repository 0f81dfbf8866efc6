import type { ExpertTaxDetails, ExpertTaxDetailsInput } from '../../../hooks/taxDetails.js';
import { taxNumberDigits, taxNumberProblem, type TaxCountry } from '../../../domain/taxNumbers.js';
import type { MessageKey } from '../../../i18n/catalogue.js';

/** The expert's tax details as the form holds them. */
export interface ExpertTaxValues {
  legalName: string;
  address: string;
  country: TaxCountry | '';
  gstRegistered: boolean;
  taxNumber: string;
}

/** A field of the expert's tax details. */
export type ExpertTaxField = keyof ExpertTaxValues;

/** A problem with a field: the message and its placeholders. */
export type TaxProblem = { key: MessageKey; params?: Record<string, number> };

export const EXPERT_TAX_FIELDS: ExpertTaxField[] = [
  'legalName',
  'address',
  'country',
  'gstRegistered',
  'taxNumber',
];

export const EMPTY_EXPERT_TAX: ExpertTaxValues = {
  legalName: '',
  address: '',
  country: '',
  gstRegistered: false,
  taxNumber: '',
};

export const LEGAL_NAME_MAX = 200;
export const ADDRESS_MAX = 500;

// Control characters cannot be printed on a document; an address keeps its line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/;

/** A name-like text's problem: missing, too long, or unprintable characters. */
export function textProblem(
  text: string,
  missing: MessageKey | null,
  max: number,
  allowNewlines = false,
): TaxProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return missing ? { key: missing } : null;
  if ([...trimmed].length > max) return { key: 'tax.rule.tooLong', params: { max } };
  const control = allowNewlines ? CONTROL_BUT_NEWLINE : CONTROL;
  return control.test(trimmed.replace(/\r\n/g, '\n')) ? { key: 'tax.rule.control' } : null;
}

/** The tax number's problem for the country chosen (none when it may be left empty and is). */
export function numberProblem(
  country: TaxCountry | '',
  text: string,
  required: boolean,
): TaxProblem | null {
  if (!text.trim()) return required ? { key: 'tax.rule.taxNumberRequired' } : null;
  if (!country) return { key: 'tax.rule.countryForNumber' };
  const key = taxNumberProblem(country, text);
  return key ? { key } : null;
}

/** What the API would refuse, field by field in form order (the browser's check, for convenience). */
export function expertTaxProblems(v: ExpertTaxValues): Partial<Record<ExpertTaxField, TaxProblem>> {
  const problems: Partial<Record<ExpertTaxField, TaxProblem | null>> = {
    legalName: textProblem(v.legalName, 'tax.rule.legalName', LEGAL_NAME_MAX),
    address: textProblem(v.address, 'tax.rule.address', ADDRESS_MAX, true),
    country: v.country ? null : { key: 'tax.rule.country' },
    taxNumber: v.country ? numberProblem(v.country, v.taxNumber, v.gstRegistered) : null,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p)) as Partial<
    Record<ExpertTaxField, TaxProblem>
  >;
}

/** Whether nothing has been entered (the application's section is optional). */
export function isEmptyExpertTax(v: ExpertTaxValues): boolean {
  return (
    !v.legalName.trim() &&
    !v.address.trim() &&
    !v.country &&
    !v.gstRegistered &&
    !v.taxNumber.trim()
  );
}

/** The request: texts trimmed, the number as its digits (null when empty). */
export function toExpertTaxInput(v: ExpertTaxValues): ExpertTaxDetailsInput {
  const digits = taxNumberDigits(v.taxNumber);
  return {
    legalName: v.legalName.trim(),
    address: v.address.trim().replace(/\r\n/g, '\n'),
    country: v.country || 'NZ',
    gstRegistered: v.gstRegistered,
    taxNumber: v.taxNumber.trim() ? (digits ?? v.taxNumber.trim()) : null,
  };
}

/** The form's values from the saved details (empty when there are none). */
export function fromExpertTaxDetails(
  details: ExpertTaxDetails | null | undefined,
): ExpertTaxValues {
  if (!details) return EMPTY_EXPERT_TAX;
  return {
    legalName: details.legalName,
    address: details.address,
    country: details.country,
    gstRegistered: details.gstRegistered,
    taxNumber: details.taxNumber ?? '',
  };
}
