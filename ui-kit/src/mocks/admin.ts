import type { components } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { exampleResponse } from './examples.js';
import { operationPattern } from './handlers.js';

// Admin fixtures built from the contract's RevenueSummary and OverdueSummary examples, and an in-memory
// overdue API for the stories that remind, refresh and auto-complete.

type Schemas = components['schemas'];
type OverdueConsultation = Schemas['OverdueConsultation'];
type OverdueSummary = Schemas['OverdueSummary'];
type RevenueSummary = Schemas['RevenueSummary'];

const DAY_MS = 86_400_000;

/** The contract's revenue: NZD and AUD, 17 completed consultations, fees kept from 14 and 3. */
export const revenue: RevenueSummary = exampleResponse('getAdminRevenue', 200);

/** Revenue before any money has left escrow. */
export const noRevenue: RevenueSummary = {
  ...revenue,
  totalRevenue: [],
  completedConsultations: 0,
  byCurrency: [],
  byMonth: [],
};

const example = exampleResponse('getPendingConfirmations', 200);
const base = example.pendingConsultations[0]!;

function shifted<T extends string | null>(iso: T, days: number): T {
  return (iso && new Date(new Date(iso).getTime() + days * DAY_MS).toISOString()) as T;
}

function shiftedAttendance(seen: Schemas['Attendance'], days: number): Schemas['Attendance'] {
  return {
    ...seen,
    firstJoinedAt: shifted(seen.firstJoinedAt, days),
    lastLeftAt: shifted(seen.lastLeftAt, days),
  };
}

/**
 * The contract's overdue consultation moved (with its start, attendance and last reminder) to end `days`
 * days before the example's "now", flagged as the API flags it: urgent from 3 days, due for
 * auto-complete from 7 (part 2 §9).
 */
export function overdueConsultation(
  days: number,
  changes: Partial<OverdueConsultation> = {},
): OverdueConsultation {
  const shift = base.daysSinceEnd - days;
  return {
    ...structuredClone(base),
    id: `5d6c1f0e-8a3b-4e2f-9c1d-${String(days).padStart(12, '0')}`,
    scheduledAt: shifted(base.scheduledAt, shift),
    endsAt: shifted(base.endsAt, shift),
    startedAt: shifted(base.startedAt, shift),
    lastReminderAt: shifted(base.lastReminderAt, shift),
    attendance: {
      client: shiftedAttendance(base.attendance.client, shift),
      expert: shiftedAttendance(base.attendance.expert, shift),
    },
    daysSinceEnd: days,
    urgent: days >= 3,
    needsAutoComplete: days >= 7,
    ...changes,
  };
}

/** Three overdue consultations, most overdue first: 7 days (auto-complete due), exactly 3, and 2. */
export const overdueList: OverdueConsultation[] = [
  overdueConsultation(7, {
    title: 'Visa options after graduating',
    client: { ...base.client, firstName: 'Mere', lastName: 'Tane' },
    lastReminderAt: null,
  }),
  overdueConsultation(3, { title: 'Tenancy bond dispute' }),
  overdueConsultation(2, {
    title: 'Provisional tax for a sole trader',
    status: 'confirmed',
    startedAt: null,
    lastReminderAt: null,
    attendance: {
      client: { firstJoinedAt: null, lastLeftAt: null, present: false },
      expert: { firstJoinedAt: null, lastLeftAt: null, present: false },
    },
  }),
];

/** The summary the API answers for a list. */
export function overdueSummary(items: OverdueConsultation[]): OverdueSummary {
  return {
    pendingConsultations: items,
    totalPending: items.length,
    needsAutoComplete: items.filter((item) => item.needsAutoComplete).length,
  };
}

/** The server's text when an admin leaves the reminder's message blank. */
export const DEFAULT_REMINDER_TEXT = exampleResponse('sendCompletionReminder', 200).message;

/**
 * An overdue API held in memory: reminders stamp `lastReminderAt` and answer the message sent (the
 * default when the request carries none, so a blank message is visible); auto-complete removes the due
 * consultations. `reset` restores the starting list; `replace` changes it as another admin might.
 */
export function overdueApi(initial: OverdueConsultation[] = overdueList) {
  let items = structuredClone(initial);
  return {
    reset: () => void (items = structuredClone(initial)),
    replace: (next: OverdueConsultation[]) => void (items = structuredClone(next)),
    handlers: (): HttpHandler[] => [
      http.get(operationPattern('getPendingConfirmations'), () =>
        HttpResponse.json(overdueSummary(items)),
      ),
      http.post(operationPattern('sendCompletionReminder'), async ({ request, params }) => {
        const body = (await request.json().catch(() => ({}))) as { message?: string };
        const item = items.find((i) => i.id === params.consultationId);
        if (item) item.lastReminderAt = new Date().toISOString();
        return HttpResponse.json({ sent: true, message: body.message ?? DEFAULT_REMINDER_TEXT });
      }),
      http.post(operationPattern('autoCompleteOverdue'), () => {
        const completedCount = items.filter((i) => i.needsAutoComplete).length;
        items = items.filter((i) => !i.needsAutoComplete);
        return HttpResponse.json({ completedCount });
      }),
    ],
  };
}

/** The overdue API the AdminOverdue stories share; each story and test starts from `reset()`. */
export const overdueServer = overdueApi();
