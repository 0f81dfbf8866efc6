import type { components, OwnExpertProfile, User } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { exampleResponse, operation, type OperationId } from './examples.js';
import { confirmedConsultation } from './fixtures.js';
import { respond } from './handlers.js';
import { session } from './scenarios.js';

// Dashboard data built from the contract's examples, and in-memory stand-ins for the list endpoints that
// filter, order and page as the API does, so a status filter or a calendar range really changes the answer.

type Schemas = components['schemas'];
type Consultation = Schemas['Consultation'];

const HOUR = 3_600_000;

/** An operation's path as an msw pattern on any origin. */
export function operationPattern(id: OperationId): string {
  return `*${operation(id).path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** An instant some hours after the start of the current hour (so "upcoming" stays upcoming). */
export function hoursFromNow(hours: number): string {
  return new Date(Math.floor(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();
}

/** The contract's confirmed consultation, moved to another id, time, status, party or price. */
export function consultation(overrides: Partial<Consultation> & { id: string }): Consultation {
  const merged = { ...confirmedConsultation, ...overrides };
  const endsAt = new Date(new Date(merged.scheduledAt).getTime() + merged.duration * 60_000);
  return { ...merged, endsAt: endsAt.toISOString() };
}

const person = (firstName: string, lastName: string, id: string) => ({
  id,
  firstName,
  lastName,
  profileImageUrl: null,
});
const sam = person('Sam', 'Kauri', '9a0e7c52-2f1b-4c8e-b1a4-6d3c2e1f0a01');
const aroha = person('Aroha', 'Wiremu', '9a0e7c52-2f1b-4c8e-b1a4-6d3c2e1f0a02');
const jack = person('Jack', 'Thompson', '9a0e7c52-2f1b-4c8e-b1a4-6d3c2e1f0a03');
/** An immigration lawyer in Sydney, paid in A$, as a consultation names its expert. */
export const sydneyExpert = {
  ...confirmedConsultation.expert,
  id: '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b12',
  title: 'Immigration Lawyer',
  user: { firstName: 'Olivia', lastName: 'Chen', profileImageUrl: null },
  category: { id: 4, name: 'Immigration & Visa' },
  timeZone: 'Australia/Sydney',
};
/** A$ prices of a booking: total, the 15 % fee and the expert's share. */
export const aud = (amount: number) => ({
  totalAmount: { amount, currency: 'AUD' as const },
  platformFee: { amount: Math.round(amount * 0.15), currency: 'AUD' as const },
  expertAmount: { amount: amount - Math.round(amount * 0.15), currency: 'AUD' as const },
});

const id = (n: number) => `5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c${String(n).padStart(2, '0')}`;

/** A dashboard's consultations relative to now: four upcoming confirmed, and every other status. */
export function dashboardConsultations(): Consultation[] {
  return [
    consultation({ id: id(1), scheduledAt: hoursFromNow(26) }),
    consultation({
      id: id(2),
      title: 'Visa options for a software engineer',
      scheduledAt: hoursFromNow(50),
      client: sam,
      expert: sydneyExpert,
      ...aud(25050),
    }),
    consultation({
      id: id(3),
      title: 'Rental property depreciation',
      scheduledAt: hoursFromNow(75),
      client: aroha,
    }),
    consultation({
      id: id(4),
      title: 'Year-end tax planning',
      scheduledAt: hoursFromNow(120),
      client: jack,
    }),
    consultation({
      id: id(5),
      title: 'Provisional tax for a new contractor',
      status: 'pending',
      scheduledAt: hoursFromNow(98),
      client: sam,
      deadlines: { ...confirmedConsultation.deadlines, responseDueAt: hoursFromNow(20) },
    }),
    consultation({
      id: id(6),
      title: 'Partner visa documents',
      status: 'pending',
      scheduledAt: hoursFromNow(146),
      client: aroha,
      duration: 90,
      ...aud(37575),
      deadlines: { ...confirmedConsultation.deadlines, responseDueAt: hoursFromNow(40) },
    }),
    consultation({
      id: id(7),
      title: 'Company structure for a café',
      status: 'pending_payment',
      scheduledAt: hoursFromNow(170),
      deadlines: { ...confirmedConsultation.deadlines, paymentDueAt: hoursFromNow(1) },
    }),
    consultation({
      id: id(8),
      title: 'GST return review',
      status: 'in_progress',
      scheduledAt: hoursFromNow(0),
      startedAt: hoursFromNow(0),
      client: jack,
    }),
    consultation({
      id: id(9),
      title: 'Trust accounts',
      status: 'completed',
      scheduledAt: hoursFromNow(-240),
      completedAt: hoursFromNow(-239),
      client: sam,
    }),
    consultation({
      id: id(10),
      title: 'Working holiday visa',
      status: 'cancelled',
      scheduledAt: hoursFromNow(-72),
      expert: sydneyExpert,
      client: aroha,
      ...aud(12525),
    }),
  ];
}

/** A request the in-memory API answered: method, path, query and body. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** In-memory data, the handlers that read and change it, and every request they saw. */
export interface Store {
  handlers: HttpHandler[];
  requests: RecordedRequest[];
  /** Back to the consultations it started with, requests forgotten. */
  reset(): void;
}

/** Notes a request before it is answered. */
export async function record(requests: RecordedRequest[], request: Request): Promise<URL> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  requests.push({
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: text ? JSON.parse(text) : undefined,
  });
  return url;
}

/** One page of `items` as the API pages it (`page` from 1, `pageSize` 20 by default). */
export function pageOf<T>(items: T[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: items.length,
  };
}

export interface ConsultationStore extends Store {
  /** False while the lists are out of reach: reading them fails as a network error (changes still go through). */
  reachable: boolean;
}

/**
 * Both consultation lists (filtered by status and start range, ordered, paged), Accept / Decline / Start
 * (PATCH) and Complete over one in-memory set, as the API answers them.
 */
export function consultationStore(
  initial: () => Consultation[] = dashboardConsultations,
): ConsultationStore {
  let items = initial();
  const requests: RecordedRequest[] = [];
  const list = async ({ request }: { request: Request }) => {
    const url = await record(requests, request);
    if (!store.reachable) return HttpResponse.error();
    const q = url.searchParams;
    const from = q.get('from');
    const to = q.get('to');
    const chosen = items
      .filter((c) => !q.get('status') || c.status === q.get('status'))
      .filter((c) => !from || c.scheduledAt >= from)
      .filter((c) => !to || c.scheduledAt < to)
      .sort(
        (a, b) => a.scheduledAt.localeCompare(b.scheduledAt) * (q.get('order') === 'asc' ? 1 : -1),
      );
    return HttpResponse.json(pageOf(chosen, url));
  };
  const change =
    (status: Consultation['status']) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      await record(requests, request);
      const body =
        request.method === 'PATCH'
          ? ((await request.json()) as { status: Consultation['status'] })
          : { status };
      const found = items.find((c) => c.id === params.id);
      if (!found)
        return HttpResponse.json(exampleResponse('getConsultation', 404), { status: 404 });
      const changed = { ...found, status: body.status };
      items = items.map((c) => (c.id === found.id ? changed : c));
      return HttpResponse.json(changed);
    };
  const store: ConsultationStore = {
    handlers: [
      http.get(operationPattern('listMyConsultations'), list),
      http.get(operationPattern('listExpertConsultations'), list),
      http.patch(operationPattern('updateConsultationStatus'), change('confirmed')),
      http.post(operationPattern('completeConsultation'), change('completed')),
    ],
    requests,
    reachable: true,
    reset() {
      items = initial();
      requests.length = 0;
      store.reachable = true;
    },
  };
  return store;
}

/** The signed-in expert's own profile, approved (the contract's example is still under review). */
export const approvedProfile: OwnExpertProfile = {
  ...exampleResponse('getMyExpertProfile', 200)!,
  status: 'approved',
  isVerified: true,
  averageRating: 4.8,
  totalReviews: 24,
};

/** Handlers for the signed-in expert with their approved profile; `handlers` answer first. */
export function signedInExpert(...handlers: HttpHandler[]): HttpHandler[] {
  return [...session.expert(), ...handlers, respond('getMyExpertProfile', 200, approvedProfile)];
}

/**
 * Consultations on fixed days around December 2026 for calendar stories: four on 2 December (Auckland time;
 * the first is the contract's, 21:00 UTC on 1 December), one on the last day of November, others later
 * in December and one in January.
 */
export function calendarConsultations(): Consultation[] {
  const at = (n: number, scheduledAt: string, status: Consultation['status'], title: string) =>
    consultation({ id: id(40 + n), scheduledAt, status, title });
  return [
    consultation({ id: id(40), scheduledAt: '2026-12-01T21:00:00.000Z' }),
    at(1, '2026-12-02T01:00:00.000Z', 'pending', 'Provisional tax for a new contractor'),
    at(2, '2026-12-02T03:00:00.000Z', 'completed', 'Trust accounts'),
    at(3, '2026-12-02T04:00:00.000Z', 'cancelled', 'Working holiday visa'),
    at(4, '2026-11-29T22:00:00.000Z', 'completed', 'GST return review'),
    at(5, '2026-12-08T22:00:00.000Z', 'confirmed', 'Rental property depreciation'),
    at(6, '2026-12-15T02:00:00.000Z', 'pending_payment', 'Company structure for a café'),
    at(7, '2027-01-04T21:00:00.000Z', 'confirmed', 'Year-end tax planning'),
  ];
}

/** Settings' save answering as the API does: the signed-in user with the new, trimmed names. */
export function renameEcho(user: User): { handler: HttpHandler; bodies: unknown[] } {
  const bodies: unknown[] = [];
  const handler = http.patch(operationPattern('updateCurrentUser'), async ({ request }) => {
    const body = (await request.json()) as { firstName: string; lastName: string };
    bodies.push(body);
    return HttpResponse.json({
      ...user,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
    });
  });
  return { handler, bodies };
}
