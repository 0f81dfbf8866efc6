import type { components } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { WEEKDAYS } from '../components/availability/availabilityDraft.js';
import { weekdayOf } from '../components/dashboard/CalendarView/calendarDates.js';
import { nextDateKey, startOfDayIn } from '../format/zones.js';
import { exampleResponse } from './examples.js';
import { operationPattern } from './handlers.js';

// Availability settings (the contract's examples), and an in-memory settings API whose preview really
// follows the draft's weekly hours, overrides and granularity (bookings and busy times aside), so the
// editor's preview changes as the expert edits.

type Schemas = components['schemas'];
type Settings = Schemas['AvailabilitySettings'];
type Draft = Schemas['AvailabilitySettingsInput'];

/** The first day every preview starts on: Tuesday 1 December 2026 (Auckland). */
export const PREVIEW_TODAY = '2026-12-01';

const standingDay = () => [{ from: '09:00', to: '18:00' }];

/** Never saved: the platform's standing hours, starts on the hour from 09:00 to 18:00 every day. */
export const defaultSettings = (): Settings => ({
  timeZone: 'Pacific/Auckland',
  weeklyHours: {
    monday: standingDay(),
    tuesday: standingDay(),
    wednesday: standingDay(),
    thursday: standingDay(),
    friday: standingDay(),
    saturday: standingDay(),
    sunday: standingDay(),
  },
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  horizonDays: 60,
  durations: [30, 60, 90, 120],
  granularityMinutes: 60,
  maxPerDay: null,
  updatedAt: null,
});

/**
 * Saved (the contract's example): Tuesdays and weekends off, split Wednesdays, summer holidays from
 * 24 December to 5 January and a Saturday morning on 9 January, a 15-minute gap after, 24 h notice.
 */
export const savedSettings = (): Settings =>
  structuredClone(exampleResponse('getMyAvailabilitySettings', 200));

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The 60-minute starts of some days (fourteen) from `today` under a draft, in its zone. */
export function previewOf(draft: Draft, today = PREVIEW_TODAY, days = 14): Schemas['Availability'] {
  const slots: Schemas['Availability']['slots'] = [];
  let day = today;
  for (let i = 0; i < days; i += 1, day = nextDateKey(day)) {
    const override = draft.overrides.find((o) => o.date <= day && day <= (o.until ?? o.date));
    const weekday = WEEKDAYS[weekdayOf(day)]!;
    const ranges = override ? override.ranges : draft.weeklyHours[weekday];
    const midnight = startOfDayIn(day, draft.timeZone).getTime();
    const starts = new Set<number>();
    for (const range of ranges) {
      for (let m = minutes(range.from); m <= minutes(range.to); m += draft.granularityMinutes) {
        starts.add(m);
      }
    }
    for (const m of [...starts].sort((a, b) => a - b)) {
      const start = midnight + m * 60_000;
      slots.push({
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 3_600_000).toISOString(),
      });
    }
  }
  return {
    expertId: '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b11',
    timeZone: draft.timeZone,
    duration: draft.durations.includes(60) ? 60 : (draft.durations[0] ?? 60),
    from: startOfDayIn(today, draft.timeZone).toISOString(),
    to: startOfDayIn(day, draft.timeZone).toISOString(),
    slots,
    nextAvailableAt: slots[0]?.startsAt ?? null,
    durations: [...draft.durations].sort((a, b) => a - b),
  };
}

/**
 * `GET /api/experts/{id}/availability` answering the starts of `settings` over the range asked (as if
 * nothing were booked), for the expert's own calendar.
 */
export function freeStartsHandler(settings: Settings = savedSettings()): HttpHandler {
  return http.get(operationPattern('getExpertAvailability'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const from = query.get('from')!;
    const to = query.get('to')!;
    const first = new Date(Date.parse(from) - 86_400_000).toISOString().slice(0, 10);
    const days = Math.ceil((Date.parse(to) - Date.parse(from)) / 86_400_000) + 2;
    const all = previewOf(settings, first, days);
    const slots = all.slots.filter((s) => s.startsAt >= from && s.startsAt < to);
    return HttpResponse.json({
      ...all,
      from,
      to,
      slots,
      nextAvailableAt: slots[0]?.startsAt ?? null,
    });
  });
}

/** The field errors the server finds that the editor does not: a zone it does not know. */
function serverCheck(draft: Draft): Record<string, string> {
  const details: Record<string, string> = {};
  try {
    new Intl.DateTimeFormat('en-NZ', { timeZone: draft.timeZone });
  } catch {
    details['timeZone'] = 'Choose a time zone that exists, such as Pacific/Auckland.';
  }
  return details;
}

/**
 * The expert's availability settings held in memory: GET answers them, PUT replaces them (a 400 with
 * `details` for an unknown zone, or `refuseWith` when set), and preview follows the draft sent. Every
 * body sent is kept.
 */
export function availabilityApi(initial: () => Settings = defaultSettings) {
  let settings = initial();
  let refusal: Record<string, string> | undefined;
  const saves: Draft[] = [];
  const previews: Draft[] = [];

  const handlers = (): HttpHandler[] => [
    http.get(operationPattern('getMyAvailabilitySettings'), () => HttpResponse.json(settings)),
    http.put(operationPattern('updateMyAvailabilitySettings'), async ({ request }) => {
      const draft = (await request.json()) as Draft;
      saves.push(draft);
      const details = refusal ?? serverCheck(draft);
      if (Object.keys(details).length > 0) {
        return HttpResponse.json(
          { error: { code: 'validation_failed', message: 'Check the settings', details } },
          { status: 400 },
        );
      }
      settings = { ...draft, updatedAt: '2026-12-01T00:30:00.000Z' };
      return HttpResponse.json(settings);
    }),
    http.post(operationPattern('previewMyAvailability'), async ({ request }) => {
      const draft = (await request.json()) as Draft;
      previews.push(draft);
      return HttpResponse.json(previewOf(draft));
    }),
  ];

  return {
    handlers,
    reset: () => {
      settings = initial();
      refusal = undefined;
      saves.length = 0;
      previews.length = 0;
    },
    /** The next saves are refused with these field errors. */
    refuseWith: (details: Record<string, string>) => {
      refusal = details;
    },
    saves: () => saves,
    previews: () => previews,
    settings: () => settings,
  };
}
