// Booking and the lifecycle actions (spec part 2 §2.1, §4.1, §7; DESIGN §3). The workflow is the only
// writer of a consultation's status after booking: every action here is a Temporal update, and the
// answer is read back from the database the update's activity has written.
import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';
import {
  acceptUpdate,
  adminCompleteUpdate,
  cancelUpdate,
  consultationWorkflowId,
  declineUpdate,
  endUpdate,
  openDisputeUpdate,
  priceFor,
  reportNoShowUpdate,
  rescheduleUpdate,
  resolveDisputeUpdate,
  sendReminderUpdate,
  startUpdate,
  type Actor,
  type DisputeResolution,
  type LifecycleConfig,
  type PriceSplit,
} from '@expertbridge/workflows';
import { AppError } from '../../platform/errors.js';
import { waitUntil } from '../../platform/wait.js';
import type { SessionUser } from '../../platform/session.js';
import { balancesFrom, emptyBalances } from '../ledger/ledger.js';
import { balancesByConsultation, consultationBalances } from '../ledger/ledger.records.js';
import { availableSlots, MAX_AVAILABILITY_RANGE_MS, startTimeProblem } from './booking-rules.js';
import { toConsultation, type ConsultationView } from './consultation-view.js';
import * as repository from './consultations.repository.js';
import type { ConsultationListQuery, ConsultationRow } from './consultations.repository.js';
import type { CreateConsultationInput } from './consultations.schemas.js';
import type { ConsultationNotifier } from './lifecycle-activities.js';
import type { LifecycleClient } from './lifecycle-client.js';
import { attended } from '../room/attendance.repository.js';

type Schemas = components['schemas'];

/** How long a cancellation's answer waits for its refund and payout to be posted. */
const SETTLE_WAIT_MS = 5_000;

export interface ConsultationsDeps {
  knex: Knex;
  lifecycle: LifecycleClient;
  lifecycleConfig: LifecycleConfig;
  /** Tells the expert of a Quick Consultation, which has no payment step to announce it. */
  notify?: ConsultationNotifier;
  now?: () => Date;
}

export function consultationNotFound(): AppError {
  return AppError.notFound('Consultation not found', 'consultation_not_found');
}

function unprocessable(code: string, message: string, details: Record<string, string>) {
  return new AppError(422, code, message, details);
}

/** The user's part in a consultation: client, expert, admin (read-only bystander) or none. */
export function partOf(row: ConsultationRow, user: SessionUser): Actor['role'] | undefined {
  if (row.client_id === user.id) return 'client';
  if (row.expert_user_id === user.id) return 'expert';
  return user.isAdmin ? 'admin' : undefined;
}

/** The server's price; a client-sent amount that differs is refused rather than silently replaced. */
function priceOf(input: CreateConsultationInput, expert: repository.BookableExpert): PriceSplit {
  const quick = input.totalAmount === 0 && input.duration === 30;
  const price = quick
    ? { currency: expert.currency, total: 0, platformFee: 0, expertShare: 0 }
    : priceFor(expert.hourly_rate_amount, input.duration, expert.currency);
  const details: Record<string, string> = {};
  if (input.totalAmount !== undefined && input.totalAmount !== price.total) {
    details.totalAmount = `The price of this booking is ${price.total} cents`;
  }
  if (input.platformFee !== undefined && input.platformFee !== price.platformFee) {
    details.platformFee = `The platform fee of this booking is ${price.platformFee} cents`;
  }
  if (input.expertAmount !== undefined && input.expertAmount !== price.expertShare) {
    details.expertAmount = `The expert's share of this booking is ${price.expertShare} cents`;
  }
  if (Object.keys(details).length > 0) {
    throw unprocessable('price_mismatch', "The amounts do not match the expert's price", details);
  }
  return price;
}

export function consultationsService(deps: ConsultationsDeps) {
  const { knex, lifecycle, lifecycleConfig, now, notify } = deps;
  const clock = now ?? (() => new Date());

  async function views(rows: ConsultationRow[]): Promise<ConsultationView[]> {
    const balances = await balancesByConsultation(
      knex,
      rows.map((row) => row.id),
    );
    const at = clock();
    return rows.map((row) => toConsultation(row, balances.get(row.id) ?? emptyBalances(), at));
  }

  /** The view of a row read with its balances (findConsultationWithBalances): no further read. */
  function viewOf(row: repository.ConsultationWithBalances): ConsultationView {
    return toConsultation(row, balancesFrom(row.ledger_balances), clock());
  }

  async function view(id: string): Promise<ConsultationView> {
    const row = await repository.findConsultationWithBalances(knex, id);
    if (!row) throw consultationNotFound();
    return viewOf(row);
  }

  /** The consultation and the user's part in it; 404 for anyone who is not a party or an admin. */
  async function load(id: string, user: SessionUser) {
    const row = await repository.findConsultation(knex, id);
    const part = row && partOf(row, user);
    if (!row || !part) throw consultationNotFound();
    return { row, part };
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

  /** Waits (a few seconds at most) until nothing of the consultation's money is between two accounts. */
  async function waitUntilSettled(id: string): Promise<void> {
    await waitUntil(async () => {
      const b = await consultationBalances(knex, id);
      return b.escrow === 0 && b.refunds_payable === 0 && b.expert_payable === 0;
    }, SETTLE_WAIT_MS);
  }

  return {
    view,
    viewOf,
    views,

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
      const expert = await repository.findBookableExpert(knex, input.expertId);
      if (!expert || expert.status !== 'approved') {
        throw AppError.notFound('Expert not found', 'expert_not_found');
      }
      if (expert.user_id === user.id) {
        throw AppError.forbidden('You cannot book a consultation with yourself', 'own_expert');
      }
      const problem = startTimeProblem(input.scheduledAt, expert.time_zone, clock());
      if (problem) {
        throw unprocessable(
          'invalid_start_time',
          "Consultations start on the hour between 09:00 and 18:00 in the expert's time zone",
          { scheduledAt: problem },
        );
      }
      const price = priceOf(input, expert);
      const endsAt = new Date(input.scheduledAt.getTime() + input.duration * 60_000);
      const id = await repository.insertConsultation(knex, {
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
        await repository.deleteUnstartedConsultation(knex, id);
        void lifecycle.abandon(id);
        throw error;
      }
      if (price.total === 0 && notify) {
        await knex.transaction((trx) =>
          notify(trx, {
            consultationId: id,
            kind: 'booking_received',
            dedupeBase: `${consultationWorkflowId(id)}:booked`,
          }),
        );
      }
      return view(id);
    },

    /** One consultation, for its parties and admins. */
    async get(id: string, user: SessionUser): Promise<ConsultationView> {
      const row = await repository.findConsultationWithBalances(knex, id);
      if (!row || !partOf(row, user)) throw consultationNotFound();
      return viewOf(row);
    },

    /** A page of the user's consultations as client, or as expert. */
    async list(user: SessionUser, as: 'client' | 'expert', query: ConsultationListQuery) {
      let party: { clientId: string } | { expertId: string } = { clientId: user.id };
      if (as === 'expert') {
        const expertId = await repository.findExpertIdOfUser(knex, user.id);
        if (!expertId) {
          throw AppError.notFound(
            'You do not have an expert profile yet',
            'expert_profile_not_found',
          );
        }
        party = { expertId };
      }
      const { rows, total } = await repository.findConsultationPage(knex, party, query);
      return { items: await views(rows), page: query.page, pageSize: query.pageSize, total };
    },

    /** Bookable start times of an approved expert. */
    async availability(
      expertId: string,
      query: { from?: Date | undefined; to?: Date | undefined; duration: number },
    ): Promise<Schemas['Availability']> {
      const expert = await repository.findBookableExpert(knex, expertId);
      if (!expert || expert.status !== 'approved') {
        throw AppError.notFound('Expert not found', 'expert_not_found');
      }
      const at = clock();
      const from = query.from ?? at;
      const to = query.to ?? new Date(from.getTime() + 14 * 24 * 3_600_000);
      if (
        to.getTime() <= from.getTime() ||
        to.getTime() - from.getTime() > MAX_AVAILABILITY_RANGE_MS
      ) {
        throw AppError.badRequest('validation_failed', 'The query is not valid', {
          to: 'Must be after from and at most 31 days later',
        });
      }
      const busy = await repository.findBusyRanges(knex, expert.id, from, to);
      const slots = availableSlots({
        from,
        to,
        timeZone: expert.time_zone,
        durationMinutes: query.duration,
        busy,
        now: at,
      });
      return {
        expertId: expert.id,
        timeZone: expert.time_zone,
        duration: query.duration as Schemas['Availability']['duration'],
        from: from.toISOString(),
        to: to.toISOString(),
        slots: slots.map((s) => ({ startsAt: s.start.toISOString(), endsAt: s.end.toISOString() })),
      };
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

    /** A party moves the start to another bookable time. */
    async reschedule(id: string, user: SessionUser, scheduledAt: Date) {
      const { row } = await load(id, user);
      const problem = startTimeProblem(scheduledAt, row.expert_time_zone, clock());
      if (problem) {
        throw unprocessable(
          'invalid_start_time',
          "Consultations start on the hour between 09:00 and 18:00 in the expert's time zone",
          { scheduledAt: problem },
        );
      }
      const end = new Date(scheduledAt.getTime() + row.duration_minutes * 60_000);
      const busy = await repository.findBusyRanges(knex, row.expert_id, scheduledAt, end, id);
      if (busy.length > 0) throw repository.slotTaken();
      return act(id, user, ['client', 'expert'], (actor) =>
        lifecycle.update(id, rescheduleUpdate, { actor, startsAt: scheduledAt.toISOString() }),
      );
    },

    /** The client reports that the expert never came. */
    reportNoShow(id: string, user: SessionUser) {
      return act(id, user, ['client'], async (actor) => {
        // The room's attendance is the evidence: an expert who came was not a no-show.
        if ((await attended(knex, id)).expert) {
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

export type ConsultationsService = ReturnType<typeof consultationsService>;
