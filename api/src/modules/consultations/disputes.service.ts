// The admins' disputes page: consultations whose client reported a problem in the complaint window, with
// where their money is. Resolving one goes through the consultation's workflow (consultations.service).
import type { components } from '@expertbridge/sdk';
import type { ConsultationsService } from './consultations.service.js';
import type { DisputeStatus, DisputesRepository } from './disputes.repository.js';

type Schemas = components['schemas'];

export function createDisputesService(deps: {
  disputes: DisputesRepository;
  consultations: ConsultationsService;
}) {
  const { disputes, consultations } = deps;
  return {
    /** One page of open or resolved disputes, with both counts for the page's tabs. */
    async list(query: {
      status: DisputeStatus;
      page: number;
      pageSize: number;
    }): Promise<Schemas['DisputePage']> {
      const [{ rows, total }, counts] = await Promise.all([
        disputes.findPage(query),
        disputes.count(),
      ]);
      return {
        items: await consultations.views(rows),
        counts,
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
