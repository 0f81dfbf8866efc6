// Booking and the lifecycle actions (spec part 2 §2.1, §4.1, §7; DESIGN §3). The workflow is the only
// writer of a consultation's status after booking: every action here is a Temporal update, and the
// answer is read back from the database the update's activity has written.
import {
  acceptUpdate,
  adminCompleteUpdate,
  cancelUpdate,
  consultationWorkflowId,
  declineUpdate,
  endUpdate,
  openDisputeUpdate,
  reportNoShowUpdate,
  resolveDisputeUpdate,
  sendReminderUpdate,
  startUpdate,
  type Actor,
  type DisputeResolution,
  type LifecycleConfig,
} from '@expertbridge/workflows';
import { AppError } from '../../platform/errors.js';
import { waitUntil } from '../../platform/wait.js';
import type { SessionUser } from '../../platform/session.js';
import type { SchedulingService } from '../scheduling/scheduling.service.js';
import { createBookingChecks, priceOf } from './booking-checks.js';
import { createConsultationReads } from './consultation-reads.js';
import { createConsultationMoves } from './consultation-moves.js';
import type { ConsultationRow } from './consultation-row.js';
import type { ConsultationView } from './consultation-view.js';
import type { ConsultationsRepository } from './consultations.repository.js';
import type { CreateConsultationInput } from './consultations.schemas.js';
import type { ConsultationNotifier } from './lifecycle-ports.js';
import type { LifecycleClient } from './lifecycle-client.js';

/** How long a cancellation's answer waits for its refund and payout to be posted. */
const SETTLE_WAIT_MS = 5_000;

export interface ConsultationsDeps {
  repository: ConsultationsRepository;
  lifecycle: LifecycleClient;
  lifecycleConfig: LifecycleConfig;
  /** The experts' availability: the one rule every booking and move passes. */
  scheduling: SchedulingService;
  /** Tells the expert of a Quick Consultation, which has no payment step to announce it. */
  notify?: ConsultationNotifier;
  now?: () => Date;
}

// Other modules (reviews, payments, the widget, the room) import these from the service's file.
export { consultationNotFound, partOf } from './consultation-reads.js';

export function createConsultationsService(deps: ConsultationsDeps) {
  const { repository, lifecycle, lifecycleConfig, now, notify } = deps;
  const clock = now ?? (() => new Date());
  const checks = createBookingChecks(deps.scheduling, clock);

  const reads = createConsultationReads({ repository, scheduling: deps.scheduling, now: clock });
  const { view, load } = reads;

  /**
   * Whether the consultation may move to `scheduledAt` by the booking rules (its own current time counts as free):
   * a direct move, a proposal and its acceptance all ask this one check.
   */
  async function checkNewStart(row: ConsultationRow, scheduledAt: Date): Promise<void> {
    await checks.checkMove(row, scheduledAt);
  }

  /** Runs an update as the user and answers the consultation as the update left it. */
  async function act(
    id: string,
    user: SessionUser,
    allowed: readonly Actor['role'][],
    send: (actor: Actor) => Promise<unknown>,
  ): Promise<ConsultationView> {
    const { part } = await load(id, user);
    if (!allowed.includes(part)) {
      throw AppError.forbidden('You may not do that with this consultation', 'not_allowed');
    }
    await send({ role: part, userId: user.id });
    return view(id);
  }

  const moves = createConsultationMoves({ lifecycle, load, act, checkNewStart });

  /** Waits (a few seconds at most) until nothing of the consultation's money is between two accounts. */
  async function waitUntilSettled(id: string): Promise<void> {
    await waitUntil(async () => {
      const b = await repository.consultationBalances(id);
      return b.escrow === 0 && b.refunds_payable === 0 && b.expert_payable === 0;
    }, SETTLE_WAIT_MS);
  }

  return {
    view,
    viewOf: reads.viewOf,
    views: reads.views,
    get: reads.get,
    list: reads.list,

    /**
     * Books a consultation and starts its lifecycle; the slot is the expert's alone (409 otherwise). A booking made
     * through a partner's widget carries the partner and its metadata.
     */
    async create(
      user: SessionUser,
      input: CreateConsultationInput,
      via?: { partnerId: string; metadata: Record<string, string> },
    ): Promise<ConsultationView> {
      if (input.clientId !== undefined && input.clientId !== user.id) {
        throw AppError.forbidden('You can only book consultations for yourself', 'not_allowed');
      }
      const expert = await repository.findBookableExpert(input.expertId);
      if (!expert || expert.status !== 'approved') {
        throw AppError.notFound('Expert not found', 'expert_not_found');
      }
      if (expert.user_id === user.id) {
        throw AppError.forbidden('You cannot book a consultation with yourself', 'own_expert');
      }
      const buffers = await checks.checkNewBooking(expert, input.scheduledAt, input.duration);
      const price = priceOf(input, expert);
      const endsAt = new Date(input.scheduledAt.getTime() + input.duration * 60_000);
      const id = await repository.insertConsultation({
        client_id: user.id,
        expert_id: expert.id,
        expert_user_id: expert.user_id,
        title: input.title,
        description: input.description,
        duration_minutes: input.duration,
        scheduled_at: input.scheduledAt,
        ends_at: endsAt,
        status: price.total > 0 ? 'pending_payment' : 'pending',
        consultation_type: input.consultationType,
        is_quick: price.total === 0,
        currency: price.currency,
        total_amount: price.total,
        platform_fee: price.platformFee,
        expert_amount: price.expertShare,
        lifecycle_config: lifecycleConfig,
        partner_id: via?.partnerId ?? null,
        partner_metadata: via ? via.metadata : null,
        buffer_before_minutes: buffers.bufferBeforeMinutes,
        buffer_after_minutes: buffers.bufferAfterMinutes,
      });
      try {
        await lifecycle.start({
          consultationId: id,
          clientId: user.id,
          expertId: expert.user_id,
          startsAt: input.scheduledAt.toISOString(),
          durationMinutes: input.duration,
          price,
          config: lifecycleConfig,
        });
      } catch (error) {
        // Without its workflow nothing would ever move this booking on: give the slot back. The start may have
        // reached Temporal all the same (only its answer was late): that workflow must not outlive the row. Ending it
        // is not awaited: with Temporal out of reach it would hold the answer for another call deadline, and a
        // workflow it cannot end ends by itself at its first step. abandon() never throws.
        await repository.deleteUnstartedConsultation(id);
        void lifecycle.abandon(id);
        throw error;
      }
      if (price.total === 0 && notify) {
        await repository.inTransaction((trx) =>
          notify(trx, {
            consultationId: id,
            kind: 'booking_received',
            dedupeBase: `${consultationWorkflowId(id)}:booked`,
          }),
        );
      }
      return view(id);
    },

    /** Accept, Decline (the expert's) or Start (either party's). */
    setStatus(id: string, user: SessionUser, status: 'confirmed' | 'cancelled' | 'in_progress') {
      if (status === 'in_progress') {
        return act(id, user, ['client', 'expert'], (actor) =>
          lifecycle.update(id, startUpdate, { actor }),
        );
      }
      const definition = status === 'confirmed' ? acceptUpdate : declineUpdate;
      return act(id, user, ['expert'], (actor) => lifecycle.update(id, definition, { actor }));
    },

    /** Either party ends the session. */
    complete(id: string, user: SessionUser) {
      return act(id, user, ['client', 'expert'], (actor) =>
        lifecycle.update(id, endUpdate, { actor }),
      );
    },

    /** A party (or an admin) cancels before the start, with the policy's refund. */
    async cancel(id: string, user: SessionUser) {
      await act(id, user, ['client', 'expert', 'admin'], (actor) =>
        lifecycle.update(id, cancelUpdate, { actor }),
      );
      // The update returns once the cancellation is recorded; the refund and the payout of a retained part follow
      // at once as their own steps. The answer shows the money as the cancellation leaves it, settled.
      await waitUntilSettled(id);
      return view(id);
    },

    ...moves,

    /** The client reports that the expert never came. */
    reportNoShow(id: string, user: SessionUser) {
      return act(id, user, ['client'], async (actor) => {
        // The room's attendance is the evidence: an expert who came was not a no-show.
        if ((await repository.attended(id)).expert) {
          throw AppError.conflict(
            'expert_attended',
            'The expert joined this consultation, so it cannot be reported as a no-show.',
          );
        }
        return lifecycle.update(id, reportNoShowUpdate, { actor });
      });
    },

    /** The client disputes a completed consultation inside the complaint window. */
    openDispute(id: string, user: SessionUser, reason: string) {
      return act(id, user, ['client'], (actor) =>
        lifecycle.update(id, openDisputeUpdate, { actor, reason }),
      );
    },

    /** An admin settles the dispute. */
    resolveDispute(
      id: string,
      admin: SessionUser,
      input: {
        resolution: 'release' | 'partial_refund' | 'full_refund';
        refundAmount?: number | undefined;
        note?: string | undefined;
      },
    ) {
      const resolution: DisputeResolution =
        input.resolution === 'partial_refund'
          ? { kind: 'partial_refund', refund: input.refundAmount ?? 0 }
          : { kind: input.resolution };
      return act(id, admin, ['admin'], (actor) =>
        lifecycle.update(id, resolveDisputeUpdate, {
          actor,
          resolution,
          ...(input.note ? { note: input.note } : {}),
        }),
      );
    },

    /** An admin completes an overdue consultation. */
    adminComplete(id: string, admin: SessionUser) {
      return act(id, admin, ['admin'], (actor) =>
        lifecycle.update(id, adminCompleteUpdate, { actor }),
      );
    },

    /** An admin reminds the parties of an overdue consultation now. */
    sendReminder(id: string, admin: SessionUser) {
      return act(id, admin, ['admin'], (actor) =>
        lifecycle.update(id, sendReminderUpdate, { actor }),
      );
    },
  };
}

export type ConsultationsService = ReturnType<typeof createConsultationsService>;
