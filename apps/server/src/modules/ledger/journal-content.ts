import { createHash } from 'node:crypto';
import { accountKey, assetOf, type AccountRef } from './account-kinds';
import { InvalidJournalError } from './ledger-errors';

export interface PostingInput {
  account: AccountRef;
  /** Signed, in the asset's minor unit: positive debits the account, negative credits it. Never zero. */
  amount: bigint;
}

export interface JournalInput {
  /** Unique per movement step, e.g. 'deposit:<orderId>:settle'. At most 200 characters. */
  idempotencyKey: string;
  kind: string;
  postings: readonly PostingInput[];
  memo?: string | null;
  /**
   * The business day (YYYY-MM-DD, Malaysia) the movement belongs to: a trade passes its trade date. Defaults to
   * the day it is posted. Not part of the content hash: a retry is the same movement whatever day it runs.
   */
  effectiveDate?: string;
  /**
   * When the ledger recorded the movement (`created_at`, the settlement time the trade cut-off compares: docs/money.md
   * "Trade dates"). Only seeds and tests pass it, to play a history; a flow always takes the database's clock.
   */
  postedAt?: Date;
}

/**
 * Refuses a journal that could never be posted: a service that builds one has a bug, and failing here names it
 * before the database's deferred trigger would (which stays the backstop for every writer).
 */
export function assertPostable(input: JournalInput): void {
  if (input.idempotencyKey.length === 0 || input.idempotencyKey.length > 200) {
    throw new InvalidJournalError('idempotency key must have 1 to 200 characters');
  }
  if (!/^[A-Z][A-Z_]{0,39}$/.test(input.kind)) throw new InvalidJournalError(`bad journal kind ${input.kind}`);
  if (input.effectiveDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(input.effectiveDate)) {
    throw new InvalidJournalError(`bad effective date ${input.effectiveDate}`);
  }
  if (input.postings.length < 2) throw new InvalidJournalError('a journal needs at least two postings');
  const sums = new Map<string, bigint>();
  for (const p of input.postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n)
      throw new InvalidJournalError('posting amount must be a non-zero bigint');
    const asset = assetOf(p.account);
    sums.set(asset, (sums.get(asset) ?? 0n) + p.amount);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n)
      throw new InvalidJournalError(`journal ${input.idempotencyKey} does not balance in ${asset}: ${sum}`);
  }
}

/**
 * sha256 over kind, memo and the postings in a canonical order: a retry that lists the same postings in
 * another order is the same movement; any other difference is a different one.
 */
export function contentHash(input: JournalInput): string {
  const postings = input.postings.map((p) => `${accountKey(p.account)}=${p.amount.toString()}`).sort();
  const canonical = JSON.stringify([input.kind, input.memo ?? null, postings]);
  return createHash('sha256').update(canonical).digest('hex');
}
