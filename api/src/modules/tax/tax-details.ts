// The tax details as the module and the modules reading them hold them: tax numbers as digits only (format them with
// tax-numbers.ts). Types only, so that views and other modules' services may name them without the records' SQL.
import type { TaxCountry } from './tax-numbers.js';

/** An expert's tax details as the supplier of their consultations. */
export interface ExpertTaxRecord {
  legalName: string;
  address: string;
  country: TaxCountry;
  gstRegistered: boolean;
  /** Digits only; null when the expert gave none. */
  taxNumber: string | null;
}

/** What a client wants on the receipts issued to them. */
export interface ClientTaxRecord {
  businessName: string | null;
  country: TaxCountry | null;
  /** Digits only. */
  taxNumber: string | null;
}

/** A saved row of either table: the record and when it was last saved. */
export type Saved<T> = T & { updatedAt: Date };
