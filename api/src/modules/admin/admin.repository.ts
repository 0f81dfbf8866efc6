import type { Knex } from 'knex';
import type { ExpertRow } from '../catalogue/expert-row.js';
import { ExpertModel } from '../catalogue/expert.model.js';
import { selectExpertProfiles, toExpertRow } from '../catalogue/expert.records.js';
import type { VerificationItem, VerificationOutcome } from './verification-checklist.js';

export type ApplicationStatus = ExpertRow['status'];

/** One recorded checklist item with the name of the admin who checked it (gone when that user was deleted). */
export interface CheckRow {
  expert_id: string;
  item: VerificationItem;
  outcome: VerificationOutcome;
  note: string | null;
  checked_by: string | null;
  checked_at: Date;
  checker_first_name: string | null;
  checker_last_name: string | null;
}

export interface StoredApplication {
  row: ExpertRow;
  checks: CheckRow[];
}

export interface CheckToRecord {
  item: VerificationItem;
  outcome: VerificationOutcome;
  note?: string | undefined;
}

export type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

/** An application locked for the length of one transaction, so that two admins cannot decide it twice. */
export interface LockedApplication {
  status: ApplicationStatus;
  userId: string;
  /** Records (or replaces) checklist items as checked now by this admin. */
  recordChecks(checks: readonly CheckToRecord[], adminId: string): Promise<void>;
  /** The outcome recorded for each item so far. */
  outcomes(): Promise<Partial<Record<VerificationItem, VerificationOutcome>>>;
  decide(decision: Decision, adminId: string): Promise<void>;
}

function checksOf(db: Knex, expertIds: readonly string[]): Promise<CheckRow[]> {
  return db('expert_verification_checks as v')
    .leftJoin('users as u', 'u.id', 'v.checked_by')
    .whereIn('v.expert_id', expertIds)
    .select('v.*', 'u.first_name as checker_first_name', 'u.last_name as checker_last_name');
}

/** Expert applications (ExpertModel, with their owner and category) and their checklists, as admins review them. */
export function createAdminRepository(knex: Knex) {
  return {
    /** One page of applications in a status, oldest submission first, with their checks. */
    async list(
      status: ApplicationStatus,
      page: number,
      pageSize: number,
    ): Promise<{ items: StoredApplication[]; total: number }> {
      const experts = await selectExpertProfiles(knex)
        .where('experts.status', status)
        .orderBy([{ column: 'experts.submitted_at' }, { column: 'experts.id' }])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const rows = experts.map(toExpertRow);
      const total = await ExpertModel.query(knex).where({ status }).resultSize();
      const checks =
        rows.length > 0
          ? await checksOf(
              knex,
              rows.map((row) => row.id),
            )
          : [];
      return {
        items: rows.map((row) => ({
          row,
          checks: checks.filter((check) => check.expert_id === row.id),
        })),
        total,
      };
    },

    /** One application with its checks, or undefined. */
    async find(id: string): Promise<StoredApplication | undefined> {
      const expert = await selectExpertProfiles(knex).findById(id);
      return expert ? { row: toExpertRow(expert), checks: await checksOf(knex, [id]) } : undefined;
    },

    /**
     * Runs `work` on the application with its row locked, in one transaction: whatever `work` throws undoes all it
     * recorded. Returns undefined when there is no such application.
     */
    async withLockedApplication<T>(
      id: string,
      work: (application: LockedApplication) => Promise<T>,
    ): Promise<{ result: T } | undefined> {
      return knex.transaction(async (trx) => {
        const locked = await trx('experts')
          .where({ id })
          .forUpdate()
          .first<{ status: ApplicationStatus; user_id: string } | undefined>('status', 'user_id');
        if (!locked) return undefined;
        const result = await work({
          status: locked.status,
          userId: locked.user_id,
          async recordChecks(checks, adminId) {
            if (checks.length === 0) return;
            await trx('expert_verification_checks')
              .insert(
                checks.map((check) => ({
                  expert_id: id,
                  item: check.item,
                  outcome: check.outcome,
                  note: check.note ?? null,
                  checked_by: adminId,
                  checked_at: trx.fn.now(),
                })),
              )
              .onConflict(['expert_id', 'item'])
              .merge(['outcome', 'note', 'checked_by', 'checked_at']);
          },
          async outcomes() {
            const rows: { item: VerificationItem; outcome: VerificationOutcome }[] = await trx(
              'expert_verification_checks',
            )
              .where({ expert_id: id })
              .select('item', 'outcome');
            return Object.fromEntries(rows.map((row) => [row.item, row.outcome]));
          },
          async decide(decision, adminId) {
            await ExpertModel.query(trx)
              .findById(id)
              .patch({
                status: decision.status,
                rejection_reason: decision.status === 'rejected' ? decision.reason : null,
                reviewed_at: trx.fn.now(),
                reviewed_by: adminId,
                updated_at: trx.fn.now(),
              });
          },
        });
        return { result };
      });
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
