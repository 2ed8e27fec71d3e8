import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { systemParameters } from '../src/db/schema/reference-data';
import { postJournal } from '../src/modules/ledger/post-journal';
import { readRetentionSettings, RETENTION_CATEGORY } from '../src/modules/retention/retention-periods';
import { purgeExpired } from '../src/modules/retention/retention-purge';
import { seedDemoData } from '../src/seed/demo-seed';
import { seedReferenceData } from '../src/seed/reference-data-seed';
import { testDatabases, type TestDatabase } from './databases';

/**
 * Retention (docs/operations.md "Retention"): the daily purge removes exactly what is past its period (system
 * parameters RETENTION/*) and nothing else: rows within their period stay, audit entries stay (only old details
 * go), and every table that is not a purged kind keeps every row, financial records included, however old.
 */

const DAY = 86_400_000;
const NOW = new Date();
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Row counts of every table of the public schema. */
async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number | string }>(db, sql`select count(*) as n from ${sql.identifier(name)}`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

const PURGED_TABLES = [
  'mail_outbox',
  'sms_messages',
  'otp_codes',
  'otp_daily_usage',
  'registration_tokens',
  'registration_handoffs',
  'oidc_payloads',
  'idempotent_requests',
];

describe.each(testDatabases())('retention on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    await seedReferenceData(db);
    await seedDemoData(db);
    const [client] = await rows<{ client_id: number; user_id: string }>(
      db,
      sql`select c.client_id, u.id as user_id from clients c join users u on u.id = c.user_id where u.email = 'demo@example.com'`,
    );
    const { client_id: clientId, user_id: userId } = client!;
    // Each kind: one row past its period ('old …') and rows within it ('new …'), by the seeded periods.
    await db.execute(sql`insert into mail_outbox ("to", subject, text, status, created_at, sent_at) values
      ('a@example.com', 'old sent', 't', 'sent', ${ago(120)}, ${ago(95)}),
      ('a@example.com', 'old kept', 't', 'kept', ${ago(91)}, null),
      ('a@example.com', 'new sent', 't', 'sent', ${ago(120)}, ${ago(80)}),
      ('a@example.com', 'old pending', 't', 'pending', ${ago(200)}, null)`);
    await db.execute(sql`insert into sms_messages ("to", text, provider, status, created_at) values
      ('+60123456789', 'old', 'sandbox', 'sent', ${ago(91)}),
      ('+60123456789', 'new', 'sandbox', 'sent', ${ago(89)})`);
    await db.execute(sql`insert into otp_codes (client_id, purpose, subject, channel, code_hash, expires_at, created_at) values
      (${clientId}, 'mobile', 'old', 'sms', 'h1', ${ago(1.5)}, ${ago(1.6)}),
      (${clientId}, 'mobile', 'new', 'sms', 'h2', ${ago(0.5)}, ${ago(0.6)}),
      (${clientId}, 'mobile', 'live', 'sms', 'h3', ${ago(-0.01)}, ${ago(0)})`);
    // The daily counters of the codes: a day is kept while its codes could be (today and yesterday in Malaysia).
    const malaysiaDay = (days: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(ago(days)));
    await db.execute(sql`insert into otp_daily_usage (client_id, purpose, day, sends) values
      (${clientId}, 'mobile', ${malaysiaDay(3)}, 1),
      (${clientId}, 'withdrawal', ${malaysiaDay(1)}, 1),
      (${clientId}, 'stepUp', ${malaysiaDay(0)}, 1)`);
    await db.execute(sql`insert into registration_tokens (token_hash, purpose, user_id, expires_at, created_at) values
      ('old-token', 'password_reset', ${userId}, ${ago(2)}, ${ago(2.1)}),
      ('new-token', 'password_reset', ${userId}, ${ago(0.2)}, ${ago(0.3)})`);
    await db.execute(sql`insert into registration_handoffs (client_id, user_id, code_hash, expires_at, ticket_hash, ticket_expires_at, created_at) values
      (${clientId}, ${userId}, 'old-code', ${ago(3)}, 'old-ticket', ${ago(2.9)}, ${ago(3.1)}),
      (${clientId}, ${userId}, 'new-code', ${ago(3)}, 'new-ticket', ${ago(0.5)}, ${ago(3.1)})`);
    await db.execute(sql`insert into oidc_payloads (id, kind, payload, expires_at) values
      ('old-session', 'Session', '{}'::jsonb, ${ago(0.01)}),
      ('old-grant', 'Grant', '{}'::jsonb, ${ago(30)}),
      ('live-grant', 'Grant', '{}'::jsonb, ${ago(-1)}),
      ('no-expiry', 'Client', '{}'::jsonb, null)`);
    await db.execute(sql`insert into idempotent_requests (user_id, key, operation, request_hash, status_code, created_at) values
      (${userId}, 'old-key', 'POST /api/x', 'h', 200, ${ago(8)}),
      (${userId}, 'new-key', 'POST /api/x', 'h', 200, ${ago(6)})`);
    await db.execute(sql`insert into audit_log (at, actor, action, subject_type, subject_id, details) values
      (${ago(2558)}, 'staff', 'old.decision', 'client', '1', '{"before":"x"}'::jsonb),
      (${ago(2000)}, 'staff', 'new.decision', 'client', '1', '{"before":"y"}'::jsonb)`);
    // A financial record older than every period: a journal of ten years ago (the ledger is append-only: its
    // business date says so).
    await postJournal(db, {
      idempotencyKey: 'retention-test:old-deposit',
      kind: 'DEPOSIT',
      effectiveDate: ago(3650).slice(0, 10),
      postings: [
        { account: { kind: 'GATEWAY_CLEARING' }, amount: 5_000n },
        { account: { kind: 'OMNIBUS_CASH' }, amount: -5_000n },
      ],
    });
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it('reads the seeded periods', async () => {
    const settings = await readRetentionSettings(db);
    expect(settings.skipped).toEqual([]);
    expect(settings.days).toEqual({
      mail: 90,
      sms: 90,
      oneTimeCodes: 1,
      handoffCodes: 1,
      identitySessions: 0,
      idempotency: 7,
      auditDetails: 2557,
    });
  });

  it('purges what is past its period, in batches, and keeps everything else', async () => {
    const before = await tableCounts(db);
    // A batch of 1 walks every batch loop to its end.
    const report = await purgeExpired(db, await readRetentionSettings(db), { now: NOW, batchSize: 1 });
    expect(report).toEqual({
      mail: 2,
      sms: 1,
      oneTimeCodes: 1,
      linkTokens: 1,
      otpDailyUsage: 1,
      handoffCodes: 1,
      identitySessions: 2,
      idempotency: 1,
      auditDetails: 1,
    });

    const left = async (table: string, column: string) =>
      (
        await rows<{ v: string }>(
          db,
          sql`select ${sql.identifier(column)} as v from ${sql.identifier(table)} order by 1`,
        )
      ).map((r) => r.v);
    expect(await left('mail_outbox', 'subject')).toEqual(['new sent', 'old pending']);
    expect(await left('sms_messages', 'text')).toEqual(['new']);
    expect(await left('otp_codes', 'subject')).toEqual(['live', 'new']);
    expect(await left('otp_daily_usage', 'purpose')).toEqual(['stepUp', 'withdrawal']);
    expect(await left('registration_tokens', 'token_hash')).toEqual(['new-token']);
    expect(await left('registration_handoffs', 'code_hash')).toEqual(['new-code']);
    expect(await left('oidc_payloads', 'id')).toEqual(['live-grant', 'no-expiry']);
    expect(await left('idempotent_requests', 'key')).toEqual(['new-key']);
    // Audit entries all stay; only the old one's details are gone.
    const audit = await rows<{ action: string; details: unknown }>(
      db,
      sql`select action, details from audit_log where action in ('old.decision', 'new.decision') order by action`,
    );
    expect(audit).toEqual([
      { action: 'new.decision', details: { before: 'y' } },
      { action: 'old.decision', details: null },
    ]);

    // Every other table, the financial records among them, keeps every row.
    const after = await tableCounts(db);
    for (const table of Object.keys(before)) {
      if (PURGED_TABLES.includes(table)) continue;
      expect(after[table], table).toBe(before[table]);
    }
    expect(before.ledger_journals).toBeGreaterThan(0);

    // A second run finds nothing more.
    const again = await purgeExpired(db, await readRetentionSettings(db), { now: NOW });
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it('leaves a kind alone when its parameter is refused (below the legal minimum) or inactive', async () => {
    await db
      .update(systemParameters)
      .set({ value: '30' })
      .where(
        sql`${systemParameters.category} = ${RETENTION_CATEGORY} and ${systemParameters.key} = 'AUDIT_DETAIL_DAYS'`,
      );
    await db
      .update(systemParameters)
      .set({ active: false })
      .where(sql`${systemParameters.category} = ${RETENTION_CATEGORY} and ${systemParameters.key} = 'MAIL_DAYS'`);
    const settings = await readRetentionSettings(db);
    expect(settings.days.auditDetails).toBeUndefined();
    expect(settings.days.mail).toBeUndefined();
    expect(settings.skipped.map((s) => s.kind).sort()).toEqual(['auditDetails', 'mail']);
    const report = await purgeExpired(db, settings, { now: NOW });
    expect(report.auditDetails).toBeUndefined();
    const [kept] = await rows<{ details: unknown }>(
      db,
      sql`select details from audit_log where action = 'new.decision'`,
    );
    expect(kept!.details).toEqual({ before: 'y' });
  });
});
