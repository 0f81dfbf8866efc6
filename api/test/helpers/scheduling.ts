import type { Knex } from 'knex';
import { createConsultationsRepository } from '../../src/modules/consultations/consultations.repository.js';
import { createSchedulingRepository } from '../../src/modules/scheduling/scheduling.repository.js';
import { createSchedulingService } from '../../src/modules/scheduling/scheduling.service.js';

/** The experts' availability over one database, as the composition root builds it, for a service a test builds. */
export function schedulingOver(knex: Knex) {
  return createSchedulingService({
    repository: createSchedulingRepository(knex),
    booked: createConsultationsRepository(knex),
  });
}
