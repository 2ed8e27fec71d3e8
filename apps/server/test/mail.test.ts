import type { AddressInfo } from 'node:net';
import { ApiPaths } from '@harta/contracts/paths';
import { devMailboxResponseSchema } from '@harta/contracts/schemas/reference-data';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { mailOutbox } from '../src/db/schema/mail';
import { createMailer } from '../src/modules/mail/mail-service';
import { testDatabases, type TestDatabase } from './databases';
import { json, registrationAuth, signupBody } from './helpers/registration';
import { startServer, testEnv, type StartedServer } from './helpers/start-server';

/** A loopback SMTP server that keeps what it receives, parsed. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => smtp.close(() => r())) };
}

describe.each(testDatabases())('mail on $name', (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: StartedServer;

  beforeAll(async () => {
    database = await kind.open();
    smtp = await startSmtp();
    server = await startServer({
      database,
      seed: false,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Harta <hello@harta.test>' },
    });
  });

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await database?.dispose();
  });

  it('delivers the sign-up e-mail over SMTP and records it as sent', async () => {
    const body = signupBody();
    const response = await server.fetch(ApiPaths.registration.saveClient, json(body, registrationAuth(server)));
    expect(response.status).toBe(200);
    const mail = smtp.received.find((m) => m.subject === 'Confirm your e-mail address');
    expect(mail).toBeDefined();
    expect(mail!.from?.value[0]).toMatchObject({ name: 'Harta', address: 'hello@harta.test' });
    expect(mail!.text).toContain('/registration?confirm=');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.emailAddress));
    expect(row).toMatchObject({ status: 'sent', error: null, attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a message whose delivery failed, with the error', async () => {
    const config = loadConfig(testEnv({ SMTP_URL: 'smtp://127.0.0.1:1' }));
    const mailer = createMailer(config, database.db);
    await mailer.send({ to: 'Nobody@Example.com', subject: 'Hello\r\nBcc: x@y.z', text: 'body' });
    const [row] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ to: 'nobody@example.com', subject: 'Hello Bcc: x@y.z', status: 'failed', attempts: 1 });
    expect(row!.error).toBeTruthy();
  });

  it('without SMTP_URL keeps messages queued in the outbox, readable in the dev mailbox', async () => {
    const config = loadConfig(testEnv());
    expect(config.mail.smtpUrl).toBeUndefined();
    await createMailer(config, database.db).send({ to: 'queued@example.com', subject: 'Kept', text: 'kept body' });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'queued@example.com'));
    expect(row).toMatchObject({ status: 'queued', sentAt: null });
    const response = await server.fetch(`${ApiPaths.devMailbox}?to=QUEUED@example.com`);
    expect(devMailboxResponseSchema.parse(await response.json()).result).toMatchObject([
      { channel: 'email', subject: 'Kept', text: 'kept body', status: 'queued' },
    ]);
  });

  it('does not serve the dev mailbox in production', async () => {
    const production = await startServer({
      database,
      seed: false,
      env: {
        ENVIRONMENT: 'production',
        REGISTRATION_BASIC_AUTH: 'app:prod-secret',
        IDENTITY_COOKIE_KEYS: 'a-production-cookie-key-1234',
        FILE_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      },
    });
    try {
      const response = await production.fetch(`${ApiPaths.devMailbox}?to=queued@example.com`);
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
