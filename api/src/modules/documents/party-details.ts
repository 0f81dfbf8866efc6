// The parties as documents name them, from the tax module's records: an expert who has given no tax details is an
// unregistered supplier in the country of their currency, named as their account is.
import { formatAbn, formatNzGstNumber } from '../tax/tax-numbers.js';
import type { BuyerDetails, SupplierDetails } from './document-content.js';
import type { TaxCountry } from './tax-rules.js';

/** A tax number as printed: `123-456-789` in New Zealand, `51 824 753 556` in Australia. */
export function printedTaxNumber(country: TaxCountry, digits: string | null): string | null {
  if (digits === null) return null;
  return country === 'NZ' ? formatNzGstNumber(digits) : formatAbn(digits);
}

export function supplierDetails(
  details:
    | {
        legalName: string;
        address: string;
        country: TaxCountry;
        gstRegistered: boolean;
        taxNumber: string | null;
      }
    | undefined,
  account: { name: string; currency: 'NZD' | 'AUD' },
): SupplierDetails {
  if (!details) {
    return {
      legalName: account.name,
      address: null,
      country: account.currency === 'AUD' ? 'AU' : 'NZ',
      gstRegistered: false,
      taxNumber: null,
    };
  }
  return {
    legalName: details.legalName,
    address: details.address,
    country: details.country,
    gstRegistered: details.gstRegistered,
    taxNumber: printedTaxNumber(details.country, details.taxNumber),
  };
}

export function buyerDetails(
  details:
    | { businessName: string | null; country: TaxCountry | null; taxNumber: string | null }
    | undefined,
  name: string,
  email: string | null,
): BuyerDetails {
  const country = details?.country ?? null;
  return {
    name,
    businessName: details?.businessName ?? null,
    country,
    taxNumber: country ? printedTaxNumber(country, details?.taxNumber ?? null) : null,
    email,
  };
}
