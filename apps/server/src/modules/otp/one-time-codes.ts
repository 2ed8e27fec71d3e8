import { createHash, randomInt } from 'node:crypto';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '@harta/contracts/schemas/registration-contact';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { otpCodes } from '../../db/schema/registration';
import { AppError } from '../../plugins/errors/app-error';
import { oneTimeCodesSent } from '../../metrics/registry';
import {
  assertNotLocked,
  OTP_DAILY_LIMIT,
  countFailedGuess,
  dailyLimitError,
  readOtpCaps,
  releaseSend,
  reserveSend,
} from './daily-caps';

/**
 * One-time codes, whatever they confirm (a mobile number at registration, a withdrawal, a step-up before a
 * profile change): 6 digits, valid 5 minutes, 5 attempts, one new code per minute per purpose, a new code replaces
 * the live one, and daily caps on codes sent and wrong codes typed per purpose (daily-caps.ts). Only a hash is stored, and it covers the purpose, the client and the subject (what the code
 * confirms: a number, or a portfolio and an amount), so a code is worthless for anything else.
 *
 * Checking and using are separate steps so a caller can count the attempt in its own committed statement (a wrong
 * guess counts even when the request then fails) and mark the code used inside the transaction of the change it
 * confirms (a change refused for another reason leaves the code usable for a corrected retry, and two requests
 * cannot both use it). {@link verifyOneTimeCode} does both for callers with nothing in between.
 */
/**
 * 'stepUp': a code to the number on record before a sensitive change in my-profile (subject: the change);
 * 'email': a code to a new login address (subject: the address).
 */
export type OtpPurpose = 'mobile' | 'withdrawal' | 'stepUp' | 'email';
export type OtpChannel = 'sms' | 'email';

export const OtpErrorCode = {
  Invalid: 'OTP_INVALID',
  Expired: 'OTP_EXPIRED',
  TooManyAttempts: 'OTP_TOO_MANY_ATTEMPTS',
  Cooldown: 'OTP_COOLDOWN',
  /** A daily cap closed the purpose until midnight in Malaysia (daily-caps.ts). */
  DailyLimit: OTP_DAILY_LIMIT,
  DeliveryFailed: 'OTP_DELIVERY_FAILED',
} as const;

interface CodeOwner {
  clientId: number;
  purpose: OtpPurpose;
  /** What the code confirms, e.g. an E.164 number or 'portfolio:amount'. */
  subject: string;
}

function hashCode(owner: CodeOwner, code: string): Buffer {
  return createHash('sha256').update(`${owner.purpose}:${owner.clientId}:${owner.subject}:${code}`, 'utf8').digest();
}

const expired = () => new AppError(400, OtpErrorCode.Expired, messagesEn['otp.expired']);
const tooManyAttempts = () => new AppError(400, OtpErrorCode.TooManyAttempts, messagesEn['otp.tooManyAttempts']);

/** Seconds until another code of the purpose may be sent (0: now). */
async function cooldownLeft(db: Db, owner: CodeOwner, now: Date): Promise<number> {
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.clientId, owner.clientId), eq(otpCodes.purpose, owner.purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!last) return 0;
  const waitMs = last.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

function cooldownError(seconds: number): AppError {
  return new AppError(429, OtpErrorCode.Cooldown, formatMessage('otp.cooldown', { seconds }), {
    headers: { 'retry-after': String(seconds) },
  });
}

/** A code just made, for {@link revokeIssuedCodes} when its delivery fails. */
export interface IssuedCode {
  id: number;
  code: string;
}

/**
 * Creates one code per owner (each replacing any live one of its purpose), all or none: every purpose is checked
 * first (the daily lock, the one-a-minute wait, the daily send cap) and a refusal of any sends nothing, so a client
 * asked for two codes at once (a new number's and the step-up) never gets one and a wait for the other. Throws 429
 * OTP_COOLDOWN (the longest wait) or 429 OTP_DAILY_LIMIT.
 */
export async function issueOneTimeCodes(
  db: Db,
  owners: readonly (CodeOwner & { channel: OtpChannel })[],
  now = new Date(),
): Promise<IssuedCode[]> {
  const caps = await readOtpCaps(db);
  for (const owner of owners) await assertNotLocked(db, owner, now);
  const wait = Math.max(0, ...(await Promise.all(owners.map((owner) => cooldownLeft(db, owner, now)))));
  if (wait > 0) throw cooldownError(wait);
  const reserved: CodeOwner[] = [];
  try {
    for (const owner of owners) {
      await reserveSend(db, owner, caps, now);
      reserved.push(owner);
    }
  } catch (err) {
    for (const owner of reserved) await releaseSend(db, owner, now);
    throw err;
  }
  const issued = await db.transaction(async (tx) => {
    const made: IssuedCode[] = [];
    for (const owner of owners) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(
          and(eq(otpCodes.clientId, owner.clientId), eq(otpCodes.purpose, owner.purpose), isNull(otpCodes.consumedAt)),
        );
      const [row] = await tx
        .insert(otpCodes)
        .values({
          clientId: owner.clientId,
          purpose: owner.purpose,
          subject: owner.subject,
          channel: owner.channel,
          codeHash: hashCode(owner, code).toString('hex'),
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
          createdAt: now,
        })
        .returning({ id: otpCodes.id });
      made.push({ id: row!.id, code });
    }
    return made;
  });
  for (const owner of owners) oneTimeCodesSent.inc({ purpose: owner.purpose, channel: owner.channel });
  return issued;
}

/** Creates a code (replacing any live one of the purpose); see {@link issueOneTimeCodes} for the refusals. */
export async function issueOneTimeCode(
  db: Db,
  owner: CodeOwner & { channel: OtpChannel },
  now = new Date(),
): Promise<string> {
  const [issued] = await issueOneTimeCodes(db, [owner], now);
  return issued!.code;
}

/**
 * Takes back codes whose delivery failed: they are deleted and their sends given back, so the client may ask again
 * at once (no wait, nothing counted against the day).
 */
export async function revokeIssuedCodes(
  db: Db,
  owners: readonly CodeOwner[],
  issued: readonly IssuedCode[],
  now = new Date(),
): Promise<void> {
  if (issued.length > 0) {
    await db.delete(otpCodes).where(
      inArray(
        otpCodes.id,
        issued.map((c) => c.id),
      ),
    );
  }
  for (const owner of owners) await releaseSend(db, owner, now);
}

/**
 * Checks a code against the live one of the purpose and answers the code's id and channel; throws 400 OTP_INVALID,
 * OTP_EXPIRED (none live, expired or used), OTP_TOO_MANY_ATTEMPTS (the fifth wrong one kills it) or 429
 * OTP_DAILY_LIMIT (the purpose is closed today, or this wrong code reached the day's cap).
 *
 * The comparison and the count are one atomic UPDATE: a wrong code adds an attempt, a right one adds nothing, and
 * no attempt is counted past the limit. So parallel guesses cannot pass the limit, and a duplicate of a request
 * with the right code (a double tap, a retry while the first is still running) costs no attempt: whichever uses the
 * code first acts, the other finds it used. The hashes are compared in the statement; a hash says nothing useful
 * about the code by its timing.
 */
export async function checkOneTimeCode(
  db: Db,
  owner: CodeOwner,
  code: string,
  now = new Date(),
): Promise<{ id: number; channel: OtpChannel }> {
  await assertNotLocked(db, owner, now);
  const [live] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.clientId, owner.clientId), eq(otpCodes.purpose, owner.purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!live || live.expiresAt.getTime() <= now.getTime()) throw expired();
  const hash = hashCode(owner, code).toString('hex');
  const matches = sql<boolean>`${otpCodes.codeHash} = ${hash}`;
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + (case when ${matches} then 0 else 1 end)` })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts, matched: matches });
  if (!counted) {
    // No row: its attempts are spent, or another request used the code since it was read (a double tap whose
    // first copy committed meanwhile). The second is "expired", which lets an idempotent caller replay the first
    // copy's answer instead of refusing a right code.
    const [after] = await db
      .select({ consumedAt: otpCodes.consumedAt, attempts: otpCodes.attempts })
      .from(otpCodes)
      .where(eq(otpCodes.id, live.id));
    if (after?.consumedAt && after.attempts < OTP_MAX_ATTEMPTS) throw expired();
    throw tooManyAttempts();
  }
  if (counted.matched) return { id: live.id, channel: live.channel as OtpChannel };
  const kill = () => db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, live.id));
  if (await countFailedGuess(db, owner, await readOtpCaps(db), now)) {
    await kill();
    throw dailyLimitError(now);
  }
  if (counted.attempts >= OTP_MAX_ATTEMPTS) {
    await kill();
    throw tooManyAttempts();
  }
  throw new AppError(400, OtpErrorCode.Invalid, messagesEn['otp.invalid']);
}

/** Marks a checked code used, in the caller's transaction; a code used meanwhile by another request is expired. */
export async function consumeOneTimeCode(tx: Pick<Db, 'update'>, id: number, now = new Date()): Promise<void> {
  const [consumed] = await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw expired();
}

/** Check and use at once: for a caller whose change has nothing that could fail in between. */
export async function verifyOneTimeCode(db: Db, owner: CodeOwner, code: string, now = new Date()): Promise<OtpChannel> {
  const { id, channel } = await checkOneTimeCode(db, owner, code, now);
  await consumeOneTimeCode(db, id, now);
  return channel;
}
