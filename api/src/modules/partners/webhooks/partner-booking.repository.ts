// A partner's bookings as the partner API and the webhooks read them: the consultation's row (the consultations
// module's published records) with its guest's e-mail, the partner's metadata and the ledger's balances. Only
// bookings attributed to the given partner are ever returned.
import type { Knex } from 'knex';
import type { ConsultationStatus } from '@expertbridge/workflows';
import type { Page } from '../../../platform/page.js';
import { selectConsultationRows } from '../../consultations/consultation.records.js';
import type { ConsultationRow } from '../../consultations/consultation-row.js';
import { emptyBalances, type Balances } from '../../ledger/ledger.js';
import { balancesByConsultation } from '../../ledger/ledger.records.js';

/** A consultation made through a partner, and where its money is. */
export interface PartnerBooking {
  row: ConsultationRow & { partner_id: string };
  balances: Balances;
}

export type PartnerBookingRepository = ReturnType<typeof createPartnerBookingRepository>;

export function createPartnerBookingRepository(knex: Knex) {
  return {
    /** The booking, when it was made through this partner. */
    async find(id: string, partnerId: string): Promise<PartnerBooking | undefined> {
      const row = await selectConsultationRows(knex)
        .where('c.id', id)
        .where('c.partner_id', partnerId)
        .first();
      if (!row) return undefined;
      const balances = await balancesByConsultation(knex, [id]);
      return { row, balances: balances.get(id) ?? emptyBalances() };
    },

    /** One page of the partner's bookings, newest first. */
    async list(
      partnerId: string,
      query: { status?: ConsultationStatus | undefined; page: number; pageSize: number },
    ): Promise<Page<PartnerBooking>> {
      const filter = (builder: Knex.QueryBuilder) => {
        builder.where('c.partner_id', partnerId);
        if (query.status) builder.where('c.status', query.status);
      };
      const [rows, counted] = await Promise.all([
        selectConsultationRows(knex)
          .where(filter)
          .orderBy([
            { column: 'c.created_at', order: 'desc' },
            { column: 'c.id', order: 'desc' },
          ])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        knex('consultations as c').where(filter).count<{ total: number }[]>({ total: '*' }),
      ]);
      const balances = await balancesByConsultation(
        knex,
        rows.map((row: ConsultationRow) => row.id),
      );
      return {
        rows: rows.map((row: PartnerBooking['row']) => ({
          row,
          balances: balances.get(row.id) ?? emptyBalances(),
        })),
        total: Number(counted[0]?.total ?? 0),
      };
    },
  };
}
