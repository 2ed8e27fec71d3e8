/**
 * Retention benchmark (docs/operations.md "Retention"): simulates days of traffic with the clock advanced a day at
 * a time (default 14: a week, and a week more to show the levels hold) and runs the retention purge at each day's
 * end, as the daily job does. Each day: registrations (user, client, confirmation link, welcome e-mail), mobile
 * one-time codes with their SMS, password logins (the identity server's session, grant and refresh token, and the
 * login audit entry), deposits (an idempotency record and the ledger journal) and their receipt e-mails. Rows are
 * written in the shapes the flows write, with the simulated clock's timestamps.
 *
 * After each day it prints the rows present per purged table and the space of those tables, and checks that each
 * holds exactly the rows its period keeps (exit 1 otherwise) and that every financial row written is still there.
 *
 *   npx tsx bench/retention.ts                     # both engines (PostgreSQL when BENCH_DATABASE_URL/TEST_DATABASE_URL)
 *   BENCH_DAYS=7 BENCH_ENGINES=pglite npx tsx bench/retention.ts
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/connection';
import { postJournals } from '../apps/server/src/modules/ledger/post-journals';
import { readRetentionSettings } from '../apps/server/src/modules/retention/retention-periods';
import { purgeExpired } from '../apps/server/src/modules/retention/retention-purge';
import { seedReferenceData } from '../apps/server/src/seed/reference-data-seed';
import { insertBenchClients } from './support/bench-clients';
import { withBenchDatabase } from './support/bench-database';

const DAYS = Number(process.env.BENCH_DAYS ?? 14);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const PER_DAY = {
  registrations: Number(process.env.BENCH_REGISTRATIONS ?? 200),
  codes: Number(process.env.BENCH_CODES ?? 300),
  logins: Number(process.env.BENCH_LOGINS ?? 1_000),
  deposits: Number(process.env.BENCH_DEPOSITS ?? 200),
};
const DAY_MS = 86_400_000;
const START = Date.parse('2026-01-05T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function count(db: Db, table: string): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, sql`select count(*) as n from ${sql.identifier(table)}`);
  return Number(row!.n);
}

const PURGED = [
  'mail_outbox',
  'sms_messages',
  'otp_codes',
  'registration_tokens',
  'oidc_payloads',
  'idempotent_requests',
] as const;

/** One simulated day's traffic, every row stamped within [dayStart, dayStart + 1 day). */
async function simulateDay(db: Db, day: number, portfolioAccount: { clientIds: number[] }): Promise<void> {
  const dayStart = START + day * DAY_MS;
  const at = (i: number, n: number) => dayStart + Math.floor(((i + 0.5) / n) * DAY_MS);
  const index = Array.from({ length: PER_DAY.registrations }, (_, i) => day * PER_DAY.registrations + i);
  const clients = await insertBenchClients(db, 'retention', index);
  portfolioAccount.clientIds.push(...clients.map((c) => c.clientId));
  const users = await rows<{ id: string }>(
    db,
    sql`select user_id as id from clients where client_id in (${sql.join(
      clients.map((c) => sql`${c.clientId}`),
      sql`, `,
    )}) order by client_id`,
  );
  const values = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  // Registrations: the confirmation link (24 h) and the welcome e-mail.
  await db.execute(
    sql`insert into registration_tokens (token_hash, purpose, user_id, expires_at, created_at) values ${sql.join(
      values(users.length, (i) => {
        const t = at(i, users.length);
        return sql`(${`d${day}-${i}`}, 'confirm_email', ${users[i]!.id}, ${iso(t + DAY_MS)}, ${iso(t)})`;
      }),
      sql`, `,
    )}`,
  );
  const mails = [
    ...values(PER_DAY.registrations, (i) => at(i, PER_DAY.registrations)),
    ...values(PER_DAY.deposits, (i) => at(i, PER_DAY.deposits)),
  ];
  for (let i = 0; i < mails.length; i += 500) {
    await db.execute(
      sql`insert into mail_outbox ("to", subject, text, status, attempts, created_at, sent_at) values ${sql.join(
        mails
          .slice(i, i + 500)
          .map(
            (t) =>
              sql`('c@example.com', 'Harta', ${'Dear client, '.repeat(20)}, 'sent', 1, ${iso(t)}, ${iso(t + 2_000)})`,
          ),
        sql`, `,
      )}`,
    );
  }
  // One-time codes (5 minutes) and their SMS.
  const ids = portfolioAccount.clientIds;
  await db.execute(
    sql`insert into otp_codes (client_id, purpose, subject, channel, code_hash, expires_at, created_at) values ${sql.join(
      values(PER_DAY.codes, (i) => {
        const t = at(i, PER_DAY.codes);
        return sql`(${ids[(day * 7 + i) % ids.length]!}, 'mobile', '+60123456789', 'sms', ${'h'.repeat(64)}, ${iso(t + 300_000)}, ${iso(t)})`;
      }),
      sql`, `,
    )}`,
  );
  await db.execute(
    sql`insert into sms_messages ("to", text, provider, status, created_at) values ${sql.join(
      values(
        PER_DAY.codes,
        (i) => sql`('+60123456789', 'Your Harta code is 123456', 'sandbox', 'sent', ${iso(at(i, PER_DAY.codes))})`,
      ),
      sql`, `,
    )}`,
  );
  // Logins: session (12 h), grant (12 h) and refresh token (12 h), and the audit entry.
  for (let i = 0; i < PER_DAY.logins; i += 300) {
    const batch = values(Math.min(300, PER_DAY.logins - i), (k) => i + k);
    await db.execute(
      sql`insert into oidc_payloads (id, kind, payload, grant_id, expires_at) values ${sql.join(
        batch.flatMap((k) => {
          const t = at(k, PER_DAY.logins);
          const grant = `g-${day}-${k}`;
          const payload = JSON.stringify({ accountId: 'x', exp: t / 1000 + 43_200, padding: 'p'.repeat(300) });
          return ['Session', 'Grant', 'RefreshToken'].map(
            (kind) => sql`(${`${kind}-${day}-${k}`}, ${kind}, ${payload}::jsonb, ${grant}, ${iso(t + 43_200_000)})`,
          );
        }),
        sql`, `,
      )}`,
    );
    await db.execute(
      sql`insert into audit_log (at, actor, action, subject_type, subject_id, details) values ${sql.join(
        batch.map(
          (k) => sql`(${iso(at(k, PER_DAY.logins))}, 'u', 'auth.passwordLogin', 'user', 'u', '{"grantId":"g"}'::jsonb)`,
        ),
        sql`, `,
      )}`,
    );
  }
  // Deposits: the stored answer of the POST and the settlement journal.
  await db.execute(
    sql`insert into idempotent_requests (user_id, key, operation, request_hash, status_code, response_body, created_at) values ${sql.join(
      values(PER_DAY.deposits, (i) => {
        const t = at(i, PER_DAY.deposits);
        return sql`(${users[i % users.length]!.id}, ${`dep-${day}-${i}`}, 'POST /api/payments/deposits', 'h', 201, ${JSON.stringify({ result: { orderId: `o-${day}-${i}`, form: 'f'.repeat(400) } })}::jsonb, ${iso(t)})`;
      }),
      sql`, `,
    )}`,
  );
  await postJournals(
    db,
    values(PER_DAY.deposits, (i) => ({
      idempotencyKey: `retention-bench:${day}:${i}`,
      kind: 'DEPOSIT',
      effectiveDate: iso(at(i, PER_DAY.deposits)).slice(0, 10),
      postings: [
        { account: { kind: 'GATEWAY_CLEARING' as const }, amount: 10_000n },
        { account: { kind: 'OMNIBUS_CASH' as const }, amount: -10_000n },
      ],
    })),
  );
}

/** What each table should hold at `now` by the periods: counted from the timestamps the simulation wrote. */
async function expectedKept(db: Db, now: number, days: Record<string, number>): Promise<Record<string, number>> {
  const cutoff = (d: number) => iso(now - d * DAY_MS);
  const one = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: string }>(db, query))[0]!.n);
  // The purge has run: these count what is present that SHOULD have gone (must be 0).
  return {
    mail_outbox: await one(sql`select count(*) as n from mail_outbox where sent_at < ${cutoff(days.mail!)}`),
    sms_messages: await one(sql`select count(*) as n from sms_messages where created_at < ${cutoff(days.sms!)}`),
    otp_codes: await one(sql`select count(*) as n from otp_codes where expires_at < ${cutoff(days.oneTimeCodes!)}`),
    registration_tokens: await one(
      sql`select count(*) as n from registration_tokens where expires_at < ${cutoff(days.oneTimeCodes!)}`,
    ),
    oidc_payloads: await one(
      sql`select count(*) as n from oidc_payloads where expires_at < ${cutoff(days.identitySessions!)}`,
    ),
    idempotent_requests: await one(
      sql`select count(*) as n from idempotent_requests where created_at < ${cutoff(days.idempotency!)}`,
    ),
  };
}

async function tableBytes(db: Db, tables: readonly string[]): Promise<number> {
  let total = 0;
  for (const table of tables) {
    const [row] = await rows<{ n: string }>(db, sql`select pg_total_relation_size(${table}::regclass) as n`);
    total += Number(row!.n);
  }
  return total;
}

async function run(kind: 'postgres' | 'pglite', database: Database): Promise<boolean> {
  const { db } = database;
  await database.migrate();
  await seedReferenceData(db);
  const settings = await readRetentionSettings(db);
  const state = { clientIds: [] as number[] };
  let ok = true;
  let written = 0;
  console.log(`\n${kind}: ${DAYS} days of ${JSON.stringify(PER_DAY)} per day`);
  console.log(
    `day | ${PURGED.map((t) => t.padStart(19)).join(' | ')} | purged (ms) | purged tables MB | journals | audit rows`,
  );
  for (let day = 0; day < DAYS; day++) {
    await simulateDay(db, day, state);
    written += PER_DAY.deposits;
    const now = START + (day + 1) * DAY_MS;
    const started = performance.now();
    await purgeExpired(db, settings, { now: new Date(now), vacuum: kind === 'pglite' });
    const ms = performance.now() - started;
    const overdue = await expectedKept(db, now, settings.days as Record<string, number>);
    const counts = await Promise.all(PURGED.map((t) => count(db, t)));
    const journals = await count(db, 'ledger_journals');
    const audit = await count(db, 'audit_log');
    if (Object.values(overdue).some((n) => n > 0)) {
      ok = false;
      console.log(`  rows past their period still present: ${JSON.stringify(overdue)}`);
    }
    if (journals !== written || audit !== (day + 1) * PER_DAY.logins) {
      ok = false;
      console.log(`  financial or audit rows lost: journals ${journals}/${written}, audit ${audit}`);
    }
    const mb = (await tableBytes(db, PURGED)) / 1_048_576;
    console.log(
      `${String(day + 1).padStart(3)} | ${counts.map((n) => String(n).padStart(19)).join(' | ')} | ${ms
        .toFixed(0)
        .padStart(11)} | ${mb.toFixed(1).padStart(16)} | ${String(journals).padStart(8)} | ${audit}`,
    );
  }
  return ok;
}

let allOk = true;
for (const kind of ENGINES as ('postgres' | 'pglite')[]) {
  if (kind === 'postgres' && !process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) continue;
  allOk = (await withBenchDatabase(kind, 'retention', 4, (database) => run(kind, database))) && allOk;
}
if (!allOk) process.exit(1);
