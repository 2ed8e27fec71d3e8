import nodemailer from 'nodemailer';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { createDelivery, type MailLogger, type MailTransport } from './mail-delivery';
import { insertClaimed, insertKept } from './outbox-repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Writes the message to `mail_outbox` first and, when SMTP is configured, makes the first delivery attempt.
   * Never throws for a delivery failure: the row stays 'pending' and the retry job tries again (after the last
   * attempt it says 'failed' with the error), so nothing is silently dropped and the caller's flow goes on.
   * Throws only when the outbox itself cannot be written.
   */
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** The SMTP transport; without one, messages are kept in the outbox (the development mailbox). */
  transport?: MailTransport | undefined;
  logger?: MailLogger | undefined;
}

/**
 * The SMTP transport for SMTP_URL. Its timeouts keep one attempt well inside the outbox claim lease
 * (outbox-repository.ts), so a slow server cannot make two instances send the same message.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/** One line, no control characters: a subject or address must not smuggle extra headers. */
function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** The mailer every module uses (`app.mailer`). */
export function createMailer(config: Pick<Config, 'mail'>, db: Db, options: MailerOptions = {}): Mailer {
  const { transport, logger } = options;
  const deliver = transport
    ? createDelivery({ db, transport, from: config.mail.from, policy: config.mail, logger })
    : undefined;

  return {
    async send(message) {
      const mail = {
        to: singleLine(message.to).toLowerCase(),
        subject: singleLine(message.subject),
        text: message.text,
        html: message.html ?? null,
      };
      if (!deliver) return insertKept(db, mail);
      await deliver(await insertClaimed(db, mail));
    },
  };
}
