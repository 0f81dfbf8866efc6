// The Temporal server stopped for 20 s (TEMPORAL_OUTAGE_SECONDS for local runs) and started again while bookings
// keep arriving: each booking is answered promptly, 201 or a clear 503 (never a hang, never a 500); a refused booking
// leaves nothing behind; and once Temporal is back, without restarting the API or its worker, every accepted
// booking is paid and reaches its next state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expertAt, fullHourAfter, payWithCard } from '../helpers/booking.js';
import type { ExpertRow } from '../helpers/consultation-rows.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { withinSeconds } from './bounded.js';
import { startFaultApp, type FaultApp } from './fault-stack.js';

const DAY = 24 * 3_600_000;
const OUTAGE_MS = Number(process.env.TEMPORAL_OUTAGE_SECONDS ?? '20') * 1000;
/** How long a booking may take to be answered, outage or not. */
const ANSWER_WITHIN_S = 25;

let app: FaultApp;
let client: TestUser;
let expert: ExpertRow;
const first = fullHourAfter(3 * DAY);
const HOUR = 3_600_000;
/**
 * The n-th free slot: the expert's ten bookable hours a day (09:00 to 18:00 where `first` is noon), day after day,
 * so the whole run fits in the booking horizon.
 */
const slotAt = (n: number) =>
  new Date(first.getTime() + Math.floor(n / 10) * DAY + ((n % 10) - 3) * HOUR);

beforeAll(async () => {
  app = await startFaultApp({ worker: 'in-process' });
  client = await createSignedInUser(app);
  expert = await expertAt(app, await createSignedInUser(app), first);
}, 180_000);
afterAll(() => app?.close());

interface Attempt {
  sentAt: number;
  answeredAt: number;
  status: number;
  body: { id?: string; error?: { code: string; message: string } };
}

describe('the Temporal server stopped and started again while bookings arrive', () => {
  it('answers 503 while it is down and moves every accepted booking on once it is back', async () => {
    const attempts: Attempt[] = [];
    let day = 0;
    let sending = true;
    let senderFailure: unknown;
    // Two clients booking, one booking a second each, each booking its own slot, for the whole run.
    const sendBookings = async () => {
      while (sending) {
        const scheduledAt = slotAt(day++).toISOString();
        const sentAt = Date.now();
        const answer = await withinSeconds(ANSWER_WITHIN_S, () =>
          client.client.post('/api/consultations', {
            expertId: expert.id,
            title: 'GST registration',
            duration: 60,
            scheduledAt,
          }),
        );
        attempts.push({ sentAt, answeredAt: Date.now(), status: answer.status, body: answer.body });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    };
    const sender = Promise.all([sendBookings(), sendBookings()]).catch((error: unknown) => {
      senderFailure = error;
    });
    const settle = async () => {
      sending = false;
      await sender;
      if (senderFailure) throw senderFailure;
    };
    try {
      await eventually(
        async () => attempts.length,
        (n) => n >= 2,
        30_000,
      );
      const stopping = Date.now();
      await app.temporalServer.stop();
      const downFrom = Date.now();
      const timeline = () =>
        attempts
          .map(
            (a) =>
              `${Math.round((a.sentAt - downFrom) / 1000)}s→${a.status} in ${a.answeredAt - a.sentAt} ms`,
          )
          .join(', ');
      // Reads that do not need Temporal keep working.
      const list = await client.client.get('/api/consultations');
      expect(list.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - downFrom)));
      const downUntil = Date.now();
      await app.temporalServer.start();
      // Bookings go through again without restarting the API.
      await eventually(
        async () => attempts.filter((a) => a.sentAt > downUntil && a.status === 201).length,
        (n) => n >= 2 || senderFailure !== undefined,
        60_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}; answers: ${timeline()}`);
      });
      if (senderFailure) throw new Error(`${String(senderFailure)}; answers: ${timeline()}`);
      await settle();

      const unexpected = attempts.filter((a) => a.status !== 201 && a.status !== 503);
      expect(unexpected, timeline()).toEqual([]);
      // Every answer given while it was down is a 503 (one sent then but answered after it came back may be 201).
      const sentDuring = attempts.filter((a) => a.sentAt >= stopping && a.sentAt < downUntil);
      expect(sentDuring.length, timeline()).toBeGreaterThanOrEqual(2);
      const answeredWhileDown = attempts.filter(
        (a) => a.answeredAt > downFrom && a.answeredAt <= downUntil,
      );
      expect(answeredWhileDown.length, timeline()).toBeGreaterThanOrEqual(1);
      for (const attempt of answeredWhileDown) {
        expect(attempt.status, timeline()).toBe(503);
        expect(attempt.body.error).toMatchObject({
          code: 'lifecycle_unavailable',
          message: expect.any(String),
        });
      }
      // A refused booking gave its slot back: the rows are exactly the accepted bookings.
      const accepted = attempts.filter((a) => a.status === 201).map((a) => a.body.id!);
      const rows = await app.db.knex('consultations').where({ client_id: client.id }).pluck('id');
      expect(rows.sort()).toEqual([...accepted].sort());

      // Every accepted booking, before, during or after the outage, is paid and reaches its next state.
      for (const id of accepted) await payWithCard(client.client, id, 18000);
      for (const id of accepted) {
        const consultation = await eventually(
          async () => (await client.client.get(`/api/consultations/${id}`)).body,
          (c) => c.status === 'pending',
          60_000,
        );
        expect(consultation.money).toMatchObject({ paid: 18000, inEscrow: 18000 });
      }
    } finally {
      await settle().catch(() => {});
    }
  }, 300_000);
});
