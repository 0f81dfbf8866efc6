import type { components } from '@expertbridge/sdk';
import {
  useExpertConsultations,
  useMyConsultations,
  type ConsultationListParams,
} from '../../../hooks/consultations.js';
import { useSession } from '../../../hooks/session.js';

type Consultation = components['schemas']['Consultation'];

/** Which side of their consultations a dashboard shows: booked as a client, or booked with the expert. */
export type DashboardRole = 'client' | 'expert';

/**
 * The role a dashboard component works in: the one given, else the session's (a user with an expert profile
 * sees the expert dashboard, part 2 §6). Undefined while the session is still loading.
 */
export function useDashboardRole(role?: DashboardRole): DashboardRole | undefined {
  const session = useSession();
  if (role) return role;
  if (session.isLoading) return undefined;
  return session.isExpert ? 'expert' : 'client';
}

/** The role's consultation list: `GET /api/consultations` as client, `/api/consultations/expert` as expert. */
export function useRoleConsultations(
  role: DashboardRole | undefined,
  params: ConsultationListParams,
) {
  const asClient = useMyConsultations(params, role === 'client');
  const asExpert = useExpertConsultations(params, role === 'expert');
  return role === 'expert' ? asExpert : asClient;
}

/** The other party as the viewer sees them (part 2 §6): the expert sees the client, the client the expert. */
export function counterpartOf(consultation: Consultation, role: DashboardRole) {
  return role === 'expert' ? consultation.client : consultation.expert.user;
}
