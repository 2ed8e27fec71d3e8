import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { recoveryCodes, secondFactors } from '../db/schema/second-factor';
import { openSecret, sealSecret, type SecondFactorKey } from './second-factor-secret';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret } from './totp';

/** The database side of the second factor (docs/security.md, "Second factor"). */
type Writer = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

export interface StoredSecondFactor {
  status: 'pending' | 'active';
  /** The base32 secret, opened. */
  secret: string;
  lastUsedStep: number | null;
}

export async function secondFactorOf(
  db: Db,
  userId: string,
  key: SecondFactorKey,
): Promise<StoredSecondFactor | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  if (!row) return undefined;
  return { status: row.status, secret: openSecret(row.secretSealed, userId, key), lastUsedStep: row.lastUsedStep };
}

export interface NewEnrolment {
  secret: string;
  recoveryCodes: string[];
}

/**
 * A new pending secret and new recovery codes, replacing an unconfirmed enrolment (the codes only work once a
 * first code confirms the secret). Undefined when the user already has an active second factor: turning it off
 * (or an administrator's reset) comes first.
 */
export async function startEnrolment(db: Db, userId: string, key: SecondFactorKey): Promise<NewEnrolment | undefined> {
  const secret = newTotpSecret();
  const codes = newRecoveryCodes();
  return db.transaction(async (tx) => {
    const [written] = await tx
      .insert(secondFactors)
      .values({ userId, secretSealed: sealSecret(secret, userId, key), status: 'pending' })
      .onConflictDoUpdate({
        target: secondFactors.userId,
        set: {
          secretSealed: sql`excluded.secret_sealed`,
          status: 'pending',
          lastUsedStep: null,
          createdAt: sql`now()`,
        },
        setWhere: eq(secondFactors.status, 'pending'),
      })
      .returning({ userId: secondFactors.userId });
    if (!written) return undefined;
    await replaceRecoveryCodes(tx, userId, codes);
    return { secret, recoveryCodes: codes };
  });
}

async function replaceRecoveryCodes(tx: Writer, userId: string, codes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
}

/**
 * Records that a code of time step `step` was used, and makes a pending factor active (its first code confirms
 * it). In ONE statement that refuses a step not later than the last one used: of two requests carrying the same
 * code, however concurrent, exactly one gets true. False: the code (or an earlier one) was already used.
 */
export async function acceptTotpStep(db: Db, userId: string, step: number, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedStep: step, status: 'active', confirmedAt: sql`coalesce(${secondFactors.confirmedAt}, ${now})` })
    .where(
      and(
        eq(secondFactors.userId, userId),
        or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/** Uses a recovery code of an active second factor: true once per code, in one statement (no race). */
export async function useRecoveryCode(db: Db, userId: string, code: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
        sql`exists (select 1 from second_factors f where f.user_id = ${userId} and f.status = 'active')`,
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Removes the secret and the recovery codes (turned off, or reset by an administrator). True if there was one. */
export async function removeSecondFactor(db: Writer, userId: string): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const rows = await db
    .delete(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/**
 * Gives a user a known secret, already active (the demo's staff members: seed/demo-second-factor.ts). Leaves an
 * existing second factor alone, as the demo seed leaves every existing row alone.
 */
export async function setKnownSecret(db: Db, userId: string, secret: string, key: SecondFactorKey): Promise<boolean> {
  const rows = await db
    .insert(secondFactors)
    .values({ userId, secretSealed: sealSecret(secret, userId, key), status: 'active', confirmedAt: new Date() })
    .onConflictDoNothing({ target: secondFactors.userId })
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}
