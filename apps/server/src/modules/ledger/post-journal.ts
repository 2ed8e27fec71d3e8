import { asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/column-rows';
import type { Db, Tx } from '../../db/connection';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../../db/schema/ledger';
import { ACCOUNT_KINDS, accountKey, assetOf, type AccountRef } from './account-kinds';
import { assertPostable, contentHash, type JournalInput } from './journal-content';
import { IdempotencyConflictError, InsufficientBalanceError } from './ledger-errors';

export interface PostedJournal {
  id: bigint;
  idempotencyKey: string;
  kind: string;
  memo: string | null;
  createdAt: Date;
  postings: { accountId: number; accountKey: string; amount: bigint }[];
  /** True when the key had been posted before with the same content: nothing moved this time. */
  replayed: boolean;
}

/**
 * Posts one balanced journal, all or nothing, in one database transaction (on PGlite its `transaction()` is
 * what isolates it from other callers). The idempotency key makes a retry safe: the same key with the same
 * content returns the journal already posted and moves nothing; with other content it is refused with 422.
 * A posting that would take a client account below zero is refused by the balance CHECK and answered 422.
 *
 * Pass a caller's transaction to post inside it (a savepoint): the journal then commits or rolls back with the
 * caller's own writes, such as a payment order's state change.
 *
 * This is the only writer of postings (docs/money.md).
 */
export async function postJournal(db: Db, input: JournalInput): Promise<PostedJournal> {
  assertPostable(input);
  const hash = contentHash(input);
  try {
    return await db.transaction(async (tx) => {
      // A concurrent post of the same key waits here on the unique index until the first commits or rolls back.
      const [inserted] = await tx
        .insert(ledgerJournals)
        .values({
          idempotencyKey: input.idempotencyKey,
          kind: input.kind,
          memo: input.memo ?? null,
          contentHash: hash,
          ...(input.effectiveDate ? { effectiveDate: input.effectiveDate } : {}),
          ...(input.postedAt ? { createdAt: input.postedAt } : {}),
        })
        .onConflictDoNothing({ target: ledgerJournals.idempotencyKey })
        .returning();
      if (!inserted) return replay(tx, input.idempotencyKey, hash);

      const accountIds = await openAccounts(
        tx,
        input.postings.map((p) => p.account),
      );
      // Ascending account id: every journal locks the account rows it touches in the same order, so two
      // journals over the same accounts queue instead of deadlocking.
      const rows = input.postings
        .map((p) => ({ journalId: inserted.id, accountId: accountIds.get(accountKey(p.account))!, amount: p.amount }))
        .sort((a, b) => a.accountId - b.accountId);
      await tx.insert(ledgerPostings).values(rows);
      return {
        id: inserted.id,
        idempotencyKey: inserted.idempotencyKey,
        kind: inserted.kind,
        memo: inserted.memo,
        createdAt: inserted.createdAt,
        postings: input.postings.map((p) => ({
          accountId: accountIds.get(accountKey(p.account))!,
          accountKey: accountKey(p.account),
          amount: p.amount,
        })),
        replayed: false,
      };
    });
  } catch (error) {
    if (isCheckViolation(error, 'ledger_accounts_balance_check')) throw new InsufficientBalanceError();
    throw error;
  }
}

async function replay(tx: Tx, idempotencyKey: string, hash: string): Promise<PostedJournal> {
  const [journal] = await tx.select().from(ledgerJournals).where(eq(ledgerJournals.idempotencyKey, idempotencyKey));
  if (!journal || journal.contentHash !== hash) throw new IdempotencyConflictError();
  const postings = await tx
    .select({ accountId: ledgerPostings.accountId, accountKey: ledgerAccounts.key, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(eq(ledgerPostings.journalId, journal.id))
    .orderBy(asc(ledgerPostings.id));
  return {
    id: journal.id,
    idempotencyKey: journal.idempotencyKey,
    kind: journal.kind,
    memo: journal.memo,
    createdAt: journal.createdAt,
    postings,
    replayed: true,
  };
}

/** Opens (or finds) each account; returns account key -> id. */
export async function openAccounts(tx: Tx | Db, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const byKey = new Map(refs.map((ref) => [accountKey(ref), ref]));
  const keys = [...byKey.keys()];
  const existing = await tx
    .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.key} = ${anyOf('text', keys)}`);
  const ids = new Map(existing.map((row) => [row.key, row.id]));
  const missing = keys.filter((key) => !ids.has(key)).sort();
  if (missing.length > 0) {
    await tx
      .insert(ledgerAccounts)
      .values(
        missing.map((key) => {
          const ref = byKey.get(key)!;
          const rules = ACCOUNT_KINDS[ref.kind];
          return {
            key,
            kind: ref.kind,
            portfolioId: 'portfolioId' in ref ? ref.portfolioId : null,
            asset: assetOf(ref),
            normalSide: rules.normalSide,
            nonNegative: rules.nonNegative,
          };
        }),
      )
      .onConflictDoNothing({ target: ledgerAccounts.key });
    // Read back rather than trust RETURNING: a concurrent opener may have won the insert of some of them.
    const opened = await tx
      .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.key} = ${anyOf('text', missing)}`);
    for (const row of opened) ids.set(row.key, row.id);
  }
  return ids;
}

/** SQLSTATE 23514 on the named constraint, through Drizzle's wrapping of the driver's error. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23514') return e.constraint === constraint;
    current = e.cause;
  }
  return false;
}
