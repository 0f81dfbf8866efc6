import { taxNumberDigits, type TaxCountry } from '../../../domain/taxNumbers.js';
import type { ClientTaxDetails, ClientTaxDetailsInput } from '../../../hooks/taxDetails.js';
import {
  LEGAL_NAME_MAX,
  numberProblem,
  textProblem,
  type TaxProblem,
} from '../ExpertTaxDetailsForm/taxDetailsValues.js';

/** A client's tax details as the form holds them; every field may be left empty. */
export interface ClientTaxValues {
  businessName: string;
  country: TaxCountry | '';
  taxNumber: string;
}

export type ClientTaxField = keyof ClientTaxValues;
export const CLIENT_TAX_FIELDS: ClientTaxField[] = ['businessName', 'country', 'taxNumber'];

/** The form's values from the saved details. */
export function fromClientTaxDetails(details: ClientTaxDetails): ClientTaxValues {
  return {
    businessName: details.businessName ?? '',
    country: details.country ?? '',
    taxNumber: details.taxNumber ?? '',
  };
}

/** What the API would refuse: a name too long or unprintable, a number without its country or invalid for it. */
export function clientTaxProblems(v: ClientTaxValues): Partial<Record<ClientTaxField, TaxProblem>> {
  const problems: Partial<Record<ClientTaxField, TaxProblem | null>> = {
    businessName: textProblem(v.businessName, null, LEGAL_NAME_MAX),
    country: v.taxNumber.trim() && !v.country ? { key: 'tax.rule.countryForNumber' } : null,
    taxNumber: v.country ? numberProblem(v.country, v.taxNumber, false) : null,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p)) as Partial<
    Record<ClientTaxField, TaxProblem>
  >;
}

/** The request: empty fields as null (all null clears the details), the number as its digits. */
export function toClientTaxInput(v: ClientTaxValues): ClientTaxDetailsInput {
  const number = v.taxNumber.trim();
  return {
    businessName: v.businessName.trim() || null,
    country: v.country || null,
    taxNumber: number ? (taxNumberDigits(number) ?? number) : null,
  };
}
