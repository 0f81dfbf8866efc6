import type { Knex } from 'knex';
import type { TaxCountry } from './tax-numbers.js';
import type { ClientTaxRecord, ExpertTaxRecord, Saved } from './tax-details.js';
import { saveExpertTaxDetails } from './tax.records.js';

interface ExpertTaxRow {
  legal_name: string;
  address: string;
  country: TaxCountry;
  gst_registered: boolean;
  tax_number: string | null;
  updated_at: Date | string;
}

interface ClientTaxRow {
  business_name: string | null;
  country: TaxCountry | null;
  tax_number: string | null;
  updated_at: Date | string;
}

const toExpertRecord = (row: ExpertTaxRow): Saved<ExpertTaxRecord> => ({
  legalName: row.legal_name,
  address: row.address,
  country: row.country,
  gstRegistered: row.gst_registered,
  taxNumber: row.tax_number,
  updatedAt: new Date(row.updated_at),
});

const toClientRecord = (row: ClientTaxRow): Saved<ClientTaxRecord> => ({
  businessName: row.business_name,
  country: row.country,
  taxNumber: row.tax_number,
  updatedAt: new Date(row.updated_at),
});

/** The experts' and the clients' tax details, each person's own row. */
export function createTaxRepository(knex: Knex) {
  const findExpertDetails = async (
    db: Knex,
    expertId: string,
  ): Promise<Saved<ExpertTaxRecord> | undefined> => {
    const row: ExpertTaxRow | undefined = await db('expert_tax_details')
      .where({ expert_id: expertId })
      .first();
    return row && toExpertRecord(row);
  };

  return {
    /** The id of the user's expert profile (any status), or undefined when they have none. */
    async findExpertIdOfUser(userId: string): Promise<string | undefined> {
      const row: { id: string } | undefined = await knex('experts')
        .where({ user_id: userId })
        .first('id');
      return row?.id;
    },

    /** The expert's saved tax details, or undefined. */
    findExpertDetails(expertId: string): Promise<Saved<ExpertTaxRecord> | undefined> {
      return findExpertDetails(knex, expertId);
    },

    /** Replaces the expert's tax details and answers them as saved. */
    async saveExpertDetails(
      expertId: string,
      details: ExpertTaxRecord,
    ): Promise<Saved<ExpertTaxRecord>> {
      return knex.transaction(async (trx) => {
        await saveExpertTaxDetails(trx, expertId, details);
        const saved = await findExpertDetails(trx, expertId);
        if (!saved) throw new Error(`The tax details of expert ${expertId} just saved are gone`);
        return saved;
      });
    },

    /** The user's saved tax details as a client, or undefined. */
    async findClientDetails(userId: string): Promise<Saved<ClientTaxRecord> | undefined> {
      const row: ClientTaxRow | undefined = await knex('client_tax_details')
        .where({ user_id: userId })
        .first();
      return row && toClientRecord(row);
    },

    /** Replaces the user's tax details as a client (all null is kept as a row of nulls) and answers them. */
    async saveClientDetails(
      userId: string,
      details: ClientTaxRecord,
    ): Promise<Saved<ClientTaxRecord>> {
      const [row] = await knex('client_tax_details')
        .insert({
          user_id: userId,
          business_name: details.businessName,
          country: details.country,
          tax_number: details.taxNumber,
          updated_at: knex.fn.now(),
        })
        .onConflict('user_id')
        .merge()
        .returning('*');
      return toClientRecord(row as ClientTaxRow);
    },
  };
}

export type TaxRepository = ReturnType<typeof createTaxRepository>;
