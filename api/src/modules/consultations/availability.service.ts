// An expert's bookable start times: the scheduling module's free starts under the expert's availability settings,
// offered only for an approved expert.
import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import type { SchedulingService } from '../scheduling/scheduling.service.js';
import type { ConsultationsRepository } from './consultations.repository.js';

type Schemas = components['schemas'];

export function createAvailabilityService(deps: {
  repository: ConsultationsRepository;
  scheduling: SchedulingService;
}) {
  const { repository, scheduling } = deps;
  return {
    /** Bookable start times of an approved expert. */
    async slots(
      expertId: string,
      query: { from?: Date | undefined; to?: Date | undefined; duration?: number | undefined },
    ): Promise<Schemas['Availability']> {
      const expert = await repository.findBookableExpert(expertId);
      if (!expert || expert.status !== 'approved') {
        throw AppError.notFound('Expert not found', 'expert_not_found');
      }
      return scheduling.availability({ id: expert.id, timeZone: expert.time_zone }, query);
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
