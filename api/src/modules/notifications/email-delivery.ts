// Sends the e-mail outbox over SMTP (nodemailer) when SMTP_URL is set. Rows are written in the same
// transaction as the change they announce (notifications.queue.ts); this loop delivers them afterwards, at
// least once, retrying with back-off. Without SMTP_URL the outbox is the mailbox, listed to admins.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { NotificationsRepository } from './notifications.repository.js';

/** After this many failed attempts a row stays unsent, with its last error, for an admin to look at. */
export const MAX_EMAIL_ATTEMPTS = 8;
const BATCH = 20;

export interface EmailDeliveryOptions {
  /** The outbox's statements (the notifications repository). */
  outbox: NotificationsRepository;
  transport: Transporter;
  from: string;
  logger: Logger;
  /** The first retry waits this long, each further one twice as long as the one before. */
  retryBaseMs?: number;
}

/** One pass over the due rows; answers how many were sent. */
export async function deliverDueEmails({
  outbox,
  transport,
  from,
  logger,
  retryBaseMs = 60_000,
}: EmailDeliveryOptions): Promise<number> {
  const due = await outbox.claimDueEmails({
    retryBaseMs,
    maxAttempts: MAX_EMAIL_ATTEMPTS,
    batch: BATCH,
  });
  let sent = 0;
  for (const email of due) {
    try {
      await transport.sendMail({
        from,
        to: email.to_address,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        attachments: email.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
      await outbox.markEmailSent(email.id);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ emailId: email.id, attempts: email.attempts, err: message }, 'e-mail not sent');
      await outbox.recordEmailFailure(email.id, message);
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
