// The consultations module's services over one database, for the modules that build their own (the live room, the
// widget's routes, the payments' wiring) until the composition root hands them built ones. A module outside this
// one builds them here, never from this module's repositories.
import type { Database } from '../../platform/db.js';
import { createAvailabilityService, type AvailabilityService } from './availability.service.js';
import { createChatRepository } from './chat.repository.js';
import { createChatService, type ChatService } from './chat.service.js';
import { createConsultationsRepository } from './consultations.repository.js';
import {
  createConsultationsService,
  type ConsultationsDeps,
  type ConsultationsService,
} from './consultations.service.js';

export function consultationsServiceFor(
  db: Database,
  deps: Omit<ConsultationsDeps, 'repository'>,
): ConsultationsService {
  return createConsultationsService({
    ...deps,
    repository: createConsultationsRepository(db.knex),
  });
}

export function availabilityServiceFor(db: Database): AvailabilityService {
  return createAvailabilityService({ repository: createConsultationsRepository(db.knex) });
}

export function chatServiceFor(db: Database): ChatService {
  return createChatService({
    chat: createChatRepository(db.knex),
    consultations: createConsultationsRepository(db.knex),
  });
}
