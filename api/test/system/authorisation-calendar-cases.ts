// The authorisation matrix's cases for calendars: each user's own feed (no id in any path), the feed file by its
// secret token, and an approved expert's imports and busy times. See authorisation-cases.ts.
import type { Case } from './authorisation-cases.js';
import type { CaseKit } from './authorisation-partner-cases.js';
import type { World } from './authorisation-world.js';

/** An address whose host never resolves: accepted, and its fetches fail the same way every time. */
const UNRESOLVED = 'https://calendar.example.invalid/basic.ics';

export function calendarCases(
  world: World,
  kit: Pick<CaseKit, 'none' | 'get'>,
): Record<string, Case> {
  const { users } = world;
  const { none, get } = kit;
  const ownersFeed = () => get(users.owner.client, '/api/calendar/feed');
  /** The expert's imports, without when each was last fetched (the schedule may fetch them meanwhile). */
  const expertsImports = async () => {
    const { status, body } = await get(users.expert.client, '/api/experts/me/calendar-imports');
    const items = (body as { items?: Record<string, unknown>[] }).items ?? [];
    return { status, items: items.map(({ lastFetchedAt: _at, ...item }) => item) };
  };
  /** A new import of the expert's, once its first fetch is over (so nothing moves it during the calls). */
  const anImport = async () => {
    const made = await users.expert.client.request('POST', '/api/experts/me/calendar-imports', {
      body: { url: UNRESOLVED, name: 'Court calendar' },
    });
    if (made.status !== 201) throw new Error(`no calendar import: ${JSON.stringify(made.body)}`);
    const id = made.body.id as string;
    for (let tries = 0; tries < 100; tries += 1) {
      const { items } = await expertsImports();
      if (items.find((item) => item.id === id)?.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { id };
  };
  const theImport = async (o: { id: string }) =>
    (await expertsImports()).items.find((item) => item.id === o.id) ?? null;
  const expertsFeedToken = async () => {
    const made = await users.expert.client.request('POST', '/api/calendar/feed');
    return { token: new URL(made.body.url as string).pathname.split('/').at(-1)! };
  };

  return {
    getMyCalendarFeed: { object: none, call: () => ({ path: '/api/calendar/feed' }) },
    createMyCalendarFeed: {
      object: none,
      freshActor: true,
      call: () => ({ path: '/api/calendar/feed' }),
      readBack: ownersFeed,
    },
    deleteMyCalendarFeed: {
      object: none,
      freshActor: true,
      call: () => ({ path: '/api/calendar/feed' }),
      readBack: ownersFeed,
    },
    getCalendarFeedFile: {
      object: expertsFeedToken,
      call: (o) => ({ path: `/api/calendar-feeds/${o.token}` }),
    },
    listMyCalendarImports: {
      object: none,
      call: () => ({ path: '/api/experts/me/calendar-imports' }),
    },
    createCalendarImport: {
      object: none,
      freshActor: true,
      call: () => ({ path: '/api/experts/me/calendar-imports', body: { url: UNRESOLVED } }),
      readBack: expertsImports,
    },
    deleteCalendarImport: {
      object: anImport,
      fresh: anImport,
      call: (o) => ({ path: `/api/experts/me/calendar-imports/${o.id}` }),
      readBack: theImport,
    },
    refreshCalendarImport: {
      object: anImport,
      fresh: anImport,
      call: (o) => ({ path: `/api/experts/me/calendar-imports/${o.id}/refresh` }),
      readBack: theImport,
    },
    listMyBusyTimes: { object: none, call: () => ({ path: '/api/experts/me/busy-times' }) },
  };
}
