import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '@harta/contracts/schemas/registration-contact';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { otpCodes } from '../../db/schema/registration';
import { AppError } from '../../plugins/errors/app-error';
import { oneTimeCodesSent } from '../../metrics/registry';

/**
 * One-time codes, whatever they confirm (a mobile number at registration, a withdrawal, a step-up before a
 * profile change): 6 digits, valid 5 minutes, 5 attempts, one new code per minute per purpose, a new code replaces
 * the live one. Only a hash is stored, and it covers the purpose, the client and the subject (what the code
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

/** Creates a code (replacing any live one of the purpose), or throws 429 OTP_COOLDOWN within a minute of the last. */
export async function issueOneTimeCode(
  db: Db,
  owner: CodeOwner & { channel: OtpChannel },
  now = new Date(),
): Promise<string> {
  const ofPurpose = and(eq(otpCodes.clientId, owner.clientId), eq(otpCodes.purpose, owner.purpose));
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(ofPurpose)
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (last) {
    const waitMs = last.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(429, OtpErrorCode.Cooldown, formatMessage('otp.cooldown', { seconds }), {
        headers: { 'retry-after': String(seconds) },
      });
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(ofPurpose, isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      clientId: owner.clientId,
      purpose: owner.purpose,
      subject: owner.subject,
      channel: owner.channel,
      codeHash: hashCode(owner, code).toString('hex'),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
  oneTimeCodesSent.inc({ purpose: owner.purpose, channel: owner.channel });
  return code;
}

/**
 * Counts one attempt against the live code of the purpose (one atomic UPDATE, so parallel guesses cannot pass the
 * limit) and compares it for the subject. Answers the code's id and channel; throws 400 OTP_INVALID, OTP_EXPIRED
 * (none live, expired or used) or OTP_TOO_MANY_ATTEMPTS (the fifth wrong one kills it).
 */
export async function checkOneTimeCode(
  db: Db,
  owner: CodeOwner,
  code: string,
  now = new Date(),
): Promise<{ id: number; channel: OtpChannel }> {
  const [live] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.clientId, owner.clientId), eq(otpCodes.purpose, owner.purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!live || live.expiresAt.getTime() <= now.getTime()) throw expired();
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw tooManyAttempts();
  if (!timingSafeEqual(Buffer.from(live.codeHash, 'hex'), hashCode(owner, code))) {
    if (counted.attempts >= OTP_MAX_ATTEMPTS) {
      await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, live.id));
      throw tooManyAttempts();
    }
    throw new AppError(400, OtpErrorCode.Invalid, messagesEn['otp.invalid']);
  }
  return { id: live.id, channel: live.channel as OtpChannel };
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
