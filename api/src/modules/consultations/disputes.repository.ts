import type { Knex } from 'knex';
import type { Page } from '../../platform/page.js';
import type { ConsultationRow } from './consultation-row.js';
import { selectConsultationRows } from './consultation.records.js';

export type DisputeStatus = 'open' | 'resolved';

/** Only consultations with a dispute, open or resolved. */
function withDispute(builder: Knex.QueryBuilder, status: DisputeStatus) {
  builder.whereNotNull('c.dispute_opened_at');
  return status === 'open'
    ? builder.whereNull('c.dispute_resolved_at')
    : builder.whereNotNull('c.dispute_resolved_at');
}

/**
 * One page of disputed consultations: open ones oldest first, so that the longest waiting is dealt with
 * first; resolved ones most recently resolved first.
 */
async function findDisputePage(
  knex: Knex,
  query: { status: DisputeStatus; page: number; pageSize: number },
): Promise<Page<ConsultationRow>> {
  const order =
    query.status === 'open'
      ? [
          { column: 'c.dispute_opened_at', order: 'asc' },
          { column: 'c.id', order: 'asc' },
        ]
      : [
          { column: 'c.dispute_resolved_at', order: 'desc' },
          { column: 'c.id', order: 'desc' },
        ];
  const [rows, [counted]] = await Promise.all([
    withDispute(selectConsultationRows(knex), query.status)
      .orderBy(order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    withDispute(knex('consultations as c'), query.status).count({ total: '*' }),
  ]);
  return { rows: rows as ConsultationRow[], total: Number(counted?.total ?? 0) };
}

/** How many disputes are open and how many resolved. */
async function countDisputes(knex: Knex): Promise<Record<DisputeStatus, number>> {
  const row: { open: string | number; resolved: string | number } = await knex('consultations')
    .whereNotNull('dispute_opened_at')
    .first(
      knex.raw('count(*) FILTER (WHERE dispute_resolved_at IS NULL) AS open'),
      knex.raw('count(*) FILTER (WHERE dispute_resolved_at IS NOT NULL) AS resolved'),
    );
  return { open: Number(row.open), resolved: Number(row.resolved) };
}

/** The disputes' reads over one database. */
export function createDisputesRepository(knex: Knex) {
  return {
    findPage: (query: { status: DisputeStatus; page: number; pageSize: number }) =>
      findDisputePage(knex, query),
    count: () => countDisputes(knex),
  };
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
