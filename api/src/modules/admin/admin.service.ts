import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import { toOwnExpertProfile } from '../catalogue/expert-view.js';
import type {
  AdminRepository,
  CheckToRecord,
  LockedApplication,
  StoredApplication,
} from './admin.repository.js';
import type { ApplicationListQuery } from './admin.schemas.js';
import {
  missingCheckDetails,
  missingChecks,
  VERIFICATION_ITEMS,
  type VerificationItem,
} from './verification-checklist.js';

type Application = components['schemas']['Application'];
type ApplicationPage = components['schemas']['ApplicationPage'];

/** The signed-in admin as the service needs them. */
export interface Reviewer {
  id: string;
}

/** An application as admins see it: the profile, who applied, and where the checklist stands. */
function toApplication({ row, checks }: StoredApplication): Application {
  const ordered = [...checks].sort(
    (a, b) => VERIFICATION_ITEMS.indexOf(a.item) - VERIFICATION_ITEMS.indexOf(b.item),
  );
  return {
    expert: toOwnExpertProfile(row),
    applicantEmail: row.user_email,
    source: row.application_source,
    checks: ordered.map((check) => ({
      item: check.item,
      outcome: check.outcome,
      note: check.note,
      checkedBy: check.checked_by
        ? {
            id: check.checked_by,
            firstName: check.checker_first_name ?? '',
            lastName: check.checker_last_name ?? '',
          }
        : null,
      checkedAt: check.checked_at.toISOString(),
    })),
    missingChecks: missingChecks(
      Object.fromEntries(checks.map((check) => [check.item, check.outcome])),
    ),
  };
}

const notFound = () => AppError.notFound('Application not found');

/** The admin review of expert applications against the verification checklist. */
export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService(deps: { repository: AdminRepository }) {
  const { repository } = deps;

  /** Runs a review step on a pending application that the reviewer did not submit, then reads it back. */
  async function review(
    reviewer: Reviewer,
    id: string,
    step: (application: LockedApplication) => Promise<void>,
  ): Promise<Application> {
    const done = await repository.withLockedApplication(id, async (application) => {
      if (application.status !== 'pending') {
        throw AppError.conflict(
          'application_not_pending',
          'This application has already been decided',
        );
      }
      // Nobody verifies their own credentials, administrators included.
      if (application.userId === reviewer.id) {
        throw AppError.forbidden('You may not review your own application', 'own_application');
      }
      await step(application);
    });
    if (!done) throw notFound();
    return getApplication(id);
  }

  async function getApplication(id: string): Promise<Application> {
    const stored = await repository.find(id);
    if (!stored) throw notFound();
    return toApplication(stored);
  }

  return {
    /** One page of the queue: applications in a status (pending by default), oldest first. */
    async list(query: ApplicationListQuery): Promise<ApplicationPage> {
      const { items, total } = await repository.list(query.status, query.page, query.pageSize);
      return {
        items: items.map(toApplication),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    /** One application with its checklist, or 404. */
    get: getApplication,

    /** Records one checklist item (replacing an earlier outcome for it) on a pending application. */
    recordCheck(
      reviewer: Reviewer,
      id: string,
      item: VerificationItem,
      check: Omit<CheckToRecord, 'item'>,
    ): Promise<Application> {
      return review(reviewer, id, (application) =>
        application.recordChecks([{ ...check, item }], reviewer.id),
      );
    },

    /**
     * Records the given checks and approves when the checklist is complete. An incomplete checklist answers 409
     * `verification_incomplete` naming each missing item, and records nothing: the request is all or nothing.
     */
    approve(
      reviewer: Reviewer,
      id: string,
      checks: readonly CheckToRecord[],
    ): Promise<Application> {
      return review(reviewer, id, async (application) => {
        await application.recordChecks(checks, reviewer.id);
        const missing = missingChecks(await application.outcomes());
        if (missing.length > 0) {
          throw new AppError(
            409,
            'verification_incomplete',
            'The verification checklist is not complete',
            missingCheckDetails(missing),
          );
        }
        await application.decide({ status: 'approved' }, reviewer.id);
      });
    },

    /** Rejects a pending application, keeping the reason to show its owner. */
    reject(reviewer: Reviewer, id: string, reason: string): Promise<Application> {
      return review(reviewer, id, (application) =>
        application.decide({ status: 'rejected', reason }, reviewer.id),
      );
    },
  };
}
