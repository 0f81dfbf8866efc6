import { useMemo, useState } from 'react';
import { dateKeyIn, nextDateKey, startOfDayIn } from '../../../format/zones.js';
import type { Availability, ConsultationDuration } from '../../../hooks/consultations.js';
import { lookaheadRange, useWidgetAvailability } from '../../../hooks/widget.js';

/**
 * The first day (in the viewer's zone) with a free start in the next two weeks, found with one request, and
 * that day's times cut from the answer, for the picker to show without asking again. `day` is undefined while
 * looking, or when nothing is free.
 */
export function useFirstFreeDay(
  expertId: string,
  zone: string,
  duration: ConsultationDuration,
  enabled: boolean,
  /** The lookahead's start (the loader's, when it asked already); now by default. */
  from?: string,
): { day?: string; times?: Availability } {
  const [range] = useState(() => lookaheadRange(from ?? new Date().toISOString()));
  const ahead = useWidgetAvailability(expertId, { ...range, duration }, enabled);
  return useMemo(() => {
    const first = ahead.data?.slots[0]?.startsAt;
    if (!ahead.data || !first) return {};
    const day = dateKeyIn(new Date(first), zone);
    const dayFrom = startOfDayIn(day, zone).toISOString();
    const dayTo = startOfDayIn(nextDateKey(day), zone).toISOString();
    const slots = ahead.data.slots.filter(
      (slot) => slot.startsAt >= dayFrom && slot.startsAt < dayTo,
    );
    return { day, times: { ...ahead.data, from: dayFrom, to: dayTo, slots } };
  }, [ahead.data, zone]);
}
