// Sends the e-mail outbox over SMTP (nodemailer) when SMTP_URL is set. Rows are written in the same
// transaction as the change they announce (notifications.queue.ts); this loop delivers them afterwards, at
// least once, retrying with back-off. Without SMTP_URL the outbox is the mailbox, listed to admins.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { EmailAttachment } from './notifications.queue.js';

/** After this many failed attempts a row stays unsent, with its last error, for an admin to look at. */
export const MAX_EMAIL_ATTEMPTS = 8;
const BATCH = 20;

interface ClaimedEmail {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  attachments: EmailAttachment[];
  attempts: number;
}

export interface EmailDeliveryOptions {
  knex: Knex;
  transport: Transporter;
  from: string;
  logger: Logger;
  /** The first retry waits this long, each further one twice as long as the one before. */
  retryBaseMs?: number;
}

/**
 * Claims due rows by moving their next attempt into the future (the lease and the back-off in one), with
 * SKIP LOCKED so that several API instances share the work without sending a row twice at once.
 */
async function claimDue(knex: Knex, retryBaseMs: number): Promise<ClaimedEmail[]> {
  const { rows } = (await knex.raw(
    `UPDATE email_outbox
        SET attempts = attempts + 1,
            next_attempt_at = now() + (? * power(2, attempts)) * interval '1 millisecond'
      WHERE id IN (SELECT id FROM email_outbox
                    WHERE sent_at IS NULL AND attempts < ? AND next_attempt_at <= now()
                    ORDER BY next_attempt_at, id
                    LIMIT ?
                      FOR UPDATE SKIP LOCKED)
  RETURNING id, to_address, subject, text, attachments, attempts`,
    [retryBaseMs, MAX_EMAIL_ATTEMPTS, BATCH],
  )) as { rows: ClaimedEmail[] };
  return rows;
}

/** One pass over the due rows; answers how many were sent. */
export async function deliverDueEmails({
  knex,
  transport,
  from,
  logger,
  retryBaseMs = 60_000,
}: EmailDeliveryOptions): Promise<number> {
  let sent = 0;
  for (const email of await claimDue(knex, retryBaseMs)) {
    try {
      await transport.sendMail({
        from,
        to: email.to_address,
        subject: email.subject,
        text: email.text,
        attachments: email.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
      await knex('email_outbox')
        .where({ id: email.id })
        .update({ sent_at: knex.fn.now(), last_error: null });
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ emailId: email.id, attempts: email.attempts, err: message }, 'e-mail not sent');
      await knex('email_outbox')
        .where({ id: email.id })
        .update({ last_error: message.slice(0, 1000) });
    }
  }
  return sent;
}

export interface EmailDelivery {
  /** Runs a pass now (and answers how many were sent), without waiting for the next tick. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/** Delivers the outbox every `intervalMs` until stopped; a pass never overlaps the previous one. */
export function startEmailDelivery(
  options: Omit<EmailDeliveryOptions, 'transport'> & { smtpUrl: string; intervalMs?: number },
): EmailDelivery {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const deliveryOptions = { ...options, transport };
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const pass = () => {
    running = running
      .then(() => deliverDueEmails(deliveryOptions))
      .catch((error: unknown) => {
        options.logger.error({ err: error }, 'e-mail delivery pass failed');
        return 0;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void pass();
  }, options.intervalMs ?? 5_000);
  timer.unref();
  return {
    flush: pass,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
