import { inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { columnRows } from '../../db/column-rows';
import type { Db } from '../../db/connection';
import { ledgerJournals, ledgerPostings } from '../../db/schema/ledger';
import { accountKey } from './account-kinds';
import { assertPostable, contentHash, type JournalInput } from './journal-content';
import { IdempotencyConflictError, InsufficientBalanceError } from './ledger-errors';
import { isCheckViolation, openAccounts } from './post-journal';

/** Postings per INSERT statement at most (a journal's postings are never split; see below). */
const POSTINGS_PER_STATEMENT = 5_000;

/**
 * Posts many journals at once, all or nothing, with the same rules as `postJournal` for each: a key posted before
 * with the same content is a replay and moves nothing, with other content the whole call is refused (422), and a
 * client balance below zero refuses it too. For jobs that post thousands of journals (the invest step): one
 * statement for the journals, one per few thousand postings, instead of a round trip per journal. Postings are
 * inserted in ascending account id across all the journals, the lock order every journal keeps.
 *
 * Given a caller's transaction it writes in it directly, not in a savepoint: the journals then belong to the
 * top-level transaction, so the commit-time balance check runs once per journal instead of once per posting (the
 * trigger skips postings of a journal its own transaction created, and a savepoint is another transaction). A
 * failure then fails the caller's whole transaction, which is what a batch wants. Given the database, it opens
 * its own transaction.
 */
export async function postJournals(
  db: Db,
  inputs: readonly JournalInput[],
): Promise<{ posted: number; replayed: number }> {
  if (inputs.length === 0) return { posted: 0, replayed: 0 };
  const hashes = new Map<string, string>();
  for (const input of inputs) {
    assertPostable(input);
    const hash = contentHash(input);
    const earlier = hashes.get(input.idempotencyKey);
    if (earlier !== undefined && earlier !== hash) throw new IdempotencyConflictError();
    hashes.set(input.idempotencyKey, hash);
  }
  const unique = [...new Map(inputs.map((i) => [i.idempotencyKey, i])).values()];
  const inTransaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    db instanceof PgTransaction ? work(db as unknown as Db) : db.transaction(work);
  try {
    return await inTransaction(async (tx) => {
      const inserted = await tx
        .insert(ledgerJournals)
        .values(
          unique.map((i) => ({
            idempotencyKey: i.idempotencyKey,
            kind: i.kind,
            memo: i.memo ?? null,
            contentHash: hashes.get(i.idempotencyKey)!,
            ...(i.effectiveDate ? { effectiveDate: i.effectiveDate } : {}),
            ...(i.postedAt ? { createdAt: i.postedAt } : {}),
          })),
        )
        .onConflictDoNothing({ target: ledgerJournals.idempotencyKey })
        .returning({ id: ledgerJournals.id, idempotencyKey: ledgerJournals.idempotencyKey });
      const idOf = new Map(inserted.map((j) => [j.idempotencyKey, j.id]));
      const replays = unique.filter((i) => !idOf.has(i.idempotencyKey)).map((i) => i.idempotencyKey);
      if (replays.length > 0) {
        const earlier = await tx
          .select({ idempotencyKey: ledgerJournals.idempotencyKey, contentHash: ledgerJournals.contentHash })
          .from(ledgerJournals)
          .where(inArray(ledgerJournals.idempotencyKey, replays));
        if (earlier.length !== replays.length || earlier.some((j) => j.contentHash !== hashes.get(j.idempotencyKey))) {
          throw new IdempotencyConflictError();
        }
      }
      const fresh = unique.filter((i) => idOf.has(i.idempotencyKey));
      const accountIds = await openAccounts(
        tx,
        fresh.flatMap((i) => i.postings.map((p) => p.account)),
      );
      // Whole journals per statement: the postings of a journal opened in a savepoint are checked at the end of
      // the statement that inserts them (the ledger's statement trigger), so none may be split across two.
      for (const batch of journalBatches(fresh, POSTINGS_PER_STATEMENT)) {
        const rows = batch
          .flatMap((i) =>
            i.postings.map((p) => ({
              journalId: idOf.get(i.idempotencyKey)!,
              accountId: accountIds.get(accountKey(p.account))!,
              amount: p.amount,
            })),
          )
          .sort((a, b) => a.accountId - b.accountId);
        await tx.execute(
          sql`insert into ${ledgerPostings} (journal_id, account_id, amount) ${columnRows([
            { type: 'bigint', values: rows.map((r) => r.journalId) },
            { type: 'integer', values: rows.map((r) => r.accountId) },
            { type: 'bigint', values: rows.map((r) => r.amount) },
          ])}`,
        );
      }
      return { posted: fresh.length, replayed: replays.length };
    });
  } catch (error) {
    if (isCheckViolation(error, 'ledger_accounts_balance_check')) throw new InsufficientBalanceError();
    throw error;
  }
}

/** The journals in runs of at most `limit` postings (a journal with more is a run of its own). */
function journalBatches(journals: readonly JournalInput[], limit: number): JournalInput[][] {
  const batches: JournalInput[][] = [];
  let current: JournalInput[] = [];
  let size = 0;
  for (const journal of journals) {
    if (size > 0 && size + journal.postings.length > limit) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(journal);
    size += journal.postings.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
