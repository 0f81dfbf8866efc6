// Two API instances in two processes on one PostgreSQL database: a chat message sent through one reaches a
// party connected to the other (the live channel), and so do WebRTC signals and presence (the socket.io
// PostgreSQL adapter). Only with a server: PGlite belongs to one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConsultationRow, insertExpert } from '../helpers/consultation-rows.js';
import { ask, next, openSockets, socketOf } from '../helpers/sockets.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { startSecondInstance, type SecondInstance } from './second-instance.js';
import { createSignedInUser } from '../helpers/users.js';

const onPostgres = process.env.DATABASE_URL !== undefined;
let app: TestApp;
let other: SecondInstance | undefined;
let otherUrl: string;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await startTestApp();
  other = await startSecondInstance(app.db.url);
  otherUrl = other.url;
}, 120_000);

afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
  await other?.stop();
  await app?.close();
});

/** A confirmed consultation whose client is connected to this instance and whose expert to the other. */
async function partiesOnTwoInstances() {
  const client = await createSignedInUser(app);
  const expertUser = await createSignedInUser(app);
  const expert = await insertExpert(app.db.knex, { userId: expertUser.id });
  const id = await insertConsultationRow(app.db.knex, {
    expert,
    status: 'confirmed',
    clientId: client.id,
  });
  const onA = await socketOf(app.url, client);
  const onB = await socketOf(otherUrl, expertUser);
  return { client, expertUser, id, onA, onB };
}

describe.runIf(onPostgres)('two API instances', () => {
  it('deliver each other’s chat messages, signals and presence', async () => {
    const { client, expertUser, id, onA, onB } = await partiesOnTwoInstances();
    expect(await ask(onB, 'join', { consultationId: id })).toMatchObject({ ok: true });
    const presence = next<{ userId: string; state: string }>(onB, 'presence');
    // The expert is on the other instance; the client is told they are there all the same.
    expect(await ask(onA, 'join', { consultationId: id })).toMatchObject({
      ok: true,
      present: [{ userId: expertUser.id, role: 'expert' }],
    });
    expect(await presence).toMatchObject({ userId: client.id, state: 'joined' });

    const message = next<{ id: string; message: string }>(onB, 'message');
    const sent = await ask(onA, 'message', { consultationId: id, message: 'Across instances' });
    expect(sent.ok).toBe(true);
    expect(await message).toMatchObject({ id: sent.id, message: 'Across instances' });

    const answer = next<{ kind: string; from: string }>(onA, 'signal');
    await ask(onB, 'signal', { consultationId: id, kind: 'answer', data: { sdp: 'v=0' } });
    expect(await answer).toMatchObject({ kind: 'answer', from: expertUser.id });
  });

  it('survive PostgreSQL dropping every connection, again and again', async () => {
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onCrash);
    try {
      const { expertUser, id, onA, onB } = await partiesOnTwoInstances();
      expect(await ask(onA, 'join', { consultationId: id })).toMatchObject({ ok: true });
      expect(await ask(onB, 'join', { consultationId: id })).toMatchObject({ ok: true });

      // More outages than the adapter's pool has places: a dead connection kept would block it for good.
      for (let outage = 1; outage <= 4; outage++) {
        const { rows } = await app.db.knex.raw<{ rows: { pid: number }[] }>(
          `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        expect(rows.length).toBeGreaterThan(0);
        // The adapters reconnect within a few seconds; a signal sent meanwhile may be lost, so ask again.
        const deadline = Date.now() + 20_000;
        let received = false;
        while (!received && Date.now() < deadline) {
          const answer = next<{ kind: string; from: string }>(onA, 'signal').catch(() => undefined);
          await ask(onB, 'signal', {
            consultationId: id,
            kind: 'answer',
            data: { sdp: `v=${outage}` },
          });
          received = (await answer)?.from === expertUser.id;
        }
        expect(received, `signals cross instances after outage ${outage}`).toBe(true);
      }
      expect(other!.exitCode).toBeNull();
      expect(crashes).toEqual([]);
    } finally {
      process.off('uncaughtException', onCrash);
    }
  }, 120_000);
});
