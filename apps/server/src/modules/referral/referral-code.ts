import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { referralCodes } from '../../db/schema/referrals';

/** No 0/O or 1/I: a code read aloud or copied by hand survives. 32 symbols. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 32^8 ≈ 1.1e12 codes: a guessed code hits one of a million clients once in a million tries. */
export const REFERRAL_CODE_LENGTH = 8;

/** A fresh random code; it carries nothing of the client (not the id, not the name). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The client's code, made on first use and the same ever after. Two first uses at once both end with the one
 * stored (primary key on the client); a code another client already has (unique) is drawn again.
 */
export async function referralCodeOf(db: Db, clientId: number, draw: () => string = newReferralCode): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.clientId, clientId));
    if (existing) return existing.code;
    // No conflict target: a clash on the client (a concurrent first use) or on the code both do nothing.
    await db.insert(referralCodes).values({ clientId, code: draw() }).onConflictDoNothing();
  }
  throw new Error('could not draw a free referral code');
}
