// What the tax module publishes of the tax details for other modules' repositories (the documents, the seller
// reports): each party's details as stored, tax numbers as digits (format them with tax-numbers.ts). Each reads
// with the knex it is given, so it runs inside the caller's transaction. Only repositories import a records file.
import type { Knex } from 'knex';
import type { ClientTaxRecord, ExpertTaxRecord } from './tax-details.js';

export type { ClientTaxRecord, ExpertTaxRecord } from './tax-details.js';

/** The expert's tax details as the supplier of their consultations, or undefined when they gave none. */
export async function expertTaxDetails(
  knex: Knex,
  expertId: string,
): Promise<ExpertTaxRecord | undefined> {
  const row = await knex('expert_tax_details')
    .where({ expert_id: expertId })
    .first('legal_name', 'address', 'country', 'gst_registered', 'tax_number');
  if (!row) return undefined;
  return {
    legalName: row.legal_name,
    address: row.address,
    country: row.country,
    gstRegistered: row.gst_registered,
    taxNumber: row.tax_number,
  };
}

/** The business name and tax number a client wants on their receipts, or undefined when they gave none. */
export async function clientTaxDetails(
  knex: Knex,
  userId: string,
): Promise<ClientTaxRecord | undefined> {
  const row = await knex('client_tax_details')
    .where({ user_id: userId })
    .first('business_name', 'country', 'tax_number');
  if (!row) return undefined;
  return { businessName: row.business_name, country: row.country, taxNumber: row.tax_number };
}

/**
 * Saves (inserts or replaces) an expert's tax details with the knex given: the tax module's own writes and the
 * expert application's, which saves them in the transaction that creates the profile. Tax numbers as digits.
 */
export async function saveExpertTaxDetails(
  knex: Knex,
  expertId: string,
  details: ExpertTaxRecord,
): Promise<void> {
  await knex('expert_tax_details')
    .insert({
      expert_id: expertId,
      legal_name: details.legalName,
      address: details.address,
      country: details.country,
      gst_registered: details.gstRegistered,
      tax_number: details.taxNumber,
      updated_at: knex.fn.now(),
    })
    .onConflict('expert_id')
    .merge();
}
