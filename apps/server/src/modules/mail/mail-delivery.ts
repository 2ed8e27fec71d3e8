import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/connection';
import { markAttemptFailed, markSent, type OutboxRow } from './outbox-repository';
import { afterFailedAttempt, type RetryPolicy } from './retry-policy';

export type MailTransport = Pick<Transporter, 'sendMail'> & { close?: () => void };

export interface MailLogger {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface DeliveryOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  policy: RetryPolicy;
  logger?: MailLogger | undefined;
}

/** Sends one claimed outbox message and records the outcome. */
export type Deliver = (row: OutboxRow) => Promise<'sent' | 'pending' | 'failed'>;

/**
 * One SMTP attempt for a claimed row (its `attempts` already counts this one). Never throws for a delivery
 * failure: the row then waits for the retry job, or says 'failed' with the error after the last attempt.
 */
export function createDelivery({ db, transport, from, policy, logger }: DeliveryOptions): Deliver {
  return async (row) => {
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
    } catch (err) {
      const next = afterFailedAttempt(row.attempts, policy);
      const message = err instanceof Error ? err.message : String(err);
      await markAttemptFailed(db, row.id, message, next.status === 'pending' ? next.retryInMs : undefined);
      const log = { err, outboxId: row.id, attempts: row.attempts };
      if (next.status === 'failed') logger?.error(log, 'mail delivery failed: giving up');
      else logger?.warn({ ...log, retryInMs: next.retryInMs }, 'mail delivery failed: will retry');
      return next.status;
    }
    await markSent(db, row.id);
    return 'sent';
  };
}
