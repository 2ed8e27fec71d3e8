import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { mailOutbox } from '../../db/schema/mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Records the message in `mail_outbox` and, when SMTP is configured, delivers it. Never throws for a delivery
   * failure: the row then says 'failed' with the error (nothing is silently dropped) and the caller's flow goes
   * on (e.g. the client can ask for the link again). Throws only when the outbox itself cannot be written.
   */
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** Replaces the SMTP transport (tests). */
  transport?: Pick<Transporter, 'sendMail'> | undefined;
  logger?: { warn(obj: unknown, msg?: string): void } | undefined;
}

/** One line, no control characters: a subject or address must not smuggle extra headers. */
function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/**
 * The mailer every module uses (`app.mailer`). With `SMTP_URL` set, messages go out through nodemailer;
 * without it they stay 'queued' in the outbox, where the development mailbox page shows them.
 */
export function createMailer(config: Pick<Config, 'mail'>, db: Db, options: MailerOptions = {}): Mailer {
  const transport =
    options.transport ?? (config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined);

  return {
    async send(message) {
      const to = singleLine(message.to).toLowerCase();
      const subject = singleLine(message.subject);
      const [row] = await db
        .insert(mailOutbox)
        .values({ to, subject, text: message.text, html: message.html ?? null, status: 'queued' })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: config.mail.from, to, subject, text: message.text, html: message.html });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), error: null, attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, row.id));
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        options.logger?.warn({ err, outboxId: row.id }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: error.slice(0, 1000), attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
