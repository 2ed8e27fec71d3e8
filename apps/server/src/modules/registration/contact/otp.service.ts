import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '@harta/contracts/schemas/registration-contact';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { otpCodes } from '../../../db/schema/registration';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';

/**
 * One-time codes that verify a mobile number: 6 digits, valid 5 minutes, 5 attempts, one new code per
 * 60 seconds. Only a hash is stored (bound to the client and the number, so a code is worthless elsewhere);
 * a new code replaces the previous one.
 */
export type OtpChannel = 'sms' | 'email';
const PURPOSE = 'mobile';

function hashCode(clientId: number, subject: string, code: string): Buffer {
  return createHash('sha256').update(`${clientId}:${subject}:${code}`, 'utf8').digest();
}

/** Creates a code for `subject` (E.164), or throws 429 OTP_COOLDOWN when the last one is under a minute old. */
export async function issueOtp(
  db: Db,
  clientId: number,
  subject: string,
  channel: OtpChannel,
  now = new Date(),
): Promise<string> {
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
      throw new RegistrationError(
        429,
        RegistrationErrorCode.OtpCooldown,
        'otp.cooldown',
        { seconds },
        {
          'retry-after': String(seconds),
        },
      );
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
      channel,
      codeHash: hashCode(clientId, subject, code).toString('hex'),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
  return code;
}

/**
 * Checks `code` against the newest live code for `subject`. Each check counts as an attempt (one atomic
 * UPDATE, so parallel guesses cannot exceed the limit); the fifth wrong one kills the code. Returns the
 * channel the code went out on; throws 400 OTP_INVALID / OTP_EXPIRED / OTP_TOO_MANY_ATTEMPTS.
 */
export async function verifyOtp(
  db: Db,
  clientId: number,
  subject: string,
  code: string,
  now = new Date(),
): Promise<OtpChannel> {
  const [live] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.clientId, clientId),
        eq(otpCodes.purpose, PURPOSE),
        eq(otpCodes.subject, subject),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!live || live.expiresAt.getTime() <= now.getTime()) {
    throw new RegistrationError(400, RegistrationErrorCode.OtpExpired, 'otp.expired');
  }
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) {
    throw new RegistrationError(400, RegistrationErrorCode.OtpTooManyAttempts, 'otp.tooManyAttempts');
  }
  const expected = Buffer.from(live.codeHash, 'hex');
  const matches = timingSafeEqual(expected, hashCode(clientId, subject, code));
  if (!matches) {
    if (counted.attempts >= OTP_MAX_ATTEMPTS) {
      await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, live.id));
      throw new RegistrationError(400, RegistrationErrorCode.OtpTooManyAttempts, 'otp.tooManyAttempts');
    }
    throw new RegistrationError(400, RegistrationErrorCode.OtpInvalid, 'otp.invalid');
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  // A parallel request used the same code first: single use.
  if (!consumed) throw new RegistrationError(400, RegistrationErrorCode.OtpExpired, 'otp.expired');
  return live.channel as OtpChannel;
}
