import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { mailOutbox } from '../../db/schema/mail';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/**
 * How long a claimed message is reserved for its sender. Longer than an SMTP exchange can take (the transport's
 * timeouts are well under it), so a message is never taken by a second instance while it is being sent; if its
 * sender dies, the message becomes due again when the lease runs out.
 */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

/** `now() + ms` on the database's clock, the one every instance compares `next_attempt_at` with. */
const fromNow = (ms: number) => sql`now() + (${ms}::double precision * interval '1 millisecond')`;

/** Without SMTP the outbox is the mailbox: the message is kept, never sent. */
export async function insertKept(db: Db, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, status: 'kept' });
}

/** A new message, already claimed by the caller for its first attempt. */
export async function insertClaimed(db: Db, mail: OutgoingMail): Promise<OutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, status: 'pending', attempts: 1, nextAttemptAt: fromNow(CLAIM_LEASE_MS) })
    .returning();
  return row!;
}

/**
 * Claims up to `limit` pending messages that are due, counting the attempt. `FOR UPDATE SKIP LOCKED` lets several
 * instances claim at once without waiting on, or taking, each other's rows; the lease then keeps the claimed rows
 * out of every later claim until they are sent or fail.
 */
export async function claimDue(db: Db, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: fromNow(CLAIM_LEASE_MS) })
    .where(and(eq(mailOutbox.status, 'pending'), inArray(mailOutbox.id, due)))
    .returning();
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, error: null, nextAttemptAt: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: due again in `retryInMs`, or given up ('failed') when that is undefined. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  error: string,
  retryInMs: number | undefined,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: retryInMs === undefined ? 'failed' : 'pending',
      error: error.slice(0, 1000),
      nextAttemptAt: retryInMs === undefined ? null : fromNow(retryInMs),
    })
    .where(eq(mailOutbox.id, id));
}

/** Gives back claims that were not tried (the job is stopping): due now, the attempt not counted. */
export async function releaseClaims(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.status, 'pending'), inArray(mailOutbox.id, ids)));
}
