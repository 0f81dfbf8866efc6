// What the notices of a proposed new time say (en-NZ): the consultation keeps its time until the other party
// accepts, so each names both the current start and the proposed one, in the reader's zone. (notification-texts.ts
// formats the times and calls it.)
import type { NotificationKind } from './notifications.queue.js';

export type RescheduleKind = Extract<NotificationKind, `reschedule_${string}`>;

export function rescheduleText(
  kind: RescheduleKind,
  c: { counterpart: string; message?: string | undefined },
  { quoted, when, proposed }: { quoted: string; when: string; proposed: string },
): { title: string; body: string } {
  switch (kind) {
    case 'reschedule_proposed': {
      const note = c.message ? ` They wrote: "${c.message}"` : '';
      return {
        title: 'New time proposed',
        body: `${c.counterpart} would like to move ${quoted} from ${when} to ${proposed}.${note} Please accept or decline it; until then it stays at ${when}.`,
      };
    }
    case 'reschedule_accepted':
      return {
        title: 'New time accepted',
        body: `${c.counterpart} accepted your proposed time: ${quoted} now starts ${when}.`,
      };
    case 'reschedule_declined':
      return {
        title: 'Proposed time declined',
        body: `${c.counterpart} declined moving ${quoted} to ${proposed}. It stays at ${when}.`,
      };
    case 'reschedule_withdrawn':
      return {
        title: 'Proposed time withdrawn',
        body: `${c.counterpart} withdrew their proposal to move ${quoted} to ${proposed}. It stays at ${when}.`,
      };
    case 'reschedule_lapsed':
      return {
        title: 'Proposed time lapsed',
        body: `The proposal to move ${quoted} to ${proposed} was not answered in time. It stays at ${when}.`,
      };
  }
}
