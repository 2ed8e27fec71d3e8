import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { registrationTokens } from '../../../db/schema/registration';

/**
 * Single-use link tokens (e-mail confirmation, password set-up, password reset). The token is 32 random bytes
 * (base64url); only its SHA-256 is stored, so a database leak exposes no usable link. Using a token is one
 * conditional UPDATE: of two concurrent uses exactly one wins.
 */
export type TokenPurpose = 'confirm_email' | 'password_setup' | 'password_reset';

export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  confirm_email: 24 * 60 * 60,
  password_setup: 30 * 60,
  password_reset: 60 * 60,
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/**
 * Creates a token for the user; earlier unused tokens of the same purpose stop working. `ttlSeconds` overrides the
 * purpose's lifetime (a staff invitation is a password reset link that lives longer: docs/backoffice.md).
 */
export async function issueToken(
  db: Tx,
  userId: string,
  purpose: TokenPurpose,
  now = new Date(),
  ttlSeconds: number = TOKEN_TTL_SECONDS[purpose],
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(registrationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(registrationTokens.userId, userId),
        eq(registrationTokens.purpose, purpose),
        isNull(registrationTokens.usedAt),
      ),
    );
  await db.insert(registrationTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

export type TokenState = 'VALID' | 'EXPIRED' | 'USED' | 'INVALID';

/** What a token is worth, without using it. */
export async function inspectToken(
  db: Tx,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<{ state: TokenState; userId: string | null }> {
  const [row] = await db
    .select()
    .from(registrationTokens)
    .where(and(eq(registrationTokens.tokenHash, hashToken(token)), eq(registrationTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { state: 'INVALID', userId: null };
  if (row.usedAt) return { state: 'USED', userId: row.userId };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'EXPIRED', userId: row.userId };
  return { state: 'VALID', userId: row.userId };
}

/**
 * Uses the token once. Returns the user id, or the reason it cannot be used.
 */
export async function consumeToken(
  db: Tx,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<{ ok: true; userId: string } | { ok: false; state: Exclude<TokenState, 'VALID'> }> {
  const [row] = await db
    .update(registrationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(registrationTokens.tokenHash, hashToken(token)),
        eq(registrationTokens.purpose, purpose),
        isNull(registrationTokens.usedAt),
        gt(registrationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: registrationTokens.userId });
  if (row) return { ok: true, userId: row.userId };
  const { state } = await inspectToken(db, token, purpose, now);
  return { ok: false, state: state === 'VALID' ? 'USED' : state };
}

/** When the user's newest token of this purpose was created (for resend cooldowns). */
export async function lastTokenIssuedAt(db: Tx, userId: string, purpose: TokenPurpose): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: registrationTokens.createdAt })
    .from(registrationTokens)
    .where(and(eq(registrationTokens.userId, userId), eq(registrationTokens.purpose, purpose)));
  return rows.reduce<Date | null>((latest, r) => (!latest || r.createdAt > latest ? r.createdAt : latest), null);
}
