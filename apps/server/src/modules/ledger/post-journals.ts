import { inArray, sql, type SQL } from 'drizzle-orm';
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
/** The columns' own defaults (db/schema/ledger.ts), for the journals that name no effective date or time. */
const EFFECTIVE_DATE_DEFAULT = ledgerJournals.effectiveDate.default as SQL;
const CREATED_AT_DEFAULT = ledgerJournals.createdAt.default as SQL;

/**
 * Posts many journals at once, all or nothing, with the same rules as `postJournal` for each: a key posted before
 * with the same content is a replay and moves nothing, with other content the whole call is refused (422), and a
 * client balance below zero refuses it too. For jobs that post thousands of journals (the invest step) and batches
 * of callbacks: one statement for the accounts, then one per few thousand postings that inserts them with their
 * journals, instead of a round trip per journal. Postings are inserted in ascending account id across all the
 * journals, the lock order every journal keeps.
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
      const accountIds = await openAccounts(
        tx,
        unique.flatMap((i) => i.postings.map((p) => p.account)),
      );
      // Each run's journals and their postings in one statement (one round trip, not two): the postings join the
      // journals the statement inserted, so a replayed key (already posted) inserts neither. Whole journals per
      // statement: the postings of a journal opened in a savepoint are checked at the end of the statement that
      // inserts them (the ledger's statement trigger), so none may be split across two.
      const posted = new Set<string>();
      for (const batch of journalBatches(unique, POSTINGS_PER_STATEMENT)) {
        const postings = batch
          .flatMap((i) =>
            i.postings.map((p) => ({
              key: i.idempotencyKey,
              accountId: accountIds.get(accountKey(p.account))!,
              amount: p.amount,
            })),
          )
          .sort((a, b) => a.accountId - b.accountId);
        const result = (await tx.execute(sql`
          with journals as (
            insert into ${ledgerJournals} (idempotency_key, kind, memo, content_hash, effective_date, created_at)
            select v.key, v.kind, v.memo, v.hash, coalesce(v.effective_date, ${EFFECTIVE_DATE_DEFAULT}), coalesce(v.created_at, ${CREATED_AT_DEFAULT})
              from (${columnRows([
                { type: 'text', values: batch.map((i) => i.idempotencyKey) },
                { type: 'text', values: batch.map((i) => i.kind) },
                { type: 'text', values: batch.map((i) => i.memo ?? null) },
                { type: 'text', values: batch.map((i) => hashes.get(i.idempotencyKey)!) },
                { type: 'date', values: batch.map((i) => i.effectiveDate ?? null) },
                { type: 'timestamptz', values: batch.map((i) => i.postedAt?.toISOString() ?? null) },
              ])}) as v (key, kind, memo, hash, effective_date, created_at)
            on conflict (idempotency_key) do nothing
            returning id, idempotency_key
          ), postings as (
            insert into ${ledgerPostings} (journal_id, account_id, amount)
            select j.id, p.account_id, p.amount
              from (${columnRows([
                { type: 'text', values: postings.map((p) => p.key) },
                { type: 'integer', values: postings.map((p) => p.accountId) },
                { type: 'bigint', values: postings.map((p) => p.amount) },
              ])}) as p (key, account_id, amount)
              join journals j on j.idempotency_key = p.key
             order by p.account_id
          )
          select idempotency_key as key from journals`)) as unknown as { rows: { key: string }[] };
        for (const row of result.rows) posted.add(row.key);
      }
      const replays = unique.filter((i) => !posted.has(i.idempotencyKey)).map((i) => i.idempotencyKey);
      if (replays.length > 0) {
        const earlier = await tx
          .select({ idempotencyKey: ledgerJournals.idempotencyKey, contentHash: ledgerJournals.contentHash })
          .from(ledgerJournals)
          .where(inArray(ledgerJournals.idempotencyKey, replays));
        if (earlier.length !== replays.length || earlier.some((j) => j.contentHash !== hashes.get(j.idempotencyKey))) {
          throw new IdempotencyConflictError();
        }
      }
      return { posted: posted.size, replayed: replays.length };
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
