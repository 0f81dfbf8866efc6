// What the scheduling module needs from others, declared here and implemented by them (wired in the composition
// root), so the arrows point one way: consultations and calendars depend on scheduling, never the reverse.
import type { BookedTime } from './slot-engine.js';

/** Busy times of an expert's imported calendars; the calendars module implements it. */
export interface ExternalBusyTimes {
  busyRanges(expertId: string, from: Date, to: Date): Promise<{ start: Date; end: Date }[]>;
}

/** No imported calendars: nothing is busy. */
export const noExternalBusyTimes: ExternalBusyTimes = {
  busyRanges: async () => [],
};

/** The time an expert's active consultations hold; the consultations module implements it. */
export interface BookedTimes {
  /** Active consultations of the expert whose occupied range touches [from, to), but `exceptConsultationId`. */
  bookedTimes(
    expertId: string,
    from: Date,
    to: Date,
    exceptConsultationId?: string,
  ): Promise<BookedTime[]>;
}
