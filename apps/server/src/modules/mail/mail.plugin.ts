import fp from 'fastify-plugin';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { createMailer, type Mailer, type MailerOptions } from './mail-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail for every module (outbox + SMTP). */
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  config: Pick<Config, 'mail'>;
  db: Db;
  transport?: MailerOptions['transport'];
}

/** Decorates the instance with `mailer`; register it before the API modules. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    app.decorate('mailer', createMailer(options.config, options.db, { transport: options.transport, logger: app.log }));
  },
  { name: 'harta-mail' },
);
