// The seller reports' statements: each seller's figures for a period from the ledger's published query, joined with
// the seller's account, and the seller's identity from the tax module's records.
import type { Knex } from 'knex';
import type { Currency } from '@expertbridge/workflows';
import { periodFiguresByConsultation } from '../ledger/ledger.records.js';
import { expertTaxDetails, type ExpertTaxRecord } from '../tax/tax.records.js';

/** One seller's money in one currency over a period (minor units). */
export interface SellerFiguresRow {
  expertId: string;
  accountName: string;
  email: string;
  /** The currency of the expert's rate: where they sell, when they gave no tax country. */
  rateCurrency: Currency;
  currency: Currency;
  consultations: number;
  gross: number;
  refunds: number;
  commission: number;
  commissionGstNz: number;
  commissionGstAu: number;
  net: number;
}

export type SellerTaxRecord = ExpertTaxRecord;

/** Who a seller is, as their annual summary names them. */
export interface SellerAccount {
  accountName: string;
  email: string;
  rateCurrency: Currency;
  tax: SellerTaxRecord | undefined;
}

export function createSellerReportsRepository(knex: Knex) {
  return {
    /** Every seller (or one) with money moved for their consultations in [from, until), per currency. */
    async sellerFigures(
      period: { from: Date; until: Date },
      expertId?: string,
    ): Promise<SellerFiguresRow[]> {
      const query = knex
        .from(periodFiguresByConsultation(knex, period).as('f'))
        .join('consultations as c', 'c.id', 'f.consultation_id')
        .join('experts as e', 'e.id', 'c.expert_id')
        .join('users as u', 'u.id', 'e.user_id')
        .select(
          'c.expert_id',
          'f.currency',
          'u.first_name',
          'u.last_name',
          'u.email',
          'e.currency as rate_currency',
        )
        .select(
          knex.raw('count(*) FILTER (WHERE f.paid) AS consultations'),
          knex.raw('sum(f.gross)::bigint AS gross'),
          knex.raw('sum(f.refunds)::bigint AS refunds'),
          knex.raw('sum(f.commission)::bigint AS commission'),
          knex.raw('sum(f.commission_gst_nz)::bigint AS commission_gst_nz'),
          knex.raw('sum(f.commission_gst_au)::bigint AS commission_gst_au'),
          knex.raw('sum(f.net)::bigint AS net'),
        )
        .groupBy('c.expert_id', 'f.currency', 'u.first_name', 'u.last_name', 'u.email', 'e.currency')
        .havingRaw(
          'sum(f.gross) <> 0 OR sum(f.refunds) <> 0 OR sum(f.commission) <> 0 OR sum(f.net) <> 0',
        )
        .orderBy([
          { column: 'u.first_name' },
          { column: 'u.last_name' },
          { column: 'c.expert_id' },
          { column: 'f.currency' },
        ]);
      if (expertId) query.where('c.expert_id', expertId);
      const rows = (await query) as Record<string, string>[];
      return rows.map((row) => ({
        expertId: row.expert_id!,
        accountName: `${row.first_name} ${row.last_name}`,
        email: row.email!,
        rateCurrency: row.rate_currency as Currency,
        currency: row.currency as Currency,
        consultations: Number(row.consultations),
        gross: Number(row.gross),
        refunds: Number(row.refunds),
        commission: Number(row.commission),
        commissionGstNz: Number(row.commission_gst_nz),
        commissionGstAu: Number(row.commission_gst_au),
        net: Number(row.net),
      }));
    },

    /** The sellers' tax details, by expert id (absent for a seller who gave none). */
    async taxDetails(expertIds: readonly string[]): Promise<Map<string, SellerTaxRecord>> {
      const found = new Map<string, SellerTaxRecord>();
      for (const expertId of new Set(expertIds)) {
        const record = await expertTaxDetails(knex, expertId);
        if (record) found.set(expertId, record);
      }
      return found;
    },

    /** A seller's account and tax details, whether or not money moved for them. */
    async findSeller(expertId: string): Promise<SellerAccount> {
      const row = await knex('experts as e')
        .join('users as u', 'u.id', 'e.user_id')
        .where('e.id', expertId)
        .first('u.first_name', 'u.last_name', 'u.email', 'e.currency');
      return {
        accountName: `${row.first_name} ${row.last_name}`,
        email: row.email,
        rateCurrency: row.currency,
        tax: await expertTaxDetails(knex, expertId),
      };
    },

    /** The expert profile of a user, in any status. */
    async findExpertOfUser(userId: string): Promise<{ id: string } | undefined> {
      return knex('experts').where({ user_id: userId }).first('id');
    },
  };
}

export type SellerReportsRepository = ReturnType<typeof createSellerReportsRepository>;
