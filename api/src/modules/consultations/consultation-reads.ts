// Who may see a consultation and how it reads: the contract's view of one or many, each with its money from the
// ledger, for the parties and admins only.
import type { Actor } from '@expertbridge/workflows';
import { AppError } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/session.js';
import { balancesFrom, emptyBalances } from '../ledger/ledger.js';
import type { SchedulingService } from '../scheduling/scheduling.service.js';
import { fitsHours } from '../scheduling/slot-engine.js';
import type { ConsultationRow, ConsultationWithBalances } from './consultation-row.js';
import { toConsultation, type ConsultationView } from './consultation-view.js';
import {
  ACTIVE_STATUSES,
  type ConsultationListQuery,
  type ConsultationsRepository,
} from './consultations.repository.js';

export function consultationNotFound(): AppError {
  return AppError.notFound('Consultation not found', 'consultation_not_found');
}

/** The user's part in a consultation: client, expert, admin (read-only bystander) or none. */
export function partOf(row: ConsultationRow, user: SessionUser): Actor['role'] | undefined {
  if (row.client_id === user.id) return 'client';
  if (row.expert_user_id === user.id) return 'expert';
  return user.isAdmin ? 'admin' : undefined;
}

export function createConsultationReads(deps: {
  repository: ConsultationsRepository;
  scheduling: SchedulingService;
  now: () => Date;
}) {
  const { repository, scheduling, now } = deps;

  /**
   * The expert's views mark each active consultation that no longer fits their hours (a settings change never
   * cancels or moves a booking). All rows are the one expert's.
   */
  async function markOutsideHours(
    rows: readonly ConsultationRow[],
    views: ConsultationView[],
  ): Promise<ConsultationView[]> {
    const first = rows[0];
    if (!first) return views;
    const rules = await scheduling.rulesOf({
      id: first.expert_id,
      timeZone: first.expert_time_zone,
    });
    return views.map((view, i) => {
      const row = rows[i]!;
      if (!ACTIVE_STATUSES.includes(row.status)) return view;
      return { ...view, outsideHours: !fitsHours(rules, row.scheduled_at, row.duration_minutes) };
    });
  }

  /** The view of a row read with its balances (findConsultationWithBalances): no further read. */
  function viewOf(row: ConsultationWithBalances): ConsultationView {
    return toConsultation(row, balancesFrom(row.ledger_balances), now());
  }

  /** The views of many rows, their balances read in one statement. */
  async function views(rows: ConsultationRow[]): Promise<ConsultationView[]> {
    const balances = await repository.balancesByConsultation(rows.map((row) => row.id));
    const at = now();
    return rows.map((row) => toConsultation(row, balances.get(row.id) ?? emptyBalances(), at));
  }

  return {
    viewOf,
    views,

    /** One consultation as it stands, whoever asks (the caller has checked). */
    async view(id: string): Promise<ConsultationView> {
      const row = await repository.findConsultationWithBalances(id);
      if (!row) throw consultationNotFound();
      return viewOf(row);
    },

    /** The consultation and the user's part in it; 404 for anyone who is not a party or an admin. */
    async load(id: string, user: SessionUser) {
      const row = await repository.findConsultation(id);
      const part = row && partOf(row, user);
      if (!row || !part) throw consultationNotFound();
      return { row, part };
    },

    /** One consultation, for its parties and admins. */
    async get(id: string, user: SessionUser): Promise<ConsultationView> {
      const row = await repository.findConsultationWithBalances(id);
      const part = row && partOf(row, user);
      if (!row || !part) throw consultationNotFound();
      if (part !== 'expert') return viewOf(row);
      return (await markOutsideHours([row], [viewOf(row)]))[0]!;
    },

    /** A page of the user's consultations as client, or as expert. */
    async list(user: SessionUser, as: 'client' | 'expert', query: ConsultationListQuery) {
      let party: { clientId: string } | { expertId: string } = { clientId: user.id };
      if (as === 'expert') {
        const expertId = await repository.findExpertIdOfUser(user.id);
        if (!expertId) {
          throw AppError.notFound(
            'You do not have an expert profile yet',
            'expert_profile_not_found',
          );
        }
        party = { expertId };
      }
      const { rows, total } = await repository.findConsultationPage(party, query);
      const items =
        as === 'expert' ? await markOutsideHours(rows, await views(rows)) : await views(rows);
      return { items, page: query.page, pageSize: query.pageSize, total };
    },
  };
}
