import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../../db/schema/ledger';
import { accountKey, type AccountRef } from './account-kinds';

/** The account's balance in its asset's minor unit (0 for an account never posted to). */
export async function getBalance(db: Db, ref: AccountRef): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, accountKey(ref)));
  return row?.balance ?? 0n;
}

export interface PostingRow {
  id: bigint;
  journalId: bigint;
  idempotencyKey: string;
  kind: string;
  memo: string | null;
  createdAt: Date;
  amount: bigint;
}

export interface PostingPage {
  items: PostingRow[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: bigint | null;
}

/** The account's postings, newest first, by keyset on the posting id (constant cost at any depth). */
export async function listPostings(
  db: Db,
  ref: AccountRef,
  options: { before?: bigint | null; limit?: number } = {},
): Promise<PostingPage> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 500);
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, accountKey(ref)));
  if (!account) return { items: [], nextCursor: null };
  const rows = await db
    .select({
      id: ledgerPostings.id,
      journalId: ledgerPostings.journalId,
      idempotencyKey: ledgerJournals.idempotencyKey,
      kind: ledgerJournals.kind,
      memo: ledgerJournals.memo,
      createdAt: ledgerJournals.createdAt,
      amount: ledgerPostings.amount,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .where(
      and(
        eq(ledgerPostings.accountId, account.id),
        options.before != null ? lt(ledgerPostings.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(ledgerPostings.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? items[items.length - 1]!.id : null };
}
