import { act, waitFor } from '@testing-library/react';
import { type Query, useQueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/errors.js';
import { queryKey } from '../api/keys.js';
import { respond } from '../mocks/handlers.js';
import { renderHookWithKit } from '../test/renderWithKit.js';
import {
  PENDING_CONFIRMATIONS_POLL_MS,
  useAutoCompleteOverdue,
  usePendingConfirmations,
  useSendCompletionReminder,
} from './adminConsultations.js';
import {
  useCancelConsultation,
  useConsultation,
  useConsultationMessages,
  useCreateConsultation,
  useExpertAvailability,
  useMyConsultations,
  useSendConsultationMessage,
  useUpdateConsultationStatus,
} from './consultations.js';
import { useMarkAllNotificationsRead, useNotifications } from './notifications.js';
import { useConfirmSandboxPayment, useProcessPayment } from './payments.js';
import { useCreateReview } from './reviews.js';

const EXPERT = '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b11';
const CONSULTATION = '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b';
const OTHER = '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

const paths = (requests: Request[]) =>
  requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`);
const bodyOf = async (requests: Request[], method: string) =>
  requests.find((r) => r.method === method)?.json();
const wait = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
/** What a query's refetchInterval answers for its current state (a number, or false for no polling). */
const pollIntervalOf = (query: Query | undefined) => {
  // The observer's options, which the query keeps; QueryOptions does not declare them.
  const options = query?.options as
    | { refetchInterval?: number | false | ((query: Query) => number | false | undefined) }
    | undefined;
  const interval = options?.refetchInterval;
  return typeof interval === 'function' ? interval(query!) : interval;
};

describe('consultation hooks', () => {
  it('ask availability for the range and length, keyed by method, path and params', async () => {
    const params = { from: '2026-11-30T11:00:00.000Z', to: '2026-12-01T11:00:00.000Z' };
    const { result, requests } = renderHookWithKit(() => ({
      slots: useExpertAvailability(EXPERT, { ...params, duration: 90 }),
      cache: useQueryClient().getQueryCache(),
    }));
    await waitFor(() => expect(result.current.slots.isSuccess).toBe(true));
    expect(paths(requests)).toEqual([
      `GET /api/experts/${EXPERT}/availability?from=2026-11-30T11%3A00%3A00.000Z&to=2026-12-01T11%3A00%3A00.000Z&duration=90`,
    ]);
    expect(result.current.cache.getAll().map((q) => q.queryKey)).toContainEqual([
      'get',
      '/api/experts/{id}/availability',
      { id: EXPERT, ...params, duration: 90 },
    ]);
  });

  it('ask for nothing without an id or while disabled', async () => {
    const { requests } = renderHookWithKit(() => ({
      availability: useExpertAvailability(EXPERT, {}, false),
      consultation: useConsultation(undefined),
      messages: useConsultationMessages(undefined),
    }));
    await wait();
    expect(requests).toEqual([]);
  });

  it('store a new booking as its detail and refetch the lists and that expert’s free times', async () => {
    const { result, requests } = renderHookWithKit(() => ({
      mine: useMyConsultations(),
      free: useExpertAvailability(EXPERT),
      otherExpert: useExpertAvailability(OTHER),
      create: useCreateConsultation(),
      cache: useQueryClient(),
    }));
    await waitFor(() => expect(result.current.free.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.mine.isSuccess).toBe(true));
    requests.length = 0;
    const booked = await act(() =>
      result.current.create.mutateAsync({
        expertId: EXPERT,
        title: 'General Consultation',
        scheduledAt: '2026-12-01T21:00:00.000Z',
        duration: 60,
        totalAmount: 18000,
      }),
    );
    expect(booked.status).toBe('pending_payment');
    expect(
      result.current.cache.getQueryData(
        queryKey('get', '/api/consultations/{id}', { id: booked.id }),
      ),
    ).toEqual(booked);
    await waitFor(() =>
      expect(paths(requests).sort()).toEqual([
        'GET /api/consultations',
        `GET /api/experts/${EXPERT}/availability`,
        'POST /api/consultations',
      ]),
    );
  });

  it('turn a taken slot into ApiRequestError slot_taken', async () => {
    const { result } = renderHookWithKit(
      () => useCreateConsultation(),
      [respond('createConsultation', 409)],
    );
    const error = await act(() =>
      result.current
        .mutateAsync({ expertId: EXPERT, title: 'x', scheduledAt: '2026-12-01T21:00:00.000Z' })
        .catch((e: unknown) => e),
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).code).toBe('slot_taken');
    expect((error as ApiRequestError).status).toBe(409);
  });

  it('send lifecycle actions to the consultation’s path with their bodies', async () => {
    const { result, requests } = renderHookWithKit(() => ({
      status: useUpdateConsultationStatus(),
      cancel: useCancelConsultation(),
    }));
    await act(() => result.current.status.mutateAsync({ id: CONSULTATION, status: 'confirmed' }));
    await act(() => result.current.cancel.mutateAsync({ id: CONSULTATION, reason: 'Ill' }));
    expect(paths(requests)).toEqual([
      `PATCH /api/consultations/${CONSULTATION}`,
      `POST /api/consultations/${CONSULTATION}/cancel`,
    ]);
    expect(await bodyOf(requests, 'PATCH')).toEqual({ status: 'confirmed' });
    expect(await bodyOf(requests, 'POST')).toEqual({ reason: 'Ill' });
  });

  it('refetch only that consultation’s messages after sending one', async () => {
    const { result, requests } = renderHookWithKit(() => ({
      mine: useConsultationMessages(CONSULTATION),
      other: useConsultationMessages(OTHER),
      send: useSendConsultationMessage(),
    }));
    await waitFor(() => expect(result.current.other.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.mine.isSuccess).toBe(true));
    requests.length = 0;
    await act(() => result.current.send.mutateAsync({ id: CONSULTATION, message: 'Hello' }));
    await waitFor(() =>
      expect(paths(requests)).toEqual([
        `POST /api/consultations/${CONSULTATION}/messages`,
        `GET /api/consultations/${CONSULTATION}/messages`,
      ]),
    );
  });
});

describe('payment, review, notification and admin hooks', () => {
  it("answer a refused test card with the API's 402 body", async () => {
    const { result } = renderHookWithKit(
      () => useConfirmSandboxPayment(),
      [respond('confirmSandboxPayment', 402)],
    );
    const error = (await act(() =>
      result.current
        .mutateAsync({
          paymentIntentId: 'pi_sandbox_4c1e9a578f0f6c2d',
          cardNumber: '4000 0000 0000 0002',
          expiry: '12/30',
          cvc: '123',
        })
        .catch((e: unknown) => e),
    )) as ApiRequestError;
    expect([error.status, error.code, error.serverMessage]).toEqual([
      402,
      'card_declined',
      'Your card was declined.',
    ]);
  });

  it('store the paid consultation after process-payment', async () => {
    const { result } = renderHookWithKit(() => ({
      process: useProcessPayment(),
      cache: useQueryClient(),
    }));
    await act(() =>
      result.current.process.mutateAsync({
        consultationId: CONSULTATION,
        paymentIntentId: 'pi_sandbox_4c1e9a578f0f6c2d',
      }),
    );
    const stored = result.current.cache.getQueryData<{ status: string }>(
      queryKey('get', '/api/consultations/{id}', { id: CONSULTATION }),
    );
    expect(stored?.status).toBe('confirmed');
  });

  it('send a review as 5 stars and public unless told, and refetch the reviewed consultation', async () => {
    const { result, requests } = renderHookWithKit(() => ({
      consultation: useConsultation(CONSULTATION),
      review: useCreateReview(),
    }));
    await waitFor(() => expect(result.current.consultation.isSuccess).toBe(true));
    await act(() => result.current.review.mutateAsync({ consultationId: CONSULTATION }));
    expect(await bodyOf(requests, 'POST')).toEqual({
      consultationId: CONSULTATION,
      rating: 5,
      isPublic: true,
    });
    await waitFor(() =>
      expect(paths(requests)).toEqual([
        `GET /api/consultations/${CONSULTATION}`,
        'POST /api/reviews',
        `GET /api/consultations/${CONSULTATION}`,
      ]),
    );
  });

  it('refetch the notifications after marking them all read', async () => {
    const { result, requests } = renderHookWithKit(() => ({
      list: useNotifications({ unreadOnly: true }),
      readAll: useMarkAllNotificationsRead(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.readAll.mutateAsync());
    await waitFor(() =>
      expect(paths(requests)).toEqual([
        'GET /api/notifications?unreadOnly=true',
        'POST /api/notifications/read-all',
        'GET /api/notifications?unreadOnly=true',
      ]),
    );
  });

  it('poll the overdue list every 30 seconds and refetch it after a reminder or auto-complete', async () => {
    const { result, requests } = renderHookWithKit(() => ({
      overdue: usePendingConfirmations(),
      remind: useSendCompletionReminder(),
      autoComplete: useAutoCompleteOverdue(),
      cache: useQueryClient().getQueryCache(),
    }));
    await waitFor(() => expect(result.current.overdue.isSuccess).toBe(true));
    const query = result.current.cache.find({
      queryKey: queryKey('get', '/api/admin/pending-confirmations'),
    });
    expect(pollIntervalOf(query)).toBe(PENDING_CONFIRMATIONS_POLL_MS);
    expect(PENDING_CONFIRMATIONS_POLL_MS).toBe(30_000);
    await act(() =>
      result.current.remind.mutateAsync({ consultationId: CONSULTATION, message: ' ' }),
    );
    await act(() => result.current.autoComplete.mutateAsync());
    await waitFor(() =>
      expect(paths(requests).filter((p) => p.includes('pending-confirmations'))).toHaveLength(3),
    );
    // A blank message leaves the text to the server's default.
    expect(await bodyOf(requests, 'POST')).toEqual({});
  });

  it('stop polling the overdue list once the server refuses it (no longer an admin)', async () => {
    const { result } = renderHookWithKit(
      () => ({ overdue: usePendingConfirmations(), cache: useQueryClient().getQueryCache() }),
      [respond('getPendingConfirmations', 403)],
    );
    await waitFor(() => expect(result.current.overdue.isError).toBe(true));
    expect(result.current.overdue.error).toMatchObject({ status: 403 });
    const query = result.current.cache.find({
      queryKey: queryKey('get', '/api/admin/pending-confirmations'),
    });
    expect(pollIntervalOf(query)).toBe(false);
  });
});
