import type { components, ExpertBridgeClient } from '@expertbridge/sdk';
import { createClient } from '@expertbridge/sdk';
import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { ApiRequestError, unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';
import type { Availability, AvailabilityParams } from './consultations.js';

type Schemas = components['schemas'];
/** A booking made through the widget: status, price, money state, reference and room link. */
export type WidgetBooking = Schemas['WidgetBooking'];
/** The booking as created, with the token that authorises the guest's later calls about it. */
export type WidgetBookingCreated = Schemas['WidgetBookingCreated'];
/** What the widget books: the slot, the guest and the partner's metadata. */
export type WidgetBookingRequest = Schemas['WidgetBookingRequest'];
/** UTM parameters and the partner's own keys, stored on the booking. */
export type BookingMetadata = Schemas['BookingMetadata'];

export const WIDGET_EXPERT = '/api/widget/experts/{id}';
export const WIDGET_AVAILABILITY = '/api/widget/experts/{id}/availability';
const BOOKING = '/api/widget/bookings/{id}';

export interface WidgetClientOptions {
  /** The API's origin, e.g. `https://expertbridge.co.nz`. */
  baseUrl: string;
  /** The partner's publishable key (`pk_…`), sent as X-Partner-Key on every call. */
  partnerKey: string;
  /** A fetch implementation (mock handlers in stories and tests); the global fetch by default. */
  fetch?: (input: Request) => Promise<Response>;
}

/**
 * An SDK client for a partner's page: the publishable key on every call and never a cookie (the widget
 * works where third-party cookies are blocked, and must not ride on a visitor's ExpertBridge session).
 */
export function createWidgetClient({
  baseUrl,
  partnerKey,
  fetch,
}: WidgetClientOptions): ExpertBridgeClient {
  const send = fetch ?? ((request: Request) => globalThis.fetch(request));
  return createClient({
    baseUrl,
    headers: { 'X-Partner-Key': partnerKey },
    fetch: (request) => send(new Request(request, { credentials: 'omit' })),
  });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const bookingPath = (id: string) => ({ path: { id } });

/** The expert on the widget's card (approved experts only). */
export function useWidgetExpert(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', WIDGET_EXPERT, { id }),
    queryFn: async () => unwrap(await client.GET(WIDGET_EXPERT, { params: { path: { id } } })),
  });
}

/**
 * An expert's bookable start times through the widget, as the public availability answers them; `initialData`
 * when the caller already has them (a day cut from a longer range).
 */
export function useWidgetAvailability(
  id: string | undefined,
  params: AvailabilityParams = {},
  enabled = true,
  initialData?: Availability,
) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', WIDGET_AVAILABILITY, { id, ...params }),
    ...(initialData ? { initialData } : {}),
    queryFn: async () =>
      unwrap(
        await client.GET(WIDGET_AVAILABILITY, {
          params: { path: { id: id ?? '' }, query: params },
        }),
      ),
    enabled: enabled && Boolean(id),
  });
}

/** The gateway and the payment terms, for the widget's payment step. */
export function useWidgetPaymentConfig() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/widget/payments/config'),
    queryFn: async () => unwrap(await client.GET('/api/widget/payments/config')),
    staleTime: Infinity,
  });
}

/** Books as the partner's guest; answers the booking (awaiting payment) and its booking token. */
export function useCreateWidgetBooking() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: WidgetBookingRequest) =>
      unwrap(await client.POST('/api/widget/bookings', { body })),
  });
}

/** The query key of one widget booking, shared by every reading of it. */
export const widgetBookingKey = (id: string | undefined) => queryKey('get', BOOKING, { id });

/** Reads a widget booking with its token. */
export async function readWidgetBooking(
  client: ExpertBridgeClient,
  id: string,
  token: string,
): Promise<WidgetBooking> {
  return unwrap(await client.GET(BOOKING, { params: { path: { id } }, headers: bearer(token) }));
}

/** A widget booking as it stands, read with its token. */
export function useWidgetBooking(id: string | undefined, token: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: widgetBookingKey(id),
    queryFn: () => readWidgetBooking(client, id ?? '', token ?? ''),
    enabled: Boolean(id && token),
  });
}

/** The three payment calls of one widget booking, each with its token (the widget's checkout actions). */
export function widgetPaymentCalls(client: ExpertBridgeClient, id: string, token: string) {
  const headers = bearer(token);
  return {
    createIntent: async () =>
      unwrap(
        await client.POST('/api/widget/bookings/{id}/payment-intent', {
          params: bookingPath(id),
          headers,
        }),
      ),
    confirmSandbox: async (body: Schemas['SandboxConfirmRequest']) =>
      unwrap(
        await client.POST('/api/widget/bookings/{id}/sandbox-confirm', {
          params: bookingPath(id),
          headers,
          body,
        }),
      ),
    process: async (paymentIntentId: string) =>
      unwrap(
        await client.POST('/api/widget/bookings/{id}/process-payment', {
          params: bookingPath(id),
          headers,
          body: { paymentIntentId },
        }),
      ),
  };
}

/** How far ahead the widget looks for the first day with a free time. */
export const LOOKAHEAD_DAYS = 14;

/** The range the widget looks for a first free day in, from an instant (RFC 3339). */
export function lookaheadRange(from: string): { from: string; to: string } {
  const to = new Date(new Date(from).getTime() + LOOKAHEAD_DAYS * 24 * 60 * 60 * 1000);
  return { from, to: to.toISOString() };
}

/** Answers the loader asked for before the app was there (the expert, the free times ahead). */
export interface WidgetPrefetch {
  expertId: string;
  /** The lookahead's start, as the loader asked for it. */
  lookaheadFrom: string;
  expert: Promise<Response>;
  ahead: Promise<Response>;
}

/** The JSON of an answer, or the ApiRequestError the SDK's calls throw for it. */
async function answer<T>(response: Promise<Response>): Promise<T> {
  const received = await response;
  const body: unknown = await received.json().catch(() => undefined);
  if (!received.ok) throw new ApiRequestError(received, body);
  return body as T;
}

/**
 * Puts the loader's requests in flight under the flow's own query keys, so its first screen waits on them
 * instead of asking again: the app's download and the API's round trips overlap.
 */
export function primeWidgetQueries(queries: QueryClient, prefetch: WidgetPrefetch): void {
  const { expertId: id, lookaheadFrom } = prefetch;
  void queries.prefetchQuery({
    queryKey: queryKey('get', WIDGET_EXPERT, { id }),
    queryFn: () => answer(prefetch.expert),
  });
  void queries.prefetchQuery({
    // No length: the server answers 60 minutes, or the expert's shortest when they do not offer 60.
    queryKey: queryKey('get', WIDGET_AVAILABILITY, { id, ...lookaheadRange(lookaheadFrom) }),
    queryFn: () => answer(prefetch.ahead),
  });
}
