import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import type { CalendarFeedRow, CalendarsRepository } from './calendars.repository.js';
import { feedEventsOf } from './feed-events.js';
import { feedCalendar } from './ics-feed.js';

type CalendarFeed = components['schemas']['CalendarFeed'];

/** How far back a feed reaches: a year of past consultations is plenty for a diary, and bounds the file. */
const FEED_HISTORY_DAYS = 365;
const FEED_MAX_EVENTS = 2_000;

export const feedNotFound = () => AppError.notFound('No calendar feed at this address');

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The private ICS feed of each user. The token is derived (HMAC of the user and a nonce under a platform secret) so
 * the owner can see the address again; the feed is found by the token's hash. A new nonce revokes the old address.
 */
export function createCalendarFeedService(deps: {
  repository: CalendarsRepository;
  /** The key tokens are derived with (platform_secrets). */
  key: () => Promise<Buffer>;
  publicUrl: string;
  now?: () => Date;
}) {
  const { repository, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function tokenOf(row: CalendarFeedRow): Promise<string> {
    const mac = createHmac('sha256', await deps.key()).update(`${row.user_id}:${row.nonce}`);
    return `cf_${mac.digest('hex').slice(0, 40)}`;
  }

  async function toFeed(row: CalendarFeedRow): Promise<CalendarFeed> {
    const url = `${publicUrl}/api/calendar-feeds/${await tokenOf(row)}.ics`;
    return {
      url,
      // Calendar apps read webcal:// as "subscribe", and fetch it over https.
      webcalUrl: url.replace(/^https?:/, 'webcal:'),
      createdAt: row.created_at.toISOString(),
    };
  }

  return {
    /** The user's feed, or null. */
    async get(userId: string): Promise<components['schemas']['CalendarFeedState']> {
      const row = await repository.findFeed(userId);
      return { feed: row ? await toFeed(row) : null };
    },

    /** A new address for the user's feed; the previous one stops working at once. */
    async regenerate(userId: string): Promise<CalendarFeed> {
      const nonce = randomBytes(16).toString('hex');
      const token = await tokenOf({ user_id: userId, nonce } as CalendarFeedRow);
      return toFeed(await repository.replaceFeed(userId, nonce, hashOf(token)));
    },

    async remove(userId: string): Promise<void> {
      await repository.deleteFeed(userId);
    },

    /** The feed's text for a presented token; 404 for an unknown or revoked one. */
    async render(token: string): Promise<string> {
      if (!/^cf_[0-9a-f]{40}$/.test(token)) throw feedNotFound();
      const userId = await repository.feedOwner(hashOf(token));
      if (!userId) throw feedNotFound();
      const at = now();
      const since = new Date(at.getTime() - FEED_HISTORY_DAYS * 86_400_000);
      const rows = await repository.feedConsultations(userId, since, FEED_MAX_EVENTS);
      return feedCalendar(
        rows.flatMap((row) => feedEventsOf(row, userId, publicUrl, at)),
        { name: 'ExpertBridge consultations', now: at },
      );
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
