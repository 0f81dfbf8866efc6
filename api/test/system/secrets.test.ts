// Nothing secret leaks: a whole lifecycle (sign-up, sign-in, a partner's keys, a widget booking, a card
// payment, chat, completion and payout) with logging at its most verbose, and no password, session token, card
// number, CVC, partner secret, webhook secret, booking token or claim code in any log line or error body; no password,
// card or partner secret in the outbox either. Cookies are HttpOnly and SameSite.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { book, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import { startTestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';

const HOUR = 3_600_000;
const PASSWORD = 'Correct-Horse-Battery-9431';
const CARD = '4242 4242 4242 4242';
const CVC = '739';
let app: LifecycleTestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await startLifecycleApp(
    { escrowHoldMs: 0, joinWindowLeadMs: 40 * 24 * HOUR },
    { LOG_LEVEL: 'trace' },
    { logDestination: capture },
  );
}, 120_000);
afterAll(() => app?.close());

it('keeps every secret out of the logs, the error bodies and the outbox', async () => {
  const secrets: string[] = [PASSWORD, CARD, CARD.replaceAll(' ', '')];
  const errorBodies: string[] = [];

  // Sign-up and sign-in with a password; a wrong one too (its error body must not echo it).
  const email = `leak-${crypto.randomUUID()}@example.co.nz`;
  const client = app.client();
  const registered = await client.post('/api/auth/email/register', {
    firstName: 'Mere',
    lastName: 'Tane',
    email,
    password: PASSWORD,
  });
  expect(registered.status).toBe(201);
  expect(registered.headers.get('Set-Cookie')).toMatch(/HttpOnly/i);
  expect(registered.headers.get('Set-Cookie')).toMatch(/SameSite=Lax/i);
  secrets.push(client.sessionCookie!);
  const wrong = await app
    .client()
    .post('/api/auth/email/login', { email, password: `${PASSWORD}x` });
  errorBodies.push(JSON.stringify(wrong.body));
  const again = app.client();
  expect((await again.post('/api/auth/email/login', { email, password: PASSWORD })).status).toBe(
    200,
  );
  secrets.push(again.sessionCookie!);

  // A partner's keys, and a widget booking with its token.
  const admin = await createSignedInUser(app, { admin: true });
  const made = await admin.client.post('/api/admin/partners', {
    name: 'Leak Check Lawyers',
    allowedOrigins: ['https://leak.example'],
  });
  secrets.push(made.body.secretKey, made.body.webhookSecret);
  const at = fullHourAfter(3 * 24 * HOUR);
  const expertUser = await createSignedInUser(app);
  const expert = await expertAt(app, expertUser, at);
  const widget = await app.client().post(
    '/api/widget/bookings',
    {
      expertId: expert.id,
      scheduledAt: new Date(at.getTime() + 24 * HOUR).toISOString(),
      title: 'Advice',
      guest: { name: 'Aroha Guest', email: `guest-${crypto.randomUUID()}@example.co.nz` },
    },
    {
      headers: {
        'X-Partner-Key': made.body.partner.publishableKey,
        Origin: 'https://leak.example',
      },
    },
  );
  expect(widget.status).toBe(201);
  secrets.push(widget.body.bookingToken);
  const partnerCall = await app.client().get('/api/partner/bookings', {
    headers: { Authorization: `Bearer ${made.body.secretKey}x` },
  });
  errorBodies.push(JSON.stringify(partnerCall.body));

  // A card payment (a declined try first), chat, completion and payout.
  const booked = await book(client, expert, at);
  const id = booked.body.id as string;
  const intent = await client.post('/api/create-payment-intent', {
    amount: 18_000,
    consultationId: id,
  });
  const declined = await client.post('/api/payments/sandbox/confirm', {
    paymentIntentId: intent.body.paymentIntentId,
    cardNumber: '4000 0000 0000 0002',
    expiry: '12/40',
    cvc: CVC,
  });
  errorBodies.push(JSON.stringify(declined.body));
  const paid = await client.post('/api/payments/sandbox/confirm', {
    paymentIntentId: intent.body.paymentIntentId,
    cardNumber: CARD,
    expiry: '12/40',
    cvc: CVC,
  });
  expect(paid.status).toBe(200);
  await client.post('/api/process-payment', {
    consultationId: id,
    paymentIntentId: intent.body.paymentIntentId,
  });
  await expertUser.client.patch(`/api/consultations/${id}`, { status: 'confirmed' });
  await client.patch(`/api/consultations/${id}`, { status: 'in_progress' });
  await client.post(`/api/consultations/${id}/messages`, {
    message: 'My IRD number is on the form.',
  });
  await client.post(`/api/consultations/${id}/complete`);
  await eventually(
    async () => (await client.get(`/api/consultations/${id}`)).body.money.state,
    (state) => state === 'paid_out',
  );

  // The claim code the guest's e-mail carries is a secret of its reader: it is in their e-mail and nowhere else.
  const outbox = (await admin.client.get('/api/admin/outbox?pageSize=100')).body.items as {
    text: string;
  }[];
  const claim = outbox.map((mail) => /\/claim#code=(\S+)/.exec(mail.text)?.[1]).find(Boolean);
  if (claim) secrets.push(claim);

  const logs = logLines.join('');
  expect(logLines.length).toBeGreaterThan(20);
  // The requests that carried the secrets were logged: the check read their lines.
  expect(logs).toContain('"path":"/api/auth/email/register"');
  expect(logs).toContain('"path":"/api/payments/sandbox/confirm"');
  for (const secret of secrets) {
    expect(logs.includes(secret), `a log line holds ${secret.slice(0, 6)}…`).toBe(false);
    for (const body of errorBodies) expect(body.includes(secret)).toBe(false);
  }
  // The CVC as a value of its own ("739"), not the same digits ending a request id (…de739").
  expect(logs).not.toMatch(new RegExp(`"cvc"|"${CVC}"`));
  const rows = JSON.stringify(await app.db.knex('email_outbox').select());
  for (const secret of [PASSWORD, CARD, CARD.replaceAll(' ', ''), made.body.secretKey]) {
    expect(rows.includes(secret)).toBe(false);
  }
});

it('marks cookies Secure whenever the public URL is https, even where TLS ends before the API', async () => {
  const behindTls = await startTestApp({ PUBLIC_URL: 'https://expertbridge.example' });
  try {
    const answer = await behindTls.client().post('/api/auth/email/register', {
      firstName: 'Mere',
      lastName: 'Tane',
      email: `secure-${crypto.randomUUID()}@example.co.nz`,
      password: PASSWORD,
    });
    expect(answer.status).toBe(201);
    const cookie = answer.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/; secure/i);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  } finally {
    await behindTls.close();
  }
  const plain = await app.client().post('/api/auth/email/register', {
    firstName: 'Mere',
    lastName: 'Tane',
    email: `plain-${crypto.randomUUID()}@example.co.nz`,
    password: PASSWORD,
  });
  expect(plain.headers.get('Set-Cookie')).not.toMatch(/; secure/i);
});
