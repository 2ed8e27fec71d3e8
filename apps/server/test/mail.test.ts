import { createServer, type AddressInfo } from 'node:net';
import { ApiPaths } from '@harta/contracts/paths';
import { devMailboxResponseSchema } from '@harta/contracts/schemas/reference-data';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import type { Db } from '../src/db/connection';
import { mailOutbox } from '../src/db/schema/mail';
import { createDelivery } from '../src/modules/mail/mail-delivery';
import { createMailRetryJob } from '../src/modules/mail/mail-retry-job';
import { createMailer, createSmtpTransport } from '../src/modules/mail/mail-service';
import { testDatabases, type TestDatabase } from './databases';
import { json, registrationAuth, signupBody } from './helpers/registration';
import { startServer, testEnv, type StartedServer } from './helpers/start-server';

interface SmtpOptions {
  /** Refuse this many messages (451, "try again later") before accepting. */
  refuseFirst?: number;
  /** Called when a message starts arriving; the server answers after the promise settles. */
  onMessage?: () => Promise<void>;
}

/** A real SMTP server on loopback that keeps what it accepts, parsed. */
async function startSmtp(options: SmtpOptions = {}) {
  const received: ParsedMail[] = [];
  let refusals = options.refuseFirst ?? 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      Promise.all([simpleParser(stream), options.onMessage?.()])
        .then(([mail]) => {
          if (refusals > 0) {
            refusals -= 1;
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
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

/** The address of a port nothing listens on: an SMTP server that is down. */
async function deadSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(50);
  }
}

const outboxRow = (db: Db, id: number) =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .then((rows) => rows[0]!);

/** Fast retries for the tests: every attempt within a fraction of a second. */
const FAST_RETRY = { MAIL_RETRY_DELAY_MS: '100', MAIL_RETRY_POLL_MS: '50' };

describe.each(testDatabases())('mail on $name', (kind) => {
  let database: TestDatabase;
  /**
   * Without SMTP, for the dev mailbox. Each test that sends starts its own server: every server with SMTP runs an
   * outbox job, and one job at a time keeps each test's SMTP server the only one its messages can reach.
   */
  let server: StartedServer;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, seed: false });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('delivers the sign-up e-mail over SMTP and records it as sent', async () => {
    const smtp = await startSmtp();
    const smtpServer = await startServer({
      database,
      seed: false,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Harta <hello@harta.test>' },
    });
    try {
      const body = signupBody();
      const response = await smtpServer.fetch(
        ApiPaths.registration.saveClient,
        json(body, registrationAuth(smtpServer)),
      );
      expect(response.status).toBe(200);
      const mail = smtp.received.find((m) => m.subject === 'Confirm your e-mail address');
      expect(mail).toBeDefined();
      expect(mail!.from?.value[0]).toMatchObject({ name: 'Harta', address: 'hello@harta.test' });
      expect(mail!.text).toContain('/registration?confirm=');
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.emailAddress));
      expect(row).toMatchObject({ status: 'sent', error: null, attempts: 1, nextAttemptAt: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtpServer.close();
      await smtp.close();
    }
  });

  it('retries a message the SMTP server refused, and it is sent exactly once', async () => {
    const flaky = await startSmtp({ refuseFirst: 1 });
    const flakyServer = await startServer({ database, seed: false, env: { SMTP_URL: flaky.url, ...FAST_RETRY } });
    try {
      const body = signupBody();
      const response = await flakyServer.fetch(
        ApiPaths.registration.saveClient,
        json(body, registrationAuth(flakyServer)),
      );
      // The refusal does not fail the sign-up: the message waits in the outbox for the retry job.
      expect(response.status).toBe(200);
      const [first] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.emailAddress));
      expect(first).toMatchObject({ attempts: 1, sentAt: null });
      expect(first!.error).toMatch(/try again later/i);
      expect(flaky.received).toHaveLength(0);

      const row = await eventually(
        () => outboxRow(database.db, first!.id),
        (r) => r.status === 'sent',
      );
      expect(row).toMatchObject({ status: 'sent', attempts: 2, error: null, nextAttemptAt: null });
      // Several more polls later, still one copy.
      await sleep(300);
      expect(flaky.received.map((m) => m.subject)).toEqual(['Confirm your e-mail address']);
      expect(flaky.received[0]!.to).toMatchObject({ value: [{ address: body.emailAddress }] });
    } finally {
      await flakyServer.close();
      await flaky.close();
    }
  });

  it('with the SMTP server down, keeps the message as failed with its error after the attempt limit', async () => {
    const downServer = await startServer({
      database,
      seed: false,
      env: { SMTP_URL: await deadSmtpUrl(), MAIL_MAX_ATTEMPTS: '3', ...FAST_RETRY },
    });
    try {
      await downServer.app.mailer.send({ to: 'Nobody@Example.com', subject: 'Hello\r\nBcc: x@y.z', text: 'body' });
      const [created] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@example.com'));
      expect(created).toMatchObject({ subject: 'Hello Bcc: x@y.z', status: 'pending', attempts: 1 });

      const row = await eventually(
        () => outboxRow(database.db, created!.id),
        (r) => r.status === 'failed',
      );
      expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null, nextAttemptAt: null });
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
      // Given up: no further attempts.
      await sleep(300);
      expect((await outboxRow(database.db, created!.id)).attempts).toBe(3);
      const mailbox = await server.fetch(`${ApiPaths.devMailbox}?to=nobody@example.com`);
      expect(devMailboxResponseSchema.parse(await mailbox.json()).result).toMatchObject([{ status: 'failed' }]);
    } finally {
      await downServer.close();
    }
  });

  it('sends each message once when several instances work the outbox at the same time', async () => {
    const shared = await startSmtp();
    const config = loadConfig(testEnv({ SMTP_URL: shared.url }));
    const instances = await Promise.all([database.openAnother(), database.openAnother()]);
    try {
      const rows = await database.db
        .insert(mailOutbox)
        .values(
          Array.from({ length: 24 }, (_, i) => ({
            to: `many${i}@example.com`,
            subject: `Message ${i}`,
            text: 'body',
            nextAttemptAt: new Date(Date.now() - 1000),
          })),
        )
        .returning({ id: mailOutbox.id });
      const jobs = instances.map(({ db }) =>
        createMailRetryJob({
          db,
          deliver: createDelivery({
            db,
            transport: createSmtpTransport(shared.url),
            from: config.mail.from,
            policy: config.mail,
          }),
          pollMs: 50,
          batchSize: 3,
        }),
      );
      // Each instance claims small batches until nothing is left for it.
      const claimedBy = await Promise.all(
        jobs.map(async (job) => {
          let total = 0;
          for (let claimed = await job.runOnce(); claimed > 0; claimed = await job.runOnce()) total += claimed;
          return total;
        }),
      );
      expect(claimedBy[0]! + claimedBy[1]!).toBe(24);
      const subjects = shared.received.map((m) => m.subject).sort();
      expect(subjects).toEqual(Array.from({ length: 24 }, (_, i) => `Message ${i}`).sort());
      const states = await database.db
        .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.id,
            rows.map((r) => r.id),
          ),
        );
      expect(states.every((s) => s.status === 'sent' && s.attempts === 1)).toBe(true);
    } finally {
      await shared.close();
    }
  });

  it('stops cleanly: the message being sent finishes, the rest of its batch is given back untried', async () => {
    let arrived!: () => void;
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    const slow = await startSmtp({
      onMessage: async () => {
        arrived();
        await sleep(300);
      },
    });
    const config = loadConfig(testEnv({ SMTP_URL: slow.url }));
    try {
      const rows = await database.db
        .insert(mailOutbox)
        .values(
          [1, 2, 3].map((i) => ({
            to: `stop${i}@example.com`,
            subject: `Stop ${i}`,
            text: 'body',
            nextAttemptAt: new Date(Date.now() - 60_000 + i),
          })),
        )
        .returning({ id: mailOutbox.id });
      const job = createMailRetryJob({
        db: database.db,
        deliver: createDelivery({
          db: database.db,
          transport: createSmtpTransport(slow.url),
          from: config.mail.from,
          policy: config.mail,
        }),
        pollMs: 50,
        batchSize: 3,
      });
      job.start();
      await firstArrived;
      await job.stop();

      const states = await Promise.all(rows.map((r) => outboxRow(database.db, r.id)));
      expect(states.map((s) => [s.subject, s.status, s.attempts])).toEqual([
        ['Stop 1', 'sent', 1],
        ['Stop 2', 'pending', 0],
        ['Stop 3', 'pending', 0],
      ]);
      // Given back due now, for the next instance (or the next start) to take.
      expect(states[1]!.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      await sleep(200);
      expect(slow.received.map((m) => m.subject)).toEqual(['Stop 1']);
    } finally {
      await slow.close();
      // Leave nothing due for the other tests' jobs.
      await database.db.delete(mailOutbox).where(inArray(mailOutbox.subject, ['Stop 2', 'Stop 3']));
    }
  });

  it('without SMTP_URL keeps messages in the outbox, readable in the dev mailbox', async () => {
    const config = loadConfig(testEnv());
    expect(config.mail.smtpUrl).toBeUndefined();
    await createMailer(config, database.db).send({ to: 'kept@example.com', subject: 'Kept', text: 'kept body' });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'kept@example.com'));
    expect(row).toMatchObject({ status: 'kept', sentAt: null, attempts: 0, nextAttemptAt: null });
    const response = await server.fetch(`${ApiPaths.devMailbox}?to=KEPT@example.com`);
    expect(devMailboxResponseSchema.parse(await response.json()).result).toMatchObject([
      { channel: 'email', subject: 'Kept', text: 'kept body', status: 'kept' },
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
        FPX_SANDBOX_SECRET: 'a-production-sandbox-secret-1234',
      },
    });
    try {
      const response = await production.fetch(`${ApiPaths.devMailbox}?to=kept@example.com`);
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
