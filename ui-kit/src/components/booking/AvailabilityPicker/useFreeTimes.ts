import { useState } from 'react';
import { nextDateKey, startOfDayIn } from '../../../format/zones.js';
import {
  useExpertAvailability,
  type Availability,
  type AvailabilityParams,
} from '../../../hooks/consultations.js';
import { lookaheadRange, useWidgetAvailability } from '../../../hooks/widget.js';

/** Where free times come from: the public directory's API, or the widget's (partner key). */
export type FreeTimesSource = 'public' | 'widget';

/** Free times from the source asked for; both hooks run every render (the rules of hooks), one fetches. */
function useFreeTimesFrom(
  source: FreeTimesSource,
  expertId: string,
  params: AvailabilityParams,
  enabled: boolean,
  initialData?: Availability,
) {
  const publicTimes = useExpertAvailability(
    expertId,
    params,
    enabled && source === 'public',
    initialData,
  );
  const widgetTimes = useWidgetAvailability(
    expertId,
    params,
    enabled && source === 'widget',
    initialData,
  );
  return source === 'widget' ? widgetTimes : publicTimes;
}

/**
 * The first look at an expert's free times: two weeks from `from` in the length the server picks (60 minutes,
 * or their shortest when they do not offer 60), which answers the lengths they offer and their first free start
 * (`nextAvailableAt`, even beyond the two weeks). The widget's loader asks the same before the app is there.
 */
export function useFirstLook(source: FreeTimesSource, expertId: string, from?: string) {
  const [range] = useState(() => lookaheadRange(from ?? new Date().toISOString()));
  return useFreeTimesFrom(source, expertId, range, true);
}

/** The UTC range of one day of the viewer's calendar. */
export function dayRange(date: string, zone: string) {
  return {
    from: startOfDayIn(date, zone).toISOString(),
    to: startOfDayIn(nextDateKey(date), zone).toISOString(),
  };
}

/**
 * One day's free times of one length: cut from the first look when it holds them (no second request for the
 * day the picker opens on), else asked with `from` = the day's start.
 */
export function useDayTimes(
  source: FreeTimesSource,
  expertId: string,
  range: { from: string; to: string } | undefined,
  duration: Availability['duration'],
  firstLook: Availability | undefined,
) {
  const known = range && firstLook ? cutDay(firstLook, range, duration) : undefined;
  return useFreeTimesFrom(source, expertId, { ...range, duration }, Boolean(range), known);
}

/** A day's answer taken from a longer one, when that one covers the day and says what follows it. */
function cutDay(
  look: Availability,
  range: { from: string; to: string },
  duration: Availability['duration'],
): Availability | undefined {
  const at = (s: string) => Date.parse(s);
  if (look.duration !== duration) return undefined;
  if (at(range.from) < at(look.from) || at(range.to) > at(look.to)) return undefined;
  const after = look.slots.filter((slot) => at(slot.startsAt) >= at(range.from));
  // Without a free start after the day inside the look, the next one (if any) lies beyond it: ask.
  if (after.length === 0 && look.nextAvailableAt !== null) return undefined;
  return {
    ...look,
    ...range,
    slots: after.filter((slot) => at(slot.startsAt) < at(range.to)),
    nextAvailableAt: after[0]?.startsAt ?? null,
  };
}
