import type { components, operations } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';
import { AVAILABILITY, CONSULTATION, useConsultationAction } from './consultationCache.js';

type Schemas = components['schemas'];
/** A consultation as the API answers it. */
export type Consultation = Schemas['Consultation'];
/** A booking length in minutes: 30, 60, 90 or 120. */
export type ConsultationDuration = Schemas['ConsultationDuration'];
/** The bookable start times of an expert. */
export type Availability = Schemas['Availability'];
/** The booking request (the dialog's variant or the profile page's). */
export type CreateConsultationRequest = Schemas['CreateConsultationRequest'];
/** The range and booking length to ask availability for. */
export type AvailabilityParams = NonNullable<
  operations['getExpertAvailability']['parameters']['query']
>;
/** Status filter, date range, order and paging of a consultation list. */
export type ConsultationListParams = NonNullable<
  operations['listMyConsultations']['parameters']['query']
>;
/** `after` and `limit` of the chat fallback. */
export type MessageListParams = NonNullable<
  operations['listConsultationMessages']['parameters']['query']
>;

const MESSAGES = '/api/consultations/{id}/messages';

const path = (id: string) => ({ params: { path: { id } } });

/**
 * An expert's bookable start times (UTC) for a range and a booking length; `initialData` when the caller
 * already has them (a day cut from a longer range).
 */
export function useExpertAvailability(
  id: string | undefined,
  params: AvailabilityParams = {},
  enabled = true,
  initialData?: Availability,
) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', AVAILABILITY, { id, ...params }),
    ...(initialData ? { initialData } : {}),
    queryFn: async () =>
      unwrap(await client.GET(AVAILABILITY, { params: { path: { id: id ?? '' }, query: params } })),
    enabled: enabled && Boolean(id),
  });
}

/** The signed-in user's consultations as the client. */
export function useMyConsultations(params: ConsultationListParams = {}, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/consultations', params),
    queryFn: async () =>
      unwrap(await client.GET('/api/consultations', { params: { query: params } })),
    enabled,
  });
}

/** The consultations booked with the signed-in expert. */
export function useExpertConsultations(params: ConsultationListParams = {}, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/consultations/expert', params),
    queryFn: async () =>
      unwrap(await client.GET('/api/consultations/expert', { params: { query: params } })),
    enabled,
  });
}

/**
 * One consultation; only requested when an id is given. `pollMs` re-reads it on an interval (the room does
 * while the live connection, which pushes status changes, is down).
 */
export function useConsultation(id: string | undefined, pollMs: number | false = false) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', CONSULTATION, { id }),
    queryFn: async () => unwrap(await client.GET(CONSULTATION, path(id ?? ''))),
    enabled: Boolean(id),
    refetchInterval: pollMs,
  });
}

/** Books a consultation; it answers `pending_payment` (or `pending` for a Quick Consultation). */
export function useCreateConsultation() {
  return useConsultationAction(async (client, body: CreateConsultationRequest) =>
    unwrap(await client.POST('/api/consultations', { body })),
  );
}

/** Accept (`confirmed`), Decline (`cancelled`) or Start (`in_progress`). */
export function useUpdateConsultationStatus() {
  return useConsultationAction(
    async (client, { id, status }: { id: string } & Schemas['ConsultationStatusUpdate']) =>
      unwrap(await client.PATCH(CONSULTATION, { ...path(id), body: { status } })),
  );
}

/** Ends an in-progress consultation (End Consultation). */
export function useCompleteConsultation() {
  return useConsultationAction(async (client, { id }: { id: string }) =>
    unwrap(await client.POST('/api/consultations/{id}/complete', path(id))),
  );
}

/** Cancels before the start, with an optional reason; the refund follows the policy. */
export function useCancelConsultation() {
  return useConsultationAction(
    async (client, { id, ...body }: { id: string } & Schemas['CancelConsultationRequest']) =>
      unwrap(await client.POST('/api/consultations/{id}/cancel', { ...path(id), body })),
  );
}

/**
 * Moves the start, or proposes a new one the other party answers (free up to 24 hours before): the answer's
 * `rescheduleProposal` says which.
 */
export function useRescheduleConsultation() {
  return useConsultationAction(
    async (client, { id, ...body }: { id: string } & Schemas['RescheduleConsultationRequest']) =>
      unwrap(await client.POST('/api/consultations/{id}/reschedule', { ...path(id), body })),
  );
}

/** The other party accepts the open proposal of a new time: the consultation moves (409/422 if no longer free). */
export function useAcceptReschedule() {
  return useConsultationAction(async (client, { id }: { id: string }) =>
    unwrap(await client.POST('/api/consultations/{id}/reschedule/accept', path(id))),
  );
}

/** The other party declines the open proposal; the consultation keeps its time. */
export function useDeclineReschedule() {
  return useConsultationAction(async (client, { id }: { id: string }) =>
    unwrap(await client.POST('/api/consultations/{id}/reschedule/decline', path(id))),
  );
}

/** The proposer takes their proposal back; the consultation keeps its time. */
export function useWithdrawReschedule() {
  return useConsultationAction(async (client, { id }: { id: string }) =>
    unwrap(await client.POST('/api/consultations/{id}/reschedule/withdraw', path(id))),
  );
}

/** The client reports that the expert did not show up (full refund). */
export function useReportExpertNoShow() {
  return useConsultationAction(async (client, { id }: { id: string }) =>
    unwrap(await client.POST('/api/consultations/{id}/no-show', path(id))),
  );
}

/** The client opens a dispute in the complaint window; the payout waits for an admin. */
export function useOpenDispute() {
  return useConsultationAction(
    async (client, { id, ...body }: { id: string } & Schemas['OpenDisputeRequest']) =>
      unwrap(await client.POST('/api/consultations/{id}/dispute', { ...path(id), body })),
  );
}

/** An admin settles an open dispute: release, partial or full refund. */
export function useResolveDispute() {
  return useConsultationAction(
    async (client, { id, ...body }: { id: string } & Schemas['ResolveDisputeRequest']) =>
      unwrap(await client.POST('/api/consultations/{id}/resolve-dispute', { ...path(id), body })),
    // A refund changes the platform's revenue; the dispute moves from open to resolved.
    [
      ['get', '/api/admin/revenue'],
      ['get', '/api/admin/disputes'],
    ],
  );
}

/** Chat messages, oldest first; `pollMs` polls while the live connection is down. */
export function useConsultationMessages(
  id: string | undefined,
  params: MessageListParams = {},
  pollMs: number | false = false,
) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', MESSAGES, { id, ...params }),
    queryFn: async () =>
      unwrap(await client.GET(MESSAGES, { params: { path: { id: id ?? '' }, query: params } })),
    enabled: Boolean(id),
    refetchInterval: pollMs,
  });
}

/** Sends a chat message over REST (the fallback) and refetches that consultation's messages. */
export function useSendConsultationMessage() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, message }: { id: string; message: string }) =>
      unwrap(await client.POST(MESSAGES, { ...path(id), body: { message } })),
    onSuccess: (_message, { id }) =>
      queries.invalidateQueries({ queryKey: ['get', MESSAGES, { id }] }),
  });
}

/** The figures of the signed-in user's dashboard (as client and, for experts, as expert). */
export function useDashboardSummary(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/dashboard/summary'),
    queryFn: async () => unwrap(await client.GET('/api/dashboard/summary')),
    enabled,
  });
}
