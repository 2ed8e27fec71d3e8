import { createHash, randomBytes } from 'node:crypto';
import { HANDOFF_TTL_SECONDS, type Handoff, type HandoffRedeem } from '@harta/contracts/schemas/registration-documents';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { registrationHandoffs } from '../../db/schema/kyc';

/**
 * QR hand-off ("Continue registration in mobile or web"). The logged-in DRAFT client asks for a code; the QR
 * code holds `${PUBLIC_URL}/registration?handoff=<code>`; the phone redeems the code (single use, 10 minutes)
 * for a one-time login ticket (60 s) that the identity server's hand-off grant exchanges for the client's tokens
 * ({@link consumeLoginTicket}). Codes and tickets are random 32 bytes, stored as SHA-256.
 */
export const TICKET_TTL_SECONDS = 60;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export async function createHandoff(
  db: Db,
  client: { clientId: number; userId: string },
  publicUrl: string,
  now = new Date(),
): Promise<Handoff> {
  const code = token();
  const expiresAt = new Date(now.getTime() + HANDOFF_TTL_SECONDS * 1000);
  await db.transaction(async (tx) => {
    // One live code per client: a refresh retires the earlier one.
    await tx
      .update(registrationHandoffs)
      .set({ usedAt: now })
      .where(and(eq(registrationHandoffs.clientId, client.clientId), isNull(registrationHandoffs.usedAt)));
    await tx
      .insert(registrationHandoffs)
      .values({ clientId: client.clientId, userId: client.userId, codeHash: sha256(code), expiresAt });
    // The refresh button is for an expired code; a fresh one hides it again.
    await tx.update(clients).set({ isQRrefreshButtonEnable: false }).where(eq(clients.clientId, client.clientId));
  });
  return { code, url: `${publicUrl}/registration?handoff=${code}`, expiresAt: expiresAt.toISOString() };
}

/** Exchanges a live code for a login ticket; null when the code is unknown, used or expired. */
export async function redeemHandoff(db: Db, code: string, now = new Date()): Promise<HandoffRedeem | null> {
  const ticket = token();
  const ticketExpiresAt = new Date(now.getTime() + TICKET_TTL_SECONDS * 1000);
  const [row] = await db
    .update(registrationHandoffs)
    .set({ usedAt: now, ticketHash: sha256(ticket), ticketExpiresAt })
    .where(
      and(
        eq(registrationHandoffs.codeHash, sha256(code)),
        isNull(registrationHandoffs.usedAt),
        gt(registrationHandoffs.expiresAt, now),
      ),
    )
    .returning({ clientId: registrationHandoffs.clientId });
  if (!row) {
    await markExpiredCode(db, code, now);
    return null;
  }
  const [client] = await db
    .select({ clientId: clients.clientId, emailAddress: clients.emailAddress, currentStep: clients.currentStep })
    .from(clients)
    .where(eq(clients.clientId, row.clientId));
  if (!client) return null;
  return { ticket, ticketExpiresAt: ticketExpiresAt.toISOString(), ...client };
}

/** An expired (not used) code turns the client's QR refresh button on. */
async function markExpiredCode(db: Db, code: string, now: Date): Promise<void> {
  const [row] = await db
    .select({
      clientId: registrationHandoffs.clientId,
      usedAt: registrationHandoffs.usedAt,
      expiresAt: registrationHandoffs.expiresAt,
    })
    .from(registrationHandoffs)
    .where(eq(registrationHandoffs.codeHash, sha256(code)));
  if (row && row.usedAt === null && row.expiresAt <= now) {
    await db.update(clients).set({ isQRrefreshButtonEnable: true }).where(eq(clients.clientId, row.clientId));
  }
}

/**
 * `isQRrefreshButtonEnable` as the login summary reports it: on once the client's live code has run out, whether
 * or not anyone tried it (a code expires silently on the desktop), and off again when a new code replaces it.
 */
export async function isQrRefreshEnabled(
  db: Db,
  client: { clientId: number; isQRrefreshButtonEnable: boolean },
  now = new Date(),
): Promise<boolean> {
  if (client.isQRrefreshButtonEnable) return true;
  const [expired] = await db
    .select({ id: registrationHandoffs.id })
    .from(registrationHandoffs)
    .where(
      and(
        eq(registrationHandoffs.clientId, client.clientId),
        isNull(registrationHandoffs.usedAt),
        lte(registrationHandoffs.expiresAt, now),
      ),
    )
    .limit(1);
  return !!expired;
}

/**
 * The identity server's hand-off grant (`urn:harta:handoff`, identity/handoff-grant.ts) spends the ticket here.
 * Single use: answers the login's user and client once, then null.
 */
export async function consumeLoginTicket(
  db: Db,
  ticket: string,
  now = new Date(),
): Promise<{ userId: string; clientId: number } | null> {
  const [row] = await db
    .update(registrationHandoffs)
    .set({ ticketUsedAt: now })
    .where(
      and(
        eq(registrationHandoffs.ticketHash, sha256(ticket)),
        isNull(registrationHandoffs.ticketUsedAt),
        gt(registrationHandoffs.ticketExpiresAt, now),
      ),
    )
    .returning({ userId: registrationHandoffs.userId, clientId: registrationHandoffs.clientId });
  return row ?? null;
}
