// The outbox delivered over SMTP to a real SMTP server (smtp-server, nodemailer's own) listening on loopback.
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/platform/logger.js';
import { loadConfig } from '../../src/platform/config.js';
import {
  deliverDueEmails,
  MAX_EMAIL_ATTEMPTS,
  startEmailDelivery,
} from '../../src/modules/notifications/email-delivery.js';
import { createNotificationsRepository } from '../../src/modules/notifications/notifications.repository.js';
import type { Database } from '../../src/platform/db.js';
import { createTestDatabase } from '../helpers/test-database.js';

interface Received {
  to: string[];
  raw: string;
}

const REFUSED = 'refused@example.co.nz';
let db: Database;
let server: SMTPServer;
let smtpUrl: string;
let received: Received[] = [];
const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));

beforeAll(async () => {
  db = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) {
        const error = new Error('mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await db?.close();
});
beforeEach(async () => {
  received = [];
  await db.knex('email_outbox').del();
});

async function queue(to: string, subject: string, attachments: object[] = []) {
  const [row] = await db
    .knex('email_outbox')
    .insert({
      to_address: to,
      subject,
      text: `Body of ${subject}`,
      kind: 'joining_instructions',
      attachments: JSON.stringify(attachments),
    })
    .returning('id');
  return (row as { id: string }).id;
}

function options() {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    outbox: createNotificationsRepository(db.knex),
    transport,
    from: 'ExpertBridge <no-reply@expertbridge.co.nz>',
    logger,
  };
}

describe('e-mail delivery over SMTP', () => {
  it('sends each due e-mail once, with its attachment, and marks it sent', async () => {
    const id = await queue('charlotte@example.co.nz', 'Joining instructions', [
      {
        filename: 'consultation.ics',
        contentType: 'text/calendar',
        content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      },
    ]);
    await queue('ethan@example.com.au', 'Booking received');

    expect(await deliverDueEmails(options())).toBe(2);
    expect(received.map((mail) => mail.to[0]).sort()).toEqual([
      'charlotte@example.co.nz',
      'ethan@example.com.au',
    ]);
    const joining = received.find((mail) => mail.to[0] === 'charlotte@example.co.nz')!;
    expect(joining.raw).toContain('Subject: Joining instructions');
    expect(joining.raw).toContain('consultation.ics');
    expect(joining.raw).toContain('text/calendar');
    const row = await db.knex('email_outbox').where({ id }).first();
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);

    expect(await deliverDueEmails(options())).toBe(0);
    expect(received).toHaveLength(2);
  });

  it('keeps a refused e-mail unsent with its error and retries it only after a back-off', async () => {
    const refused = await queue(REFUSED, 'Refund issued');
    await queue('charlotte@example.co.nz', 'Payment received');

    expect(await deliverDueEmails(options())).toBe(1);
    const row = await db.knex('email_outbox').where({ id: refused }).first();
    expect(row.sent_at).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/mailbox unavailable/);
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Not due yet: nothing is claimed.
    expect(await deliverDueEmails(options())).toBe(0);
    const after = await db.knex('email_outbox').where({ id: refused }).first();
    expect(after.attempts).toBe(1);
  });

  it('gives up after the last attempt', async () => {
    const id = await queue('charlotte@example.co.nz', 'Payout sent');
    await db.knex('email_outbox').where({ id }).update({ attempts: MAX_EMAIL_ATTEMPTS });
    expect(await deliverDueEmails(options())).toBe(0);
    expect(received).toHaveLength(0);
  });

  it('never sends one e-mail twice when two senders run at once', async () => {
    for (let i = 0; i < 6; i++) await queue(`client${i}@example.co.nz`, `Reminder ${i}`);
    const [a, b] = await Promise.all([deliverDueEmails(options()), deliverDueEmails(options())]);
    expect(a + b).toBe(6);
    expect(received).toHaveLength(6);
    expect(new Set(received.map((mail) => mail.to[0])).size).toBe(6);
  });

  it('runs on its own until stopped', async () => {
    const delivery = startEmailDelivery({
      outbox: createNotificationsRepository(db.knex),
      smtpUrl,
      from: 'ExpertBridge <no-reply@expertbridge.co.nz>',
      logger,
      intervalMs: 50,
    });
    await queue('charlotte@example.co.nz', 'Start reminder');
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await delivery.stop();
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain('Subject: Start reminder');
  });
});
