// The only code that reads and writes partners: the partner model for the rows, knex for the report's aggregate.
import type { Knex } from 'knex';
import type { Currency } from '@expertbridge/workflows';
import { PartnerModel } from './partner.model.js';
import type { NewPartner, PartnerKeyColumns, PartnerRow } from './partner-row.js';

/** One month's (or all time's) figures of a partner's bookings, money per currency. */
export interface FiguresRow {
  month: string | null;
  bookings: number;
  paid_bookings: number;
  cancelled_bookings: number;
  money: { currency: Currency; value: number; refunded: number; platform_revenue: number }[];
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;

export function createPartnersRepository(knex: Knex) {
  const partners = (on: Knex = knex) => PartnerModel.query(on);

  return {
    async insert(partner: NewPartner): Promise<PartnerRow> {
      return partners().insert(partner).returning('*');
    },

    async list(): Promise<PartnerRow[]> {
      return partners().orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    },

    async find(id: string): Promise<PartnerRow | undefined> {
      return partners().findById(id);
    },

    async findByPublishableKey(key: string): Promise<PartnerRow | undefined> {
      return partners().findOne({ publishable_key: key });
    },

    async findBySecretKeyHash(hash: string): Promise<PartnerRow | undefined> {
      return partners().findOne({ secret_key_hash: hash });
    },

    /** Whether any active partner lists this origin (a CORS preflight, which carries no key, asks this). */
    async originListed(origin: string): Promise<boolean> {
      const row = await partners()
        .where({ status: 'active' })
        .whereRaw('? = ANY(allowed_origins)', [origin])
        .select('id')
        .first();
      return row !== undefined;
    },

    async update(
      id: string,
      patch: Partial<NewPartner & { status: PartnerRow['status'] }>,
    ): Promise<PartnerRow | undefined> {
      const [row] = await partners()
        .patch({ ...patch, updated_at: knex.fn.now() })
        .where({ id })
        .returning('*');
      return row;
    },

    /** New keys; every booking token the partner's widgets hold stops working with the old ones. */
    async rotateKeys(id: string, keys: PartnerKeyColumns): Promise<PartnerRow | undefined> {
      return knex.transaction(async (trx) => {
        const [row] = await partners(trx)
          .patch({ ...keys, updated_at: trx.fn.now() })
          .where({ id })
          .returning('*');
        if (row) {
          await trx('booking_tokens')
            .where({ partner_id: id })
            .whereNull('revoked_at')
            .update({ revoked_at: trx.fn.now() });
        }
        return row;
      });
    },

    /**
     * Bookings, paid bookings and cancellations by UTC month of booking (month null: all time), with what clients
     * paid, what was refunded and the platform's share per currency, from the ledger.
     */
    async figures(partnerId: string): Promise<FiguresRow[]> {
      const { rows } = await knex.raw<{
        rows: {
          month: string | null;
          currency: Currency | null;
          bookings: string;
          paid_bookings: string;
          cancelled_bookings: string;
          value: string | null;
          refunded: string | null;
          platform_revenue: string | null;
        }[];
      }>(
        `WITH bookings AS (
           SELECT c.id, c.currency, c.paid_at, c.status,
                  to_char(date_trunc('month', c.created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month
             FROM consultations c WHERE c.partner_id = ?
         ), money AS (
           SELECT l.consultation_id,
                  sum(CASE WHEN l.account = 'client_payments' THEN -l.amount ELSE 0 END) AS value,
                  sum(CASE WHEN l.account IN ('refunds', 'refunds_payable') THEN l.amount ELSE 0 END) AS refunded,
                  sum(CASE WHEN l.account = 'platform_revenue' THEN l.amount ELSE 0 END) AS platform_revenue
             FROM ledger_entries l JOIN bookings b ON b.id = l.consultation_id
            GROUP BY l.consultation_id
         )
         SELECT b.month, b.currency,
                count(*) AS bookings,
                count(*) FILTER (WHERE b.paid_at IS NOT NULL) AS paid_bookings,
                count(*) FILTER (WHERE b.status = 'cancelled') AS cancelled_bookings,
                coalesce(sum(m.value), 0) AS value,
                coalesce(sum(m.refunded), 0) AS refunded,
                coalesce(sum(m.platform_revenue), 0) AS platform_revenue
           FROM bookings b LEFT JOIN money m ON m.consultation_id = b.id
          GROUP BY GROUPING SETS ((b.month, b.currency), (b.currency))
          ORDER BY b.month DESC NULLS FIRST, b.currency`,
        [partnerId],
      );
      const byMonth = new Map<string | null, FiguresRow>();
      for (const row of rows) {
        const figures = byMonth.get(row.month) ?? {
          month: row.month,
          bookings: 0,
          paid_bookings: 0,
          cancelled_bookings: 0,
          money: [],
        };
        figures.bookings += Number(row.bookings);
        figures.paid_bookings += Number(row.paid_bookings);
        figures.cancelled_bookings += Number(row.cancelled_bookings);
        if (row.currency) {
          figures.money.push({
            currency: row.currency,
            value: Number(row.value),
            refunded: Number(row.refunded),
            platform_revenue: Number(row.platform_revenue),
          });
        }
        byMonth.set(row.month, figures);
      }
      return [...byMonth.values()];
    },
  };
}
