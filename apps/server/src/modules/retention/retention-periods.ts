import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { systemParameters } from '../../db/schema/reference-data';

/**
 * How long each kind of record is kept once it has served its purpose (docs/operations.md "Retention"): system
 * parameters of category RETENTION, seeded by seed/reference-data-seed.ts and editable by staff, read at each run.
 * A parameter that is missing, inactive or not a whole number at least its minimum leaves its kind unpurged (the
 * safe default keeps data), and the run says so.
 */
export const RETENTION_CATEGORY = 'RETENTION';

export interface RetentionPeriod {
  /** The system parameter's key. */
  key: string;
  /** The least a staff edit may set: below it the parameter is refused (the law's minimum, or a working minimum). */
  minimumDays: number;
}

/** The kinds the job purges and the parameter that gives each its period, in days. */
export const RETENTION_PERIODS = {
  /** Sent (or kept, or failed) e-mail, counted from when it was sent or written. */
  mail: { key: 'MAIL_DAYS', minimumDays: 1 },
  /** Text messages the SMS provider sent (the sandbox keeps the text here). */
  sms: { key: 'SMS_DAYS', minimumDays: 1 },
  /** One-time codes and e-mail link tokens, counted from their expiry. */
  oneTimeCodes: { key: 'ONE_TIME_CODE_DAYS_AFTER_EXPIRY', minimumDays: 0 },
  /** QR hand-off codes and their login tickets, counted from the later expiry. */
  handoffCodes: { key: 'HANDOFF_DAYS_AFTER_EXPIRY', minimumDays: 0 },
  /** The identity server's grants, sessions and tokens (oidc_payloads), counted from their expiry. */
  identitySessions: { key: 'IDENTITY_DAYS_AFTER_EXPIRY', minimumDays: 0 },
  /** Stored answers of money-moving POSTs: the replay window (docs/money.md "Idempotency"). */
  idempotency: { key: 'IDEMPOTENCY_DAYS', minimumDays: 1 },
  /** The details of audit entries (the entries themselves are kept): financial records' 7 years at least. */
  auditDetails: { key: 'AUDIT_DETAIL_DAYS', minimumDays: 2557 },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionKind = keyof typeof RETENTION_PERIODS;

export interface RetentionSettings {
  /** Days per kind; a kind absent here is not purged this run. */
  days: Partial<Record<RetentionKind, number>>;
  /** Kinds whose parameter was missing or refused, with why. */
  skipped: { kind: RetentionKind; reason: string }[];
}

export async function readRetentionSettings(db: Db): Promise<RetentionSettings> {
  const rows = await db
    .select({ key: systemParameters.key, value: systemParameters.value })
    .from(systemParameters)
    .where(and(eq(systemParameters.category, RETENTION_CATEGORY), eq(systemParameters.active, true)));
  const values = new Map(rows.map((r) => [r.key, r.value.trim()]));
  const settings: RetentionSettings = { days: {}, skipped: [] };
  for (const [kind, period] of Object.entries(RETENTION_PERIODS) as [RetentionKind, RetentionPeriod][]) {
    const value = values.get(period.key);
    if (value === undefined) {
      settings.skipped.push({ kind, reason: `no active parameter ${RETENTION_CATEGORY}/${period.key}` });
    } else if (!/^\d+$/.test(value) || Number(value) < period.minimumDays) {
      settings.skipped.push({
        kind,
        reason: `${RETENTION_CATEGORY}/${period.key} is "${value}": a whole number of days, at least ${period.minimumDays}`,
      });
    } else {
      settings.days[kind] = Number(value);
    }
  }
  return settings;
}
