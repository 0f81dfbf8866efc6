// Experts' monthly statements: for each month that has ended in the expert's zone with documents of theirs, one
// statement listing them with the month's totals. Each is numbered and inserted in its own transaction; a second
// run for the same expert and month (an overlap, a retry) is refused by the unique key, rolling its number back.
import type { PlatformDetails } from './document-content.js';
import { monthlyStatementContent } from './statement-content.js';
import type {
  DocumentRow,
  DocumentStatements,
  DocumentsRepository,
} from './documents.repository.js';
import { supplierDetails } from './party-details.js';

/** `2026-11-01` → the month's last day and its name (`November 2026`). */
export function monthOf(periodStart: string): { start: string; end: string; label: string } {
  const [year, month] = periodStart.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const label = new Intl.DateTimeFormat('en-NZ', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  return {
    start: periodStart,
    end: `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`,
    label,
  };
}

export function createMonthlyStatements(deps: {
  repository: DocumentsRepository;
  platform: PlatformDetails;
}) {
  const { repository, platform } = deps;

  async function expertOf(trx: DocumentStatements, expertId: string) {
    const account = await trx.expertAccount(expertId);
    if (!account) throw new Error(`expert ${expertId} does not exist`);
    const expert = supplierDetails(await trx.expertTaxDetails(expertId), {
      name: `${account.first_name} ${account.last_name}`,
      currency: account.currency,
    });
    return { expert, currency: account.currency };
  }

  /** Issues one expert's statement for one month; false when it was issued already. */
  async function issue(expertId: string, timeZone: string, periodStart: string): Promise<boolean> {
    return repository.transactionOnce(async (trx) => {
      const documents: DocumentRow[] = await trx.ofExpertMonth(expertId, timeZone, periodStart);
      if (documents.length === 0) return false;
      const { expert, currency } = await expertOf(trx, expertId);
      const month = monthOf(periodStart);
      const content = monthlyStatementContent({
        expert,
        platform,
        month,
        timeZone,
        documents: documents.map((d) => ({
          kind: d.kind,
          number: d.display_number,
          title: d.content.title,
          issuedAt: d.issued_at,
          total: d.total,
          gst: d.gst,
        })),
      });
      await trx.issue({
        kind: 'monthly_statement',
        consultationId: null,
        expertId,
        clientId: null,
        refersTo: null,
        postingId: null,
        period: { start: month.start, end: month.end },
        currency: documents[0]?.currency ?? currency,
        content,
      });
      return true;
    });
  }

  return {
    /** Issues up to `limit` of the statements due at `now`; answers how many it issued. */
    async issueDue(now: Date, limit: number): Promise<{ issued: number }> {
      const due = await repository.dueMonths(now, limit);
      let issued = 0;
      for (const month of due) {
        if (await issue(month.expert_id, month.time_zone, month.period_start)) issued += 1;
      }
      return { issued };
    },
  };
}
