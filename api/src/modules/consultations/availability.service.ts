// An expert's bookable start times: every start the booking rules allow in a range, less the times their active
// consultations hold.
import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import { availableSlots, MAX_AVAILABILITY_RANGE_MS } from './booking-rules.js';
import type { ConsultationsRepository } from './consultations.repository.js';

type Schemas = components['schemas'];

/** The range asked for when the query gives none: two weeks from now. */
const DEFAULT_RANGE_MS = 14 * 24 * 3_600_000;

export function createAvailabilityService(deps: {
  repository: ConsultationsRepository;
  now?: () => Date;
}) {
  const { repository } = deps;
  const clock = deps.now ?? (() => new Date());
  return {
    /** Bookable start times of an approved expert. */
    async slots(
      expertId: string,
      query: { from?: Date | undefined; to?: Date | undefined; duration: number },
    ): Promise<Schemas['Availability']> {
      const expert = await repository.findBookableExpert(expertId);
      if (!expert || expert.status !== 'approved') {
        throw AppError.notFound('Expert not found', 'expert_not_found');
      }
      const at = clock();
      const from = query.from ?? at;
      const to = query.to ?? new Date(from.getTime() + DEFAULT_RANGE_MS);
      if (
        to.getTime() <= from.getTime() ||
        to.getTime() - from.getTime() > MAX_AVAILABILITY_RANGE_MS
      ) {
        throw AppError.badRequest('validation_failed', 'The query is not valid', {
          to: 'Must be after from and at most 31 days later',
        });
      }
      const busy = await repository.findBusyRanges(expert.id, from, to);
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
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
