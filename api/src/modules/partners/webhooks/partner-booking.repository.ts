// A partner's bookings as the partner API and the webhooks read them: the consultation's row with its guest's
// e-mail and the partner's metadata. Only bookings attributed to the given partner are ever returned.
import type { Knex } from 'knex';
import type { ConsultationStatus } from '@expertbridge/workflows';
import type { Page } from '../../../platform/page.js';
import { selectConsultationRows } from '../../consultations/consultation.records.js';
import type { ConsultationRow } from '../../consultations/consultation-row.js';

/** A consultation made through a partner. */
export interface PartnerBookingRow extends ConsultationRow {
  partner_id: string;
}

const selectPartnerBookingRows = selectConsultationRows;

/** The booking, when it was made through this partner (any partner when `partnerId` is undefined). */
export function findPartnerBooking(
  knex: Knex,
  id: string,
  partnerId?: string,
): Promise<PartnerBookingRow | undefined> {
  const query = selectPartnerBookingRows(knex).where('c.id', id).whereNotNull('c.partner_id');
  if (partnerId !== undefined) query.where('c.partner_id', partnerId);
  return query.first();
}

/** One page of the partner's bookings, newest first. */
export async function listPartnerBookings(
  knex: Knex,
  partnerId: string,
  query: { status?: ConsultationStatus | undefined; page: number; pageSize: number },
): Promise<Page<PartnerBookingRow>> {
  const filter = (builder: Knex.QueryBuilder) => {
    builder.where('c.partner_id', partnerId);
    if (query.status) builder.where('c.status', query.status);
  };
  const [rows, counted] = await Promise.all([
    selectPartnerBookingRows(knex)
      .where(filter)
      .orderBy([
        { column: 'c.created_at', order: 'desc' },
        { column: 'c.id', order: 'desc' },
      ])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    knex('consultations as c').where(filter).count<{ total: number }[]>({ total: '*' }),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}
