import fp from 'fastify-plugin';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { createDelivery, type MailTransport } from './mail-delivery';
import { createMailer, createSmtpTransport, type Mailer } from './mail-service';
import { createMailRetryJob } from './mail-retry-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail for every module (outbox + SMTP). */
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  config: Pick<Config, 'mail'>;
  db: Db;
  /** Replaces the SMTP transport of SMTP_URL (tests). */
  transport?: MailTransport | undefined;
}

/**
 * Decorates the instance with `mailer`; register it before the API modules. With SMTP, it also runs the outbox
 * retry job from the moment the app is ready until it closes (main closes the app before the database, so the
 * job never works on a closed connection).
 */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, { config, db, transport: given }) => {
    const transport = given ?? (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined);
    app.decorate('mailer', createMailer(config, db, { transport, logger: app.log }));
    if (!transport) return;

    const job = createMailRetryJob({
      db,
      deliver: createDelivery({ db, transport, from: config.mail.from, policy: config.mail, logger: app.log }),
      pollMs: config.mail.retryPollMs,
      logger: app.log,
    });
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => {
      await job.stop();
      transport.close?.();
    });
  },
  { name: 'harta-mail' },
);
