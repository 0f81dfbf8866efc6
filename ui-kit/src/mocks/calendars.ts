import type { components } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { exampleResponse } from './examples.js';
import { operationPattern } from './handlers.js';

// The private feed and imported calendars (the contract's examples), and an in-memory calendars API that
// makes and revokes feed addresses, adds, refreshes and removes imports, and answers busy times.

type Schemas = components['schemas'];
type CalendarFeed = Schemas['CalendarFeed'];
type CalendarImport = Schemas['CalendarImport'];
type BusyTime = Schemas['BusyTime'];

/** The contract's feed. */
export const feed = (): CalendarFeed => exampleResponse('createMyCalendarFeed', 201);

/** The contract's two imports: Google, up to date; Outlook, failed (the server did not answer). */
export const imports = (): CalendarImport[] => exampleResponse('listMyCalendarImports', 200).items;

/** A calendar still waiting for its first read. */
export const pendingImport = (): CalendarImport => exampleResponse('createCalendarImport', 201);

/** Five calendars: the most an expert may add. */
export const fiveImports = (): CalendarImport[] =>
  Array.from({ length: 5 }, (_, i) => ({
    ...imports()[0]!,
    id: `5b0c3a6e-2f7d-4c1a-9e8b-3d4f5a6b7c8${i}`,
    name: `Calendar ${i + 1}`,
  }));

/** Busy times of the Google calendar in the week of 30 November 2026 (Auckland afternoons). */
export const busyTimes = (): BusyTime[] => [
  {
    start: '2026-12-01T01:00:00.000Z',
    end: '2026-12-01T02:30:00.000Z',
    importId: imports()[0]!.id,
  },
  {
    start: '2026-12-03T02:00:00.000Z',
    end: '2026-12-03T03:00:00.000Z',
    importId: imports()[0]!.id,
  },
];

const NEW_TOKENS = ['cf_1111aaaa2222bbbb3333cccc4444dddd', 'cf_5555eeee6666ffff7777aaaa8888bbbb'];

/** A feed at another secret address. */
function feedAt(token: string): CalendarFeed {
  return {
    url: `https://expertbridge.nz/api/calendar-feeds/${token}.ics`,
    webcalUrl: `webcal://expertbridge.nz/api/calendar-feeds/${token}.ics`,
    createdAt: '2026-12-01T00:30:00.000Z',
  };
}

/** Private and loopback hosts, refused as the API refuses them. */
const PRIVATE_HOST = /^(localhost|127\.|10\.|192\.168\.|169\.254\.)/;

export interface CalendarsState {
  feed: CalendarFeed | null;
  imports: CalendarImport[];
  busy: BusyTime[];
}

/**
 * The calendars API held in memory. POST feed answers a new address each time (the old one is revoked);
 * an import is added pending, and a refresh reads it (a failed one stays failed with its words).
 */
export function calendarsApi(
  initial: () => CalendarsState = () => ({ feed: null, imports: [], busy: [] }),
) {
  let state = initial();
  let made = 0;
  const handlers = (): HttpHandler[] => [
    http.get(operationPattern('getMyCalendarFeed'), () => HttpResponse.json({ feed: state.feed })),
    http.post(operationPattern('createMyCalendarFeed'), () => {
      state.feed = feedAt(NEW_TOKENS[made++ % NEW_TOKENS.length]!);
      return HttpResponse.json(state.feed, { status: 201 });
    }),
    http.delete(operationPattern('deleteMyCalendarFeed'), () => {
      state.feed = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(operationPattern('listMyCalendarImports'), () =>
      HttpResponse.json({ items: state.imports }),
    ),
    http.post(operationPattern('createCalendarImport'), async ({ request }) => {
      const body = (await request.json()) as Schemas['CreateCalendarImportRequest'];
      const url = URL.canParse(body.url)
        ? new URL(body.url.replace(/^webcal:/, 'https:'))
        : undefined;
      if (!url || !/^https?:$/.test(url.protocol) || PRIVATE_HOST.test(url.hostname)) {
        const reason = url
          ? 'That address is on a private network; use the address your calendar gives for sharing.'
          : 'Enter the calendar’s full address, starting with https://.';
        return HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the address',
              details: { url: reason },
            },
          },
          { status: 400 },
        );
      }
      if (state.imports.length >= 5) {
        return HttpResponse.json(
          {
            error: {
              code: 'calendar_import_limit',
              message: 'You can import at most 5 calendars.',
              details: {},
            },
          },
          { status: 422 },
        );
      }
      const item: CalendarImport = {
        ...pendingImport(),
        id: `7c2e5d8a-4b9f-4e3c-9a0d-5f6a7b8c9d0${state.imports.length}`,
        name: body.name ?? url.hostname,
        url: `${url.origin}${url.pathname.length > 24 ? '/…/' + url.pathname.split('/').at(-1) : url.pathname}`,
      };
      state.imports = [...state.imports, item];
      return HttpResponse.json(item, { status: 201 });
    }),
    http.delete(operationPattern('deleteCalendarImport'), ({ params }) => {
      state.imports = state.imports.filter((item) => item.id !== params['importId']);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(operationPattern('refreshCalendarImport'), ({ params }) => {
      const item = state.imports.find((i) => i.id === params['importId']);
      if (!item)
        return HttpResponse.json(
          { error: { code: 'not_found', message: 'Not found', details: {} } },
          { status: 404 },
        );
      if (item.status === 'pending')
        Object.assign(item, {
          status: 'ok',
          lastFetchedAt: '2026-12-01T00:31:00.000Z',
          busyCount: 4,
        });
      return HttpResponse.json(item, { status: 202 });
    }),
    http.get(operationPattern('listMyBusyTimes'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '\uffff';
      return HttpResponse.json({ items: state.busy.filter((b) => b.end > from && b.start < to) });
    }),
  ];
  return {
    handlers,
    reset: () => {
      state = initial();
      made = 0;
    },
    state: () => state,
  };
}
