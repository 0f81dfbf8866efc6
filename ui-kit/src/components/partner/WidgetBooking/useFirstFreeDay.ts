import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKey } from '../../../api/keys.js';
import { addHours, dateKeyIn, nextDateKey, startOfDayIn } from '../../../format/zones.js';
import type { ConsultationDuration } from '../../../hooks/consultations.js';
import { useWidgetAvailability, WIDGET_AVAILABILITY } from '../../../hooks/widget.js';

/** How far ahead the widget looks for the first day with a free time. */
export const LOOKAHEAD_DAYS = 14;

/**
 * The first day (in the viewer's zone) with a free start in the next two weeks, found with one request; that
 * day's times are put in the cache under the picker's own key, so the picker shows them without asking again.
 * Undefined while looking, or when nothing is free.
 */
export function useFirstFreeDay(
  expertId: string,
  zone: string,
  duration: ConsultationDuration,
  enabled: boolean,
): string | undefined {
  const queries = useQueryClient();
  const [range] = useState(() => {
    const now = new Date();
    return { from: now.toISOString(), to: addHours(now, LOOKAHEAD_DAYS * 24).toISOString() };
  });
  const ahead = useWidgetAvailability(expertId, { ...range, duration }, enabled);
  const first = ahead.data?.slots[0]?.startsAt;
  const day = first ? dateKeyIn(new Date(first), zone) : undefined;

  useEffect(() => {
    if (!ahead.data || !day) return;
    const from = startOfDayIn(day, zone).toISOString();
    const to = startOfDayIn(nextDateKey(day), zone).toISOString();
    const key = queryKey('get', WIDGET_AVAILABILITY, { id: expertId, from, to, duration });
    if (queries.getQueryData(key)) return;
    const slots = ahead.data.slots.filter((slot) => slot.startsAt >= from && slot.startsAt < to);
    queries.setQueryData(key, { ...ahead.data, from, to, slots });
  }, [ahead.data, day, zone, expertId, duration, queries]);

  return day;
}
