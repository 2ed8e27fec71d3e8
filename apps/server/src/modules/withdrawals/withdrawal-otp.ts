import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '@harta/contracts/schemas/registration-contact';
import type { Db } from '../../db/connection';
import { otpCodes } from '../../db/schema/registration';
import { AppError } from '../../plugins/errors/app-error';

/**
 * The SMS code that confirms a withdrawal (issue #11 item 8): 6 digits, 5 minutes, 5 attempts, one new code per
 * minute, as for the mobile number at registration. It lives in `otp_codes` under its own purpose, and it is bound
 * to exactly one request: the hash covers the client, the portfolio and the amount (or "all"), so a code sent for
 * RM 10 cannot confirm RM 10,000 or another portfolio. Only the hash is stored.
 *
 * Checking and using are two steps, on purpose: the attempt is counted in its own committed statement
 * ({@link checkWithdrawalOtp}), so a wrong guess counts even though the request then fails; the code is marked used
 * ({@link consumeWithdrawalOtp}) inside the withdrawal's own transaction, so a request that fails for another
 * reason (not enough available) leaves the code usable for a corrected retry, and two requests cannot both use it.
 */
const PURPOSE = 'withdrawal';

export const OtpErrorCode = {
  Invalid: 'OTP_INVALID',
  Expired: 'OTP_EXPIRED',
  TooManyAttempts: 'OTP_TOO_MANY_ATTEMPTS',
  Cooldown: 'OTP_COOLDOWN',
  DeliveryFailed: 'OTP_DELIVERY_FAILED',
} as const;

/** What the code confirms: the portfolio's public id and the amount in sen, or ALL. */
export function otpSubject(portfolioGuid: string, amount: bigint | 'ALL'): string {
  return `${portfolioGuid}:${amount === 'ALL' ? 'ALL' : amount.toString()}`;
}

function hashCode(clientId: number, subject: string, code: string): Buffer {
  return createHash('sha256').update(`${PURPOSE}:${clientId}:${subject}:${code}`, 'utf8').digest();
}

/** Creates a code for `subject` (replacing any live one), or throws 429 OTP_COOLDOWN within a minute of the last. */
export async function issueWithdrawalOtp(db: Db, clientId: number, subject: string, now = new Date()): Promise<string> {
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.clientId, clientId), eq(otpCodes.purpose, PURPOSE)))
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
      .where(and(eq(otpCodes.clientId, clientId), eq(otpCodes.purpose, PURPOSE), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      clientId,
      purpose: PURPOSE,
      subject,
      channel: 'sms',
      codeHash: hashCode(clientId, subject, code).toString('hex'),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
  return code;
}

const expired = () => new AppError(400, OtpErrorCode.Expired, messagesEn['otp.expired']);

/**
 * Counts one attempt against the client's live withdrawal code (one atomic UPDATE, so parallel guesses cannot pass
 * the limit) and compares it for `subject`. Returns the code's id for {@link consumeWithdrawalOtp}; throws 400
 * OTP_INVALID, OTP_EXPIRED (none live, expired or used) or OTP_TOO_MANY_ATTEMPTS (the fifth wrong one kills it).
 */
export async function checkWithdrawalOtp(
  db: Db,
  clientId: number,
  subject: string,
  code: string,
  now = new Date(),
): Promise<number> {
  const [live] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.clientId, clientId), eq(otpCodes.purpose, PURPOSE), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!live || live.expiresAt.getTime() <= now.getTime()) throw expired();
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw new AppError(400, OtpErrorCode.TooManyAttempts, messagesEn['otp.tooManyAttempts']);
  const matches = timingSafeEqual(Buffer.from(live.codeHash, 'hex'), hashCode(clientId, subject, code));
  if (!matches) {
    if (counted.attempts >= OTP_MAX_ATTEMPTS) {
      await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, live.id));
      throw new AppError(400, OtpErrorCode.TooManyAttempts, messagesEn['otp.tooManyAttempts']);
    }
    throw new AppError(400, OtpErrorCode.Invalid, messagesEn['otp.invalid']);
  }
  return live.id;
}

/** Marks the checked code used, in the caller's transaction; a code used meanwhile by another request is expired. */
export async function consumeWithdrawalOtp(tx: Pick<Db, 'update'>, otpId: number, now = new Date()): Promise<void> {
  const [consumed] = await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw expired();
}

/** '+60123456789' → '+60*****6789': enough for the client to recognise the number, not to read it. */
export function maskMobile(e164: string): string {
  if (e164.length <= 7) return e164.replace(/\d(?=\d{2})/g, '*');
  return `${e164.slice(0, 3)}${'*'.repeat(e164.length - 7)}${e164.slice(-4)}`;
}

export function withdrawalOtpSms(code: string, amountText: string, goalName: string): string {
  return `Harta: your code to withdraw ${amountText} from "${goalName}" is ${code}. Valid for 5 minutes. Never share it with anyone.`;
}
