import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Mails to the client about their application (submitted, approved, rejected). Sent through the mail module's
 * `app.mailer` (SMTP or the mail_outbox table). A failed send is logged, never fails the decision: the
 * decision is already committed and the client also sees their status when they log in.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailSender {
  send(message: OutgoingMail): Promise<unknown>;
}

/** The mail module's `app.mailer` (undefined only in a stripped-down app without the mail plugin). */
export function mailSenderOf(app: FastifyInstance): MailSender | undefined {
  return app.hasDecorator('mailer') ? app.mailer : undefined;
}

export async function sendClientMail(
  mailer: MailSender | undefined,
  log: FastifyBaseLogger,
  message: OutgoingMail,
): Promise<void> {
  if (!mailer) {
    log.warn({ subject: message.subject }, 'mail: no mailer registered; message not sent');
    return;
  }
  try {
    await mailer.send(message);
  } catch (err) {
    log.error({ err, subject: message.subject }, 'mail: sending failed');
  }
}
