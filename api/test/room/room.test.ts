// The live room over socket.io (/ws) against the real API and database: who may connect and join, chat
// stored then broadcast in order, rate limits, bad payloads, read-only chats, live updates, attendance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { ask, next, openSockets, socketOf as socketAt, type Ack } from '../helpers/sockets.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

let app: TestApp;
let expertUser: TestUser;
let expert: ExpertRow;

beforeAll(async () => {
  app = await startTestApp();
  expertUser = await createSignedInUser(app, { firstName: 'Ethan', lastName: 'Walker' });
  expert = await insertExpert(app.db.knex, { userId: expertUser.id });
}, 120_000);
afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
  await app?.close();
});

const socketOf = (user?: TestUser, origin?: string) => socketAt(app.url, user, origin);

let slot = 0;
async function consultation(status = 'confirmed') {
  const client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  // One expert, so each consultation takes its own hour.
  const scheduledAt = new Date(Math.ceil(Date.now() / 3_600_000 + 24 + slot++) * 3_600_000);
  const id = await insertConsultationRow(app.db.knex, {
    expert,
    status,
    clientId: client.id,
    scheduledAt,
  });
  return { client, id };
}

describe('connecting', () => {
  it('refuses a socket without a session, with a revoked one, or from a foreign origin', async () => {
    await expect(socketOf()).rejects.toMatchObject({
      data: { error: { code: 'unauthenticated' } },
    });
    const { client } = await consultation();
    await expect(socketOf(client, 'https://evil.example')).rejects.toThrow();
    await expect(socketOf(client, 'http://localhost:3000')).resolves.toBeDefined();
    await app.db.knex('sessions').where({ user_id: client.id }).update({ revoked_at: new Date() });
    await expect(socketOf(client)).rejects.toMatchObject({
      data: { error: { code: 'unauthenticated' } },
    });
  });

  it('disconnects the sockets of a session when it signs out', async () => {
    const user = await createSignedInUser(app);
    const socket = await socketOf(user);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const out = await user.client.request('GET', '/api/logout');
    expect(out.status).toBe(302);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('shutting down', () => {
  it('closes the connections so clients come back by themselves, rather than telling them to stay away', async () => {
    const other = await startTestApp();
    const user = await createSignedInUser(other);
    const socket = await socketAt(other.url, user);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await other.close();
    // 'io server disconnect' would mean a client does not reconnect on its own (socket.io's rule).
    expect(await gone).toBe('transport close');
  });
});

describe('joining a consultation', () => {
  it('lets its two parties in and an admin read-only, and tells a stranger nothing', async () => {
    const { client, id } = await consultation();
    expect(await ask(await socketOf(client), 'join', { consultationId: id })).toMatchObject({
      ok: true,
      role: 'client',
      status: 'confirmed',
      readOnly: false,
      iceServers: [{ urls: 'stun:stun.l.google.com:19302' }],
    });
    const admin = await createSignedInUser(app, { admin: true });
    expect(await ask(await socketOf(admin), 'join', { consultationId: id })).toMatchObject({
      ok: true,
      role: 'admin',
      readOnly: true,
    });
    const stranger = await createSignedInUser(app);
    const strangerSocket = await socketOf(stranger);
    expect(await ask(strangerSocket, 'join', { consultationId: id })).toEqual({
      ok: false,
      error: { code: 'consultation_not_found', message: 'Consultation not found' },
    });
    // Not in the room: a message sent there never reaches the stranger.
    let leaked = false;
    strangerSocket.on('message', () => (leaked = true));
    expect(
      await ask(strangerSocket, 'message', { consultationId: id, message: 'hi' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not_joined' },
    });
    const clientSocket = await socketOf(client);
    await ask(clientSocket, 'join', { consultationId: id });
    await ask(clientSocket, 'message', { consultationId: id, message: 'Only for the parties' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leaked).toBe(false);
    expect(
      await ask(strangerSocket, 'join', { consultationId: '7b2d3c4e-5f60-4a1b-8c9d-0e1f2a3b4c5d' }),
    ).toMatchObject({ ok: false, error: { code: 'consultation_not_found' } });
  });
});

describe('chat', () => {
  it('stores each message, then broadcasts it to both parties in order with its stored id', async () => {
    const { client, id } = await consultation();
    const clientSocket = await socketOf(client);
    const expertSocket = await socketOf(expertUser);
    await ask(clientSocket, 'join', { consultationId: id });
    await ask(expertSocket, 'join', { consultationId: id });
    const received: { id: string; message: string; sender: { id: string } }[] = [];
    expertSocket.on('message', (message) => received.push(message));

    const acks: Ack[] = [];
    for (let i = 1; i <= 5; i++) {
      acks.push(
        await ask(clientSocket, 'message', { consultationId: id, message: `  Question ${i}  ` }),
      );
    }
    await next(
      expertSocket,
      'message',
      (m: { message: string }) => m.message === 'Question 5',
    ).catch(() => undefined);
    while (received.length < 5) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.map((m) => m.message)).toEqual([1, 2, 3, 4, 5].map((i) => `Question ${i}`));
    expect(received.map((m) => m.id)).toEqual(acks.map((ack) => ack.id));
    expect(received[0]!.sender).toMatchObject({ id: client.id, firstName: 'Charlotte' });
    const stored = await expertUser.client.request('GET', `/api/consultations/${id}/messages`);
    expect(stored.body.items.map((m: { id: string }) => m.id)).toEqual(acks.map((ack) => ack.id));
  });

  it('pushes a message sent over the REST fallback to the sockets in the room', async () => {
    const { client, id } = await consultation('pending');
    const expertSocket = await socketOf(expertUser);
    await ask(expertSocket, 'join', { consultationId: id });
    const arrives = next<{ message: string }>(expertSocket, 'message');
    await client.client.request('POST', `/api/consultations/${id}/messages`, {
      body: { message: 'Sent while my socket was down' },
    });
    expect((await arrives).message).toBe('Sent while my socket was down');
  });

  it('stores messages sent at once in one go, in order, refusing only the one that may not be sent', async () => {
    const { client, id } = await consultation();
    const expertSocket = await socketOf(expertUser);
    await ask(expertSocket, 'join', { consultationId: id });
    const received: { id: string; message: string }[] = [];
    expertSocket.on('message', (message) => received.push(message));
    const stranger = await createSignedInUser(app);
    const texts = Array.from({ length: 30 }, (_, i) => `Burst ${i + 1}`);
    // From both parties, each within its CHAT_RATE_LIMIT (20) of REST messages per 10 s.
    const answers = await Promise.all([
      ...texts.map((message, i) =>
        (i % 2 === 0 ? client : expertUser).client.request(
          'POST',
          `/api/consultations/${id}/messages`,
          { body: { message } },
        ),
      ),
      stranger.client.request('POST', `/api/consultations/${id}/messages`, {
        body: { message: 'Not mine to send' },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([...texts.map(() => 201), 404]);
    const stored = await app.db
      .knex('chat_messages')
      .where({ consultation_id: id })
      .orderBy('seq')
      .select('id', 'message');
    // Stored once each (concurrent requests reach the server in any order), and pushed in the order
    // they were stored, with the stored ids.
    expect(stored.map((row) => row.message).sort()).toEqual([...texts].sort());
    const deadline = Date.now() + 5_000;
    while (received.length < texts.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(received.map(({ id, message }) => ({ id, message }))).toEqual(stored);
  });

  it('delivers a message too long for a NOTIFY payload whole', async () => {
    const { client, id } = await consultation();
    const expertSocket = await socketOf(expertUser);
    await ask(expertSocket, 'join', { consultationId: id });
    const clientSocket = await socketOf(client);
    await ask(clientSocket, 'join', { consultationId: id });
    // 4,000 characters of two bytes each: over the 8,000-byte payload limit, so it goes by id.
    const long = 'ā'.repeat(4000);
    const arrives = next<{ message: string; sender: { firstName: string } }>(
      expertSocket,
      'message',
    );
    expect(await ask(clientSocket, 'message', { consultationId: id, message: long })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(await arrives).toMatchObject({ message: long, sender: { firstName: 'Charlotte' } });
  });

  it('lets a party that was disconnected catch up from the last message it saw', async () => {
    const { client, id } = await consultation();
    const expertSocket = await socketOf(expertUser);
    await ask(expertSocket, 'join', { consultationId: id });
    let clientSocket = await socketOf(client);
    await ask(clientSocket, 'join', { consultationId: id });
    const seen = next<{ id: string }>(clientSocket, 'message');
    await ask(expertSocket, 'message', { consultationId: id, message: 'Before the drop' });
    const lastSeen = (await seen).id;
    clientSocket.disconnect();
    for (const text of ['While you were away 1', 'While you were away 2']) {
      expect(
        await ask(expertSocket, 'message', { consultationId: id, message: text }),
      ).toMatchObject({
        ok: true,
      });
    }
    clientSocket = await socketOf(client);
    await ask(clientSocket, 'join', { consultationId: id });
    const missed = await client.client.request(
      'GET',
      `/api/consultations/${id}/messages?after=${lastSeen}`,
    );
    expect(missed.body.items.map((m: { message: string }) => m.message)).toEqual([
      'While you were away 1',
      'While you were away 2',
    ]);
  });

  it('is read-only for a completed consultation', async () => {
    const { client, id } = await consultation('completed');
    const socket = await socketOf(client);
    expect(await ask(socket, 'join', { consultationId: id })).toMatchObject({ readOnly: true });
    expect(await ask(socket, 'message', { consultationId: id, message: 'Hello?' })).toMatchObject({
      ok: false,
      error: { code: 'chat_closed' },
    });
  });

  it('refuses an admin writing, and limits how fast one account may send', async () => {
    const { client, id } = await consultation();
    const admin = await createSignedInUser(app, { admin: true });
    const adminSocket = await socketOf(admin);
    await ask(adminSocket, 'join', { consultationId: id });
    expect(await ask(adminSocket, 'message', { consultationId: id, message: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'not_allowed' },
    });
    const socket = await socketOf(client);
    await ask(socket, 'join', { consultationId: id });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ask(socket, 'message', { consultationId: id, message: `m${i}` }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const limited = answers.filter((answer) => answer.error?.code === 'rate_limited');
    expect(limited.length).toBeGreaterThan(0);
    // A burst of CHAT_RATE_LIMIT (20), then 20 per 10 s for as long as the burst took to arrive.
    expect(answers.filter((answer) => answer.ok).length).toBeLessThanOrEqual(
      20 + Math.ceil(seconds * 2),
    );
    const count = await app.db
      .knex('chat_messages')
      .where({ consultation_id: id })
      .count({ n: '*' });
    expect(Number(count[0]!.n)).toBe(answers.filter((answer) => answer.ok).length);
  });

  it('answers every kind of bad payload with an error and keeps serving', async () => {
    const { client, id } = await consultation();
    const socket = await socketOf(client);
    await ask(socket, 'join', { consultationId: id });
    const bad: [string, unknown, string][] = [
      ['join', undefined, 'validation_failed'],
      ['join', 'not an object', 'validation_failed'],
      ['join', { consultationId: 42 }, 'validation_failed'],
      ['join', { consultationId: id, extra: true }, 'validation_failed'],
      ['message', { consultationId: id }, 'validation_failed'],
      ['message', { consultationId: id, message: '   ' }, 'validation_failed'],
      ['message', { consultationId: id, message: 'x'.repeat(4001) }, 'validation_failed'],
      ['message', { consultationId: id, message: ['a'] }, 'validation_failed'],
      [
        'signal',
        { consultationId: id, kind: 'offer', data: 'x'.repeat(20_000) },
        'validation_failed',
      ],
      ['delete-everything', { consultationId: id }, 'unknown_event'],
    ];
    for (const [event, payload, code] of bad) {
      expect(
        await ask(socket, event, payload),
        `${event} ${JSON.stringify(payload)?.slice(0, 40)}`,
      ).toMatchObject({
        ok: false,
        error: { code },
      });
    }
    // A frame over the limit closes that connection only; the server goes on serving others.
    const huge = await socketOf(client);
    const closed = new Promise((resolve) => huge.once('disconnect', resolve));
    huge.emit('message', { consultationId: id, message: 'x'.repeat(200_000) });
    await closed;
    expect(
      await ask(socket, 'message', { consultationId: id, message: 'Still here' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await app.db.knex('chat_messages').where({ consultation_id: id })).toHaveLength(1);
  });
});

describe('live updates', () => {
  it("pushes a status change and a new notification to the parties' sockets", async () => {
    const { client, id } = await consultation('pending');
    const socket = await socketOf(client);
    const status = next<{ consultationId: string; status: string }>(socket, 'consultation');
    await app.db.knex('consultations').where({ id }).update({ status: 'confirmed' });
    expect(await status).toEqual({ type: 'consultation', consultationId: id, status: 'confirmed' });
    const bell = next<{ kind: string; title: string }>(socket, 'notification');
    await app.db.knex('notifications').insert({
      user_id: client.id,
      kind: 'consultation_accepted',
      title: 'Consultation confirmed',
      body: 'Ethan Walker accepted.',
      consultation_id: id,
    });
    expect(await bell).toMatchObject({
      kind: 'consultation_accepted',
      title: 'Consultation confirmed',
    });
  });
});

describe('signalling and attendance', () => {
  it('relays WebRTC signals to the other party and records each party joining and leaving', async () => {
    const { client, id } = await consultation();
    const clientSocket = await socketOf(client);
    const expertSocket = await socketOf(expertUser);
    // Alone in the room, the expert is told so; the client, joining second, is told the expert is there.
    expect(await ask(expertSocket, 'join', { consultationId: id })).toMatchObject({ present: [] });
    const presence = next<{ userId: string; state: string }>(expertSocket, 'presence');
    expect(await ask(clientSocket, 'join', { consultationId: id })).toMatchObject({
      present: [{ userId: expertUser.id, role: 'expert' }],
    });
    expect(await presence).toMatchObject({ userId: client.id, state: 'joined' });

    const offer = next<{ from: string; kind: string; data: unknown }>(expertSocket, 'signal');
    expect(
      await ask(clientSocket, 'signal', {
        consultationId: id,
        kind: 'offer',
        data: { sdp: 'v=0' },
      }),
    ).toEqual({ ok: true });
    expect(await offer).toMatchObject({ from: client.id, kind: 'offer', data: { sdp: 'v=0' } });

    const left = next<{ userId: string; state: string }>(expertSocket, 'presence');
    clientSocket.disconnect();
    expect(await left).toMatchObject({ userId: client.id, state: 'left' });
    const rows = await app.db
      .knex('consultation_attendance')
      .where({ consultation_id: id })
      .orderBy('joined_at');
    expect(rows.map((row) => row.role)).toEqual(['expert', 'client']);
    const clientRow = rows.find((row) => row.role === 'client')!;
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const row = await app.db.knex('consultation_attendance').where({ id: clientRow.id }).first();
      if (row.left_at) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const closedRow = await app.db
      .knex('consultation_attendance')
      .where({ id: clientRow.id })
      .first();
    expect(closedRow.left_at).toBeInstanceOf(Date);
  });

  it("tells a joining party who else is there, not counting admins or the caller's other tabs", async () => {
    const { client, id } = await consultation();
    const admin = await createSignedInUser(app, { admin: true });
    await ask(await socketOf(admin), 'join', { consultationId: id });
    await ask(await socketOf(client), 'join', { consultationId: id });
    expect(await ask(await socketOf(client), 'join', { consultationId: id })).toMatchObject({
      ok: true,
      present: [],
    });
    const expertSocket = await socketOf(expertUser);
    expect(await ask(expertSocket, 'join', { consultationId: id })).toMatchObject({
      present: [{ userId: client.id, role: 'client' }],
    });
  });

  it('makes a no-show report invalid once the expert has been in the room', async () => {
    const { client, id } = await consultation();
    const expertSocket = await socketOf(expertUser);
    await ask(expertSocket, 'join', { consultationId: id });
    const report = await client.client.request('POST', `/api/consultations/${id}/no-show`);
    expect(report.status).toBe(409);
    expect(report.body.error.code).toBe('expert_attended');
  });
});
