import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { retentionPurged } from '../../metrics/registry';
import type { RetentionKind, RetentionSettings } from './retention-periods';

/**
 * Purges what has served its purpose (docs/operations.md "Retention"), kind by kind, in batches: each batch is one
 * statement of its own (its own transaction) touching at most `batchSize` rows found by their physical address
 * (ctid, a TID scan), so a large first purge never holds locks for long nor blocks the embedded engine between
 * batches. Financial records (ledger, orders, trades, transactions, statements, valuations, withdrawals) are never
 * touched; audit entries are kept, only their details go after the legal period.
 */

const DAY_MS = 86_400_000;
export const RETENTION_BATCH_SIZE = 1_000;

/** Which rows of a kind are past their period, given the cutoff (now minus the period). */
interface PurgeRule {
  table: string;
  /** 'delete' removes the rows; 'clearAuditDetails' keeps them and empties their details. */
  action: 'delete' | 'clearAuditDetails';
  pastPeriod(cutoff: Date): SQL;
}

const RULES: Record<RetentionKind, PurgeRule> = {
  mail: {
    table: 'mail_outbox',
    action: 'delete',
    // Never a message still to be sent.
    pastPeriod: (cutoff) =>
      sql`status in ('sent', 'kept', 'failed') and coalesce(sent_at, created_at) < ${cutoff.toISOString()}::timestamptz`,
  },
  sms: {
    table: 'sms_messages',
    action: 'delete',
    pastPeriod: (cutoff) => sql`created_at < ${cutoff.toISOString()}::timestamptz`,
  },
  oneTimeCodes: {
    table: 'otp_codes',
    action: 'delete',
    pastPeriod: (cutoff) => sql`expires_at < ${cutoff.toISOString()}::timestamptz`,
  },
  handoffCodes: {
    table: 'registration_handoffs',
    action: 'delete',
    pastPeriod: (cutoff) =>
      sql`greatest(expires_at, coalesce(ticket_expires_at, expires_at)) < ${cutoff.toISOString()}::timestamptz`,
  },
  identitySessions: {
    table: 'oidc_payloads',
    action: 'delete',
    // A model without an expiry (none the provider stores today) is kept.
    pastPeriod: (cutoff) => sql`expires_at < ${cutoff.toISOString()}::timestamptz`,
  },
  idempotency: {
    table: 'idempotent_requests',
    action: 'delete',
    pastPeriod: (cutoff) => sql`created_at < ${cutoff.toISOString()}::timestamptz`,
  },
  auditDetails: {
    table: 'audit_log',
    action: 'clearAuditDetails',
    pastPeriod: (cutoff) => sql`details is not null and at < ${cutoff.toISOString()}::timestamptz`,
  },
};

/** The e-mail link tokens (confirmation, password set-up and reset) go with the one-time codes. */
const LINK_TOKENS: PurgeRule = {
  table: 'registration_tokens',
  action: 'delete',
  pastPeriod: (cutoff) => sql`expires_at < ${cutoff.toISOString()}::timestamptz`,
};

/**
 * The daily counters of one-time codes go with them too, once their Malaysian day is past the period (a day's counts
 * matter only on that day: modules/otp/daily-caps.ts).
 */
const OTP_DAILY_USAGE: PurgeRule = {
  table: 'otp_daily_usage',
  action: 'delete',
  pastPeriod: (cutoff) => sql`day < (${cutoff.toISOString()}::timestamptz at time zone 'Asia/Kuala_Lumpur')::date - 1`,
};

async function purgeBatch(db: Db, rule: PurgeRule, cutoff: Date, batchSize: number): Promise<number> {
  const table = sql.identifier(rule.table);
  const batch = sql`array(select ctid from ${table} where ${rule.pastPeriod(cutoff)} limit ${batchSize})`;
  const statement =
    rule.action === 'delete'
      ? sql`delete from ${table} where ctid = any(${batch}) returning 1 as purged`
      : sql`update ${table} set details = null where ctid = any(${batch}) returning 1 as purged`;
  const result = (await db.execute(statement)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

async function purgeRule(db: Db, rule: PurgeRule, cutoff: Date, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const purged = await purgeBatch(db, rule, cutoff, batchSize);
    total += purged;
    if (purged < batchSize) return total;
    // Let other work (requests on the embedded engine) in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export type RetentionReport = Partial<Record<RetentionKind | 'linkTokens' | 'otpDailyUsage', number>>;

/** Runs every kind that has a period; answers the count purged per kind (also added to the metrics). */
export async function purgeExpired(
  db: Db,
  settings: Pick<RetentionSettings, 'days'>,
  options: {
    now?: Date;
    batchSize?: number;
    /**
     * VACUUM each table rows left, so their space is reused: the embedded engine has no autovacuum (PostgreSQL's
     * does this by itself), and without it a purged table's file never stops growing.
     */
    vacuum?: boolean;
  } = {},
): Promise<RetentionReport> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const report: RetentionReport = {};
  for (const [kind, days] of Object.entries(settings.days) as [RetentionKind, number][]) {
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const rules: [RetentionKind | 'linkTokens' | 'otpDailyUsage', PurgeRule][] = [[kind, RULES[kind]]];
    if (kind === 'oneTimeCodes') rules.push(['linkTokens', LINK_TOKENS], ['otpDailyUsage', OTP_DAILY_USAGE]);
    for (const [name, rule] of rules) {
      const purged = await purgeRule(db, rule, cutoff, batchSize);
      if (purged > 0 && options.vacuum) await db.execute(sql`vacuum ${sql.identifier(rule.table)}`);
      report[name] = purged;
      retentionPurged.inc({ kind: name }, purged);
    }
  }
  return report;
}
