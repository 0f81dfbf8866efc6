// The experts' availability: their own settings (read, saved, previewed), the free starts clients are offered, and
// the one check every booking and every move passes (`checkBookable`). The rule itself is the pure slot engine; this
// service gathers what it needs: the settings (or the defaults), the time the expert's consultations hold (through
// the BookedTimes port) and the busy times of their calendars (ExternalBusyTimes).
import type { components } from '@expertbridge/sdk';
import { BOOKING_HORIZON_MS } from '@expertbridge/workflows';
import { AppError } from '../../platform/errors.js';
import { defaultRules, type AvailabilityRules } from './availability-rules.js';
import { refusalError } from './refusals.js';
import type { AvailabilitySettingsBody } from './scheduling.schemas.js';
import type { SchedulingRepository } from './scheduling.repository.js';
import {
  noExternalBusyTimes,
  type BookedTimes,
  type ExternalBusyTimes,
} from './scheduling-ports.js';
import { freeStarts, latestStart, whyNot, type SlotContext } from './slot-engine.js';

type Schemas = components['schemas'];
type Duration = Schemas['ConsultationDuration'];

const DAY_MS = 24 * 3_600_000;
/** The range asked for when the query gives none: two weeks from its start. */
const DEFAULT_RANGE_MS = 14 * DAY_MS;
/** The longest range one availability answer covers. */
const MAX_AVAILABILITY_RANGE_MS = 31 * DAY_MS;
/** Occupied and busy times are read this far around the times asked about: a local day reaches 14 h either side. */
const MARGIN_MS = 2 * DAY_MS;

/** The expert the rules are for: their profile id and zone. */
export interface ScheduledExpert {
  id: string;
  timeZone: string;
}

export function createSchedulingService(deps: {
  repository: SchedulingRepository;
  booked: BookedTimes;
  external?: ExternalBusyTimes;
  now?: () => Date;
}) {
  const { repository, booked } = deps;
  const external = deps.external ?? noExternalBusyTimes;
  const clock = deps.now ?? (() => new Date());

  async function ownExpert(userId: string) {
    const expert = await repository.findExpertOfUser(userId);
    if (!expert) {
      throw AppError.notFound('You do not have an expert profile yet', 'expert_profile_not_found');
    }
    return expert;
  }

  async function stored(expert: ScheduledExpert) {
    return repository.findRules(expert.id, expert.timeZone);
  }

  async function rulesOf(expert: ScheduledExpert): Promise<AvailabilityRules> {
    return (await stored(expert))?.rules ?? defaultRules(expert.timeZone);
  }

  /** Everything the engine needs to judge starts in [from, to] for the expert under `rules`. */
  async function contextFor(
    expert: ScheduledExpert,
    rules: AvailabilityRules,
    window: { from: Date; to: Date; platformLatest?: Date; exceptConsultationId?: string },
  ): Promise<SlotContext> {
    const now = clock();
    const platformLatest = window.platformLatest ?? new Date(now.getTime() + BOOKING_HORIZON_MS);
    const from = new Date(window.from.getTime() - MARGIN_MS);
    const to = new Date(window.to.getTime() + MARGIN_MS);
    const [bookedTimes, busy] = await Promise.all([
      booked.bookedTimes(expert.id, from, to, window.exceptConsultationId),
      external.busyRanges(expert.id, from, to),
    ]);
    return { rules, now, platformLatest, booked: bookedTimes, busy };
  }

  /** The free starts of `duration` in [from, to) and the first one at or after `from` within the horizon. */
  async function availabilityUnder(
    expert: ScheduledExpert,
    rules: AvailabilityRules,
    query: { from?: Date | undefined; to?: Date | undefined; duration?: number | undefined },
  ): Promise<Schemas['Availability']> {
    const now = clock();
    const from = query.from ?? now;
    const to = query.to ?? new Date(from.getTime() + DEFAULT_RANGE_MS);
    if (
      to.getTime() <= from.getTime() ||
      to.getTime() - from.getTime() > MAX_AVAILABILITY_RANGE_MS
    ) {
      throw AppError.badRequest('validation_failed', 'The query is not valid', {
        to: 'Must be after from and at most 31 days later',
      });
    }
    const durations = [...rules.durations].sort((a, b) => a - b);
    const duration = query.duration ?? (durations.includes(60) ? 60 : durations[0]!);
    if (!durations.includes(duration as Duration)) {
      throw refusalError({ code: 'duration_not_offered' }, rules);
    }
    const horizon = new Date(Math.max(to.getTime(), now.getTime() + BOOKING_HORIZON_MS));
    const context = await contextFor(expert, rules, { from, to: horizon });
    const slots = freeStarts(context, { from, to, durationMinutes: duration });
    const next =
      slots[0] ??
      freeStarts(context, {
        from: to,
        to: new Date(latestStart(context).getTime() + 1),
        durationMinutes: duration,
        limit: 1,
      })[0];
    return {
      expertId: expert.id,
      timeZone: rules.timeZone,
      duration: duration as Duration,
      from: from.toISOString(),
      to: to.toISOString(),
      slots: slots.map((start) => ({
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + duration * 60_000).toISOString(),
      })),
      nextAvailableAt: next ? next.toISOString() : null,
      durations: durations as Duration[],
    };
  }

  function settingsOf(
    rules: AvailabilityRules,
    updatedAt: Date | null,
  ): Schemas['AvailabilitySettings'] {
    return { ...rules, updatedAt: updatedAt ? updatedAt.toISOString() : null };
  }

  return {
    /** The expert's rules: their saved settings, else the defaults (today's hours) in their zone. */
    rulesOf,

    /** The signed-in expert's own settings (the defaults, `updatedAt: null`, when never saved). */
    async getOwn(userId: string): Promise<Schemas['AvailabilitySettings']> {
      const expert = await ownExpert(userId);
      const saved = await stored({ id: expert.id, timeZone: expert.time_zone });
      return saved
        ? settingsOf(saved.rules, saved.updatedAt)
        : settingsOf(defaultRules(expert.time_zone), null);
    },

    /** Replaces the signed-in expert's settings; existing bookings stay as they are. */
    async saveOwn(
      userId: string,
      body: AvailabilitySettingsBody,
    ): Promise<Schemas['AvailabilitySettings']> {
      const expert = await ownExpert(userId);
      const saved = await repository.saveRules(expert.id, body);
      return settingsOf(saved.rules, saved.updatedAt);
    },

    /** The next two weeks' 60-minute starts (else the shortest offered) under draft settings; nothing is saved. */
    async previewOwn(
      userId: string,
      body: AvailabilitySettingsBody,
    ): Promise<Schemas['Availability']> {
      const expert = await ownExpert(userId);
      return availabilityUnder({ id: expert.id, timeZone: body.timeZone }, body, {});
    },

    /** The free starts clients are offered (the caller has checked that the expert may be booked). */
    async availability(
      expert: ScheduledExpert,
      query: { from?: Date | undefined; to?: Date | undefined; duration?: number | undefined },
    ): Promise<Schemas['Availability']> {
      return availabilityUnder(expert, await rulesOf(expert), query);
    },

    /**
     * The one check of a booking or a move: throws the refusal (422 with its code, 409 `slot_taken`) unless the
     * expert's rules offer a consultation of `duration` minutes at `scheduledAt`. `platformLatest` is the platform's
     * latest start (60 days from the booking, or from a moved booking's payment); a move names the consultation
     * moved, whose own time does not count as taken. Answers the buffers in force, which the booking stores.
     */
    async checkBookable(
      expert: ScheduledExpert,
      request: {
        scheduledAt: Date;
        duration: number;
        platformLatest: Date;
        exceptConsultationId?: string;
      },
    ): Promise<{ bufferBeforeMinutes: number; bufferAfterMinutes: number }> {
      const rules = await rulesOf(expert);
      const context = await contextFor(expert, rules, {
        from: request.scheduledAt,
        to: new Date(request.scheduledAt.getTime() + request.duration * 60_000),
        platformLatest: request.platformLatest,
        ...(request.exceptConsultationId
          ? { exceptConsultationId: request.exceptConsultationId }
          : {}),
      });
      const refusal = whyNot(context, request.scheduledAt, request.duration);
      if (refusal) throw refusalError(refusal, rules);
      return {
        bufferBeforeMinutes: rules.bufferBeforeMinutes,
        bufferAfterMinutes: rules.bufferAfterMinutes,
      };
    },
  };
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
