// The people of the booking bench: clients and experts registered through the API (so their sessions are real),
// each expert then approved with a rate straight in the database, as an admin's decision would leave them. Every
// expert works in a zone where the first bookable day's 12:00 falls on the same instant, so one plan of slots
// (09:00 to 18:00, one hour each, day after day) fits them all.
import type { Knex } from 'knex';
import { fullHourAfter, zoneWhereNoon } from '../test/helpers/booking.js';
import { insertExpert } from '../test/helpers/consultation-rows.js';
import { registerSession, type BenchSession } from './bench-session.js';

const HOUR = 3_600_000;
/** Starts at 09:00 to 18:00: ten a day. */
const SLOTS_PER_DAY = 10;
/** Sessions registered at once (each costs the API a memory-hard password hash). */
const REGISTRATIONS_AT_ONCE = 8;

export interface BenchExpert {
  id: string;
  session: BenchSession;
  /** The next of this expert's slots to hand out. */
  nextSlot: number;
}

/** 12:00 on the first bookable day in the experts' zone, over two days ahead, so no reminder falls due in a run. */
export function firstNoon(): Date {
  return fullHourAfter(2 * 24 * HOUR + 3 * HOUR);
}

/** The `index`th one-hour slot from 09:00 on the day of `noon`: ten a day, none overlapping. */
export function slotAt(noon: Date, index: number): Date {
  const day = Math.floor(index / SLOTS_PER_DAY);
  const hour = (index % SLOTS_PER_DAY) - 3;
  return new Date(noon.getTime() + (day * 24 + hour) * HOUR);
}

/** Runs `task` for 0..count-1 with at most `atOnce` running. */
export async function runConcurrently<T>(
  count: number,
  atOnce: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, count) }, worker));
  return results;
}

/** `count` signed-in clients. */
export async function registerClients(base: string, count: number): Promise<BenchSession[]> {
  return runConcurrently(count, REGISTRATIONS_AT_ONCE, async (i) => {
    const { session } = await registerSession(base, {
      email: `bench-client-${i}@bench.expertbridge.test`,
      firstName: 'Charlotte',
      lastName: `Client ${i}`,
    });
    return session;
  });
}

/** `count` signed-in, approved experts (NZ$180/h) in the zone where `noon` is 12:00. */
export async function registerExperts(
  base: string,
  knex: Knex,
  count: number,
  noon: Date,
  label = 'expert',
): Promise<BenchExpert[]> {
  return runConcurrently(count, REGISTRATIONS_AT_ONCE, async (i) => {
    const { session, userId } = await registerSession(base, {
      email: `bench-${label}-${i}@bench.expertbridge.test`,
      firstName: 'Ethan',
      lastName: `Expert ${i}`,
    });
    const { id } = await insertExpert(knex, {
      userId,
      timeZone: zoneWhereNoon(noon),
      rate: 18_000,
    });
    return { id, session, nextSlot: 0 };
  });
}
