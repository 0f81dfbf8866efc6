import type { components } from '@expertbridge/sdk';
import { formatTaxNumber, taxNumberLabel } from './tax-numbers.js';
import type { ClientTaxRecord, ExpertTaxRecord, Saved } from './tax-details.js';

type Schemas = components['schemas'];

/** An expert's saved tax details in the contract's shape, the tax number formatted for its country. */
export function toExpertTaxDetails(saved: Saved<ExpertTaxRecord>): Schemas['ExpertTaxDetails'] {
  return {
    legalName: saved.legalName,
    address: saved.address,
    country: saved.country,
    gstRegistered: saved.gstRegistered,
    taxNumber: saved.taxNumber && formatTaxNumber(saved.country, saved.taxNumber),
    taxNumberLabel: taxNumberLabel(saved.country),
    updatedAt: saved.updatedAt.toISOString(),
  };
}

/** A client's tax details in the contract's shape; all null when they never saved any. */
export function toClientTaxDetails(
  saved: Saved<ClientTaxRecord> | undefined,
): Schemas['ClientTaxDetails'] {
  if (!saved) {
    return {
      businessName: null,
      country: null,
      taxNumber: null,
      taxNumberLabel: null,
      updatedAt: null,
    };
  }
  const { country, taxNumber } = saved;
  return {
    businessName: saved.businessName,
    country,
    taxNumber: country && taxNumber ? formatTaxNumber(country, taxNumber) : null,
    taxNumberLabel: country && taxNumberLabel(country),
    updatedAt: saved.updatedAt.toISOString(),
  };
}
