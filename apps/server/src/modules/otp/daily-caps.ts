import { messagesEn } from '@harta/contracts/messages';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { systemParameters } from '../../db/schema/reference-data';
import { otpDailyUsage } from '../../db/schema/registration';
import { oneTimeCodeLocks } from '../../metrics/registry';
import { AppError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';

/**
 * Daily caps on one-time codes (docs/security.md "One-time codes"): per client and per purpose, at most
 * `sendsPerDay` codes sent and `failedGuessesPerDay` wrong codes typed on one Malaysian calendar day. Reaching a cap
 * closes the purpose to that client until midnight in Malaysia: no code is sent and none is accepted, and the
 * client reads why and until when. Staff are told once per lock: an audit entry on the client
 * (`otp.dailyLimit`) and the metric `harta_one_time_code_locks_total`.
 *
 * Without caps a code could be asked for every minute and guessed five times each: 7,200 guesses and 1,440 text
 * messages a day. The counters are one row per client, purpose and day, changed by single atomic statements, so
 * parallel requests cannot pass a cap.
 */
export const OTP_CAP_PARAMETERS = {
  category: 'OTP',
  sendsPerDay: { key: 'MAX_SENDS_PER_DAY', fallback: 10, min: 1, max: 1000 },
  failedGuessesPerDay: { key: 'MAX_FAILED_GUESSES_PER_DAY', fallback: 15, min: 1, max: 1000 },
} as const;

export const OTP_DAILY_LIMIT = 'OTP_DAILY_LIMIT';

export interface OtpDailyCaps {
  sendsPerDay: number;
  failedGuessesPerDay: number;
}

export type LockReason = 'sends' | 'failedGuesses';

interface UsageKey {
  clientId: number;
  purpose: string;
}

/** The caps as staff set them (Reference data → system parameters, category OTP); a bad value means the default. */
export async function readOtpCaps(db: Pick<Db, 'select'>): Promise<OtpDailyCaps> {
  const { category, sendsPerDay, failedGuessesPerDay } = OTP_CAP_PARAMETERS;
  const rows = await db
    .select({ key: systemParameters.key, value: systemParameters.value })
    .from(systemParameters)
    .where(
      and(
        eq(systemParameters.category, category),
        inArray(systemParameters.key, [sendsPerDay.key, failedGuessesPerDay.key]),
        eq(systemParameters.active, true),
      ),
    );
  const read = (p: { key: string; fallback: number; min: number; max: number }) => {
    const text = rows.find((r) => r.key === p.key)?.value.trim() ?? '';
    const value = /^\d{1,4}$/.test(text) ? Number(text) : p.fallback;
    return value >= p.min && value <= p.max ? value : p.fallback;
  };
  return { sendsPerDay: read(sendsPerDay), failedGuessesPerDay: read(failedGuessesPerDay) };
}

const MALAYSIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kuala_Lumpur',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Malaysian calendar day of `now`, 'YYYY-MM-DD' (the counters' day). */
export function malaysiaDay(now: Date): string {
  return MALAYSIA_DAY.format(now);
}

/** Seconds from `now` to the next midnight in Malaysia (UTC+8, no daylight saving): when a lock ends. */
export function secondsToMalaysiaMidnight(now: Date): number {
  const next = new Date(`${malaysiaDay(now)}T00:00:00+08:00`).getTime() + 86_400_000;
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** 429 OTP_DAILY_LIMIT, with Retry-After up to midnight in Malaysia. */
export function dailyLimitError(now: Date): AppError {
  return new AppError(429, OTP_DAILY_LIMIT, messagesEn['otp.dailyLimit'], {
    headers: { 'retry-after': String(secondsToMalaysiaMidnight(now)) },
  });
}

const today = (key: UsageKey, now: Date) =>
  and(
    eq(otpDailyUsage.clientId, key.clientId),
    eq(otpDailyUsage.purpose, key.purpose),
    eq(otpDailyUsage.day, malaysiaDay(now)),
  );

/** Throws {@link dailyLimitError} when the purpose is closed to the client today. */
export async function assertNotLocked(db: Pick<Db, 'select'>, key: UsageKey, now: Date): Promise<void> {
  const [row] = await db.select({ lockedAt: otpDailyUsage.lockedAt }).from(otpDailyUsage).where(today(key, now));
  if (row?.lockedAt) throw dailyLimitError(now);
}

/**
 * Closes the purpose for the rest of the day. Only the statement that sets `locked_at` tells staff, so a lock is
 * audited and counted once however many requests reach the cap together.
 */
async function lock(db: Db, key: UsageKey, reason: LockReason, now: Date): Promise<void> {
  const [locked] = await db
    .update(otpDailyUsage)
    .set({ lockedAt: now, lockReason: reason })
    .where(and(today(key, now), isNull(otpDailyUsage.lockedAt)))
    .returning({ sends: otpDailyUsage.sends, failedGuesses: otpDailyUsage.failedGuesses });
  if (!locked) return;
  oneTimeCodeLocks.inc({ purpose: key.purpose, reason });
  await writeAudit(db, {
    actor: 'system',
    action: 'otp.dailyLimit',
    subjectType: 'client',
    subjectId: key.clientId,
    details: { purpose: key.purpose, reason, day: malaysiaDay(now), ...locked },
  });
}

/**
 * Counts one code to be sent, or refuses it: one atomic upsert that adds the send only while the day's count is
 * under the cap and the purpose is open. The send that would pass the cap closes the purpose and throws.
 */
export async function reserveSend(db: Db, key: UsageKey, caps: OtpDailyCaps, now: Date): Promise<void> {
  const [counted] = await db
    .insert(otpDailyUsage)
    .values({ clientId: key.clientId, purpose: key.purpose, day: malaysiaDay(now), sends: 1 })
    .onConflictDoUpdate({
      target: [otpDailyUsage.clientId, otpDailyUsage.purpose, otpDailyUsage.day],
      set: { sends: sql`${otpDailyUsage.sends} + 1` },
      setWhere: and(isNull(otpDailyUsage.lockedAt), sql`${otpDailyUsage.sends} < ${caps.sendsPerDay}`),
    })
    .returning({ sends: otpDailyUsage.sends });
  if (counted) return;
  await lock(db, key, 'sends', now);
  throw dailyLimitError(now);
}

/** Gives back a send reserved for a code that was not delivered. */
export async function releaseSend(db: Pick<Db, 'update'>, key: UsageKey, now: Date): Promise<void> {
  await db
    .update(otpDailyUsage)
    .set({ sends: sql`greatest(${otpDailyUsage.sends} - 1, 0)` })
    .where(today(key, now));
}

/**
 * Counts one wrong code. Answers true when this one reached the cap (the purpose is now closed: the caller kills the
 * live code and refuses with {@link dailyLimitError}).
 */
export async function countFailedGuess(db: Db, key: UsageKey, caps: OtpDailyCaps, now: Date): Promise<boolean> {
  const [counted] = await db
    .insert(otpDailyUsage)
    .values({ clientId: key.clientId, purpose: key.purpose, day: malaysiaDay(now), failedGuesses: 1 })
    .onConflictDoUpdate({
      target: [otpDailyUsage.clientId, otpDailyUsage.purpose, otpDailyUsage.day],
      set: { failedGuesses: sql`${otpDailyUsage.failedGuesses} + 1` },
    })
    .returning({ failedGuesses: otpDailyUsage.failedGuesses, lockedAt: otpDailyUsage.lockedAt });
  if (!counted) return false;
  if (counted.lockedAt) return true;
  if (counted.failedGuesses < caps.failedGuessesPerDay) return false;
  await lock(db, key, 'failedGuesses', now);
  return true;
}
