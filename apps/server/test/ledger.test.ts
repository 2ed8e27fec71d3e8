import { fc, it as propIt } from '@fast-check/vitest';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findLedgerViolations, NO_VIOLATIONS } from '../src/modules/ledger/ledger-invariants';
import type { Db } from '../src/db/connection';
import { ledgerAccounts } from '../src/db/schema/ledger';
import { portfolios } from '../src/db/schema/portfolios';
import { ACCOUNT_KINDS, accountKey, type AccountRef } from '../src/modules/ledger/account-kinds';
import type { PostingInput } from '../src/modules/ledger/journal-content';
import {
  IdempotencyConflictError,
  InsufficientBalanceError,
  InvalidJournalError,
} from '../src/modules/ledger/ledger-errors';
import { getBalance, listPostings } from '../src/modules/ledger/ledger-reads';
import { postJournal } from '../src/modules/ledger/post-journal';
import { testDatabases } from './databases';
import { tradingSuite } from './helpers/trading-fixtures';

/**
 * The ledger's promises (docs/money.md): every journal balances, a client's cash and units never go below zero,
 * an account's balance is the sum of its postings, and an idempotency key moves money at most once.
 */

const OMNIBUS: AccountRef = { kind: 'OMNIBUS_CASH' };
const GATEWAY: AccountRef = { kind: 'GATEWAY_CLEARING' };
const FEES: AccountRef = { kind: 'FEES' };
const PAYOUT: AccountRef = { kind: 'PAYOUT_CLEARING' };
const cash = (portfolioId: number): AccountRef => ({ kind: 'CLIENT_CASH', portfolioId });
const units = (portfolioId: number, ticker = 'VTI'): AccountRef => ({ kind: 'CLIENT_UNITS', portfolioId, ticker });
const custody = (ticker = 'VTI'): AccountRef => ({ kind: 'CUSTODY_UNITS', ticker });

/** Debit one account, credit the other, same amount (a positive amount moves value from `to`'s side to `from`'s). */
/** Raw rows from either driver (both answer `{ rows }`; the shared Db type leaves the result unknown). */
async function queryRows<T>(handle: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await handle.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The messages along a rejection's cause chain (Drizzle wraps the driver's error). */
async function failureText(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const texts: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) texts.push(e.message);
    return texts.join(' <- ');
  }
  throw new Error('expected a rejection');
}

const move = (debit: AccountRef, credit: AccountRef, amount: bigint): PostingInput[] => [
  { account: debit, amount },
  { account: credit, amount: -amount },
];

describe.each(testDatabases())('ledger on $name', (kind) => {
  let db: Db;
  let clientId: number;
  const suite = tradingSuite(kind.open, { email: `ledger-${kind.name}@example.com` });
  beforeAll(() => ({ db, clientId } = suite));

  let portfolioCount = 0;
  async function newPortfolio(): Promise<number> {
    // Goal names are unique per client.
    portfolioCount += 1;
    const goalName = `Goal ${portfolioCount}`;
    const [row] = await db.insert(portfolios).values({ clientId, goalName, riskLevel: 3 }).returning();
    return row!.id;
  }

  const uniqueKey = (() => {
    let n = 0;
    return (label: string) => `${label}:${kind.name}:${Date.now()}:${(n += 1)}`;
  })();

  it('posts a deposit and reads it back as balances and postings', async () => {
    const p = await newPortfolio();
    // RM 1,234.56 confirmed by the gateway: the firm is owed it by the gateway and owes it to the client.
    const journal = await postJournal(db, {
      idempotencyKey: uniqueKey('deposit'),
      kind: 'DEPOSIT',
      postings: move(GATEWAY, cash(p), 123_456n),
    });
    expect(journal.replayed).toBe(false);
    expect(typeof journal.id).toBe('bigint');
    expect(await getBalance(db, cash(p))).toBe(123_456n);
    const page = await listPostings(db, cash(p));
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.amount).toBe(-123_456n);
    expect(page.items[0]!.kind).toBe('DEPOSIT');
    expect(page.nextCursor).toBeNull();
  });

  it('dates a journal on its business day: the trade date it is given, otherwise the Malaysian day it is posted', async () => {
    const p = await newPortfolio();
    const dated = await postJournal(db, {
      idempotencyKey: uniqueKey('deposit'),
      kind: 'DEPOSIT',
      effectiveDate: '2024-03-15',
      postings: move(GATEWAY, cash(p), 100n),
    });
    const undated = await postJournal(db, {
      idempotencyKey: uniqueKey('deposit'),
      kind: 'DEPOSIT',
      postings: move(GATEWAY, cash(p), 100n),
    });
    const rows = await queryRows<{ id: string; effective_date: string; today: string }>(
      db,
      sql`select id::text, effective_date::text, ((now() at time zone 'Asia/Kuala_Lumpur')::date)::text as today
            from ledger_journals where id in (${dated.id}, ${undated.id}) order by id`,
    );
    expect(rows.map((r) => r.effective_date)).toEqual(['2024-03-15', rows[1]!.today]);
    await expect(
      postJournal(db, {
        idempotencyKey: uniqueKey('deposit'),
        kind: 'DEPOSIT',
        effectiveDate: '15/03/2024',
        postings: move(GATEWAY, cash(p), 100n),
      }),
    ).rejects.toBeInstanceOf(InvalidJournalError);
  });

  it('reads back every kind of damage the database would have refused (the invariant check can fail)', async () => {
    const p = await newPortfolio();
    await postJournal(db, {
      idempotencyKey: uniqueKey('seed'),
      kind: 'DEPOSIT',
      postings: move(GATEWAY, cash(p), 500n),
    });
    const damaged = db.transaction(async (tx) => {
      // Written around every trigger (replica mode skips them), as a bad migration or a hand edit could.
      await tx.execute(sql`set local session_replication_role = replica`);
      const [account] = await tx
        .select()
        .from(ledgerAccounts)
        .where(sql`${ledgerAccounts.key} = ${accountKey(cash(p))}`);
      await tx.execute(
        sql`insert into ledger_journals (idempotency_key, kind, content_hash) values ('damage', 'DEPOSIT', 'x')`,
      );
      await tx.execute(sql`insert into ledger_postings (journal_id, account_id, amount)
        select id, ${account!.id}, 900 from ledger_journals where idempotency_key = 'damage'`);
      await tx.execute(sql`alter table ledger_accounts drop constraint ledger_accounts_balance_check`);
      await tx.execute(sql`update ledger_accounts set balance = -1 where id = ${account!.id}`);
      await tx.execute(sql`insert into ledger_accounts (key, kind, asset, normal_side, non_negative, balance)
        values ('CUSTODY_UNITS::DAMAGE', 'CUSTODY_UNITS', 'DAMAGE', 'DEBIT', false, 0)`);
      await tx.execute(sql`update ledger_accounts set balance = 7 where key = 'CUSTODY_UNITS::DAMAGE'`);
      const found = await findLedgerViolations(tx);
      throw Object.assign(new Error('roll back'), { found });
    });
    const found = await damaged.catch((error: { found: unknown }) => error.found);
    expect(found).toEqual({
      unbalancedJournals: ['damage'],
      incompleteJournals: ['damage'],
      negativeClientAccounts: [accountKey(cash(p))],
      driftedAccounts: expect.arrayContaining([accountKey(cash(p)), 'CUSTODY_UNITS::DAMAGE']),
      unmatchedCustody: ['DAMAGE'],
    });
    // Rolled back: the ledger is sound again.
    expect(await findLedgerViolations(db)).toEqual(NO_VIOLATIONS);
  });

  it('keeps amounts beyond 2^53 exact on both drivers', async () => {
    const p = await newPortfolio();
    const huge = 2n ** 60n + 7n;
    await postJournal(db, {
      idempotencyKey: uniqueKey('huge'),
      kind: 'DEPOSIT',
      postings: move(GATEWAY, cash(p), huge),
    });
    expect(await getBalance(db, cash(p))).toBe(huge);
    expect((await listPostings(db, cash(p))).items[0]!.amount).toBe(-huge);
  });

  it('returns the first journal for a repeated key and refuses the key with other content (422)', async () => {
    const p = await newPortfolio();
    const key = uniqueKey('retry');
    const first = await postJournal(db, {
      idempotencyKey: key,
      kind: 'DEPOSIT',
      postings: move(GATEWAY, cash(p), 500n),
    });
    // Same movement, postings listed in the other order: a retry.
    const again = await postJournal(db, {
      idempotencyKey: key,
      kind: 'DEPOSIT',
      postings: [...move(GATEWAY, cash(p), 500n)].reverse(),
    });
    expect(again.replayed).toBe(true);
    expect(again.id).toBe(first.id);
    expect(again.postings.map((x) => x.amount).sort()).toEqual([-500n, 500n]);
    const other = postJournal(db, { idempotencyKey: key, kind: 'DEPOSIT', postings: move(GATEWAY, cash(p), 501n) });
    await expect(other).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(other).rejects.toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_CONFLICT' });
    expect(await getBalance(db, cash(p))).toBe(500n);
  });

  it('refuses a movement that would take client cash or units below zero (422) and moves nothing', async () => {
    const p = await newPortfolio();
    await postJournal(db, {
      idempotencyKey: uniqueKey('dep'),
      kind: 'DEPOSIT',
      postings: move(GATEWAY, cash(p), 1_000n),
    });
    const overdraw = postJournal(db, {
      idempotencyKey: uniqueKey('wd'),
      kind: 'WITHDRAWAL',
      postings: move(cash(p), PAYOUT, 1_001n),
    });
    await expect(overdraw).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(overdraw).rejects.toMatchObject({ statusCode: 422 });
    const sellMissingUnits = postJournal(db, {
      idempotencyKey: uniqueKey('sell'),
      kind: 'WITHDRAWAL',
      postings: move(units(p), custody(), 1n),
    });
    await expect(sellMissingUnits).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await getBalance(db, cash(p))).toBe(1_000n);
    expect(await getBalance(db, units(p))).toBe(0n);
  });

  it('lets two concurrent withdrawals of the whole balance through only once', async () => {
    const p = await newPortfolio();
    await postJournal(db, {
      idempotencyKey: uniqueKey('dep'),
      kind: 'DEPOSIT',
      postings: move(GATEWAY, cash(p), 9_999n),
    });
    const other = await suite.database.openAnother();
    const results = await Promise.allSettled(
      [db, other.db, db, other.db].map((handle) =>
        postJournal(handle, {
          idempotencyKey: uniqueKey('wd'),
          kind: 'WITHDRAWAL',
          postings: move(cash(p), PAYOUT, 9_999n),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientBalanceError);
    expect(await getBalance(db, cash(p))).toBe(0n);
  });

  it('refuses an unbalanced journal in code, and the database refuses one written around the code', async () => {
    const p = await newPortfolio();
    await expect(
      postJournal(db, {
        idempotencyKey: uniqueKey('bad'),
        kind: 'DEPOSIT',
        postings: [
          { account: GATEWAY, amount: 100n },
          { account: cash(p), amount: -99n },
        ],
      }),
    ).rejects.toBeInstanceOf(InvalidJournalError);
    // Units and ringgit never net against each other.
    await expect(
      postJournal(db, {
        idempotencyKey: uniqueKey('bad'),
        kind: 'INVEST',
        postings: [
          { account: cash(p), amount: 100n },
          { account: custody(), amount: -100n },
        ],
      }),
    ).rejects.toBeInstanceOf(InvalidJournalError);

    // The database is the backstop for any writer. (This journal also opens the gateway account used below.)
    const earlier = await postJournal(db, {
      idempotencyKey: uniqueKey('older'),
      kind: 'DEPOSIT',
      postings: move(GATEWAY, cash(p), 10n),
    });
    // A raw journal with one posting fails at commit.
    const [gateway] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(sql`key = ${accountKey(GATEWAY)}`);
    const key = uniqueKey('raw');
    const oneLegged = db.transaction(async (tx) => {
      const [inserted] = await queryRows<{ id: string | number }>(
        tx,
        sql`insert into ledger_journals (idempotency_key, kind, content_hash) values (${key}, 'DEPOSIT', 'x') returning id`,
      );
      await tx.execute(
        sql`insert into ledger_postings (journal_id, account_id, amount) values (${String(inserted!.id)}, ${gateway!.id}, 5)`,
      );
    });
    expect(await failureText(oneLegged)).toMatch(/has 1 posting\(s\)/);
    const unbalancedRaw = db.transaction(async (tx) => {
      const [inserted] = await queryRows<{ id: string | number }>(
        tx,
        sql`insert into ledger_journals (idempotency_key, kind, content_hash) values (${key}, 'DEPOSIT', 'x') returning id`,
      );
      await tx.execute(
        sql`insert into ledger_postings (journal_id, account_id, amount) values (${String(inserted!.id)}, ${gateway!.id}, 5), (${String(inserted!.id)}, ${gateway!.id}, -4)`,
      );
    });
    expect(await failureText(unbalancedRaw)).toMatch(/does not balance in MYR/);
    // The check at commit covers every journal of the transaction at once (migration 0036): a balanced one
    // beside an unbalanced one, and a journal left without postings in a released savepoint, still fail it.
    const secondUnbalanced = db.transaction(async (tx) => {
      const rows = await queryRows<{ id: string | number }>(
        tx,
        sql`insert into ledger_journals (idempotency_key, kind, content_hash) values (${uniqueKey('raw')}, 'DEPOSIT', 'x'), (${uniqueKey('raw')}, 'DEPOSIT', 'x') returning id`,
      );
      const [first, second] = rows.map((r) => String(r.id));
      await tx.execute(
        sql`insert into ledger_postings (journal_id, account_id, amount) values (${first}, ${gateway!.id}, 5), (${first}, ${gateway!.id}, -5), (${second}, ${gateway!.id}, 5), (${second}, ${gateway!.id}, -4)`,
      );
    });
    expect(await failureText(secondUnbalanced)).toMatch(/does not balance in MYR/);
    const emptyInSavepoint = db.transaction(async (tx) => {
      await tx.transaction((savepoint) =>
        savepoint.execute(
          sql`insert into ledger_journals (idempotency_key, kind, content_hash) values (${uniqueKey('raw')}, 'DEPOSIT', 'x')`,
        ),
      );
    });
    expect(await failureText(emptyInSavepoint)).toMatch(/has 0 posting\(s\)/);
    // A posting slipped into an older, committed journal unbalances it: refused at commit too.
    const appended = db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ledger_postings (journal_id, account_id, amount) values (${String(earlier.id)}, ${gateway!.id}, 5)`,
      );
    });
    expect(await failureText(appended)).toMatch(/does not balance in MYR/);
    expect(await getBalance(db, cash(p))).toBe(10n);
    // Nor can anyone edit history or set a balance by hand.
    expect(await failureText(db.execute(sql`update ledger_postings set amount = amount + 1`))).toMatch(/append-only/);
    expect(await failureText(db.execute(sql`delete from ledger_journals`))).toMatch(/append-only/);
    expect(await failureText(db.execute(sql`update ledger_accounts set balance = balance + 1`))).toMatch(
      /only through postings/,
    );
    const journals = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from ledger_journals where idempotency_key = ${key}`,
    );
    expect(Number(journals[0]!.n)).toBe(0);
  });

  it('posts inside a caller transaction, all or nothing with the caller work', async () => {
    const p = await newPortfolio();
    const key = uniqueKey('outer');
    // A service settles an order and posts its journal in one transaction; when the service fails afterwards,
    // the journal goes too, and the same key can be posted on the retry.
    await expect(
      db.transaction(async (tx) => {
        await postJournal(tx, { idempotencyKey: key, kind: 'DEPOSIT', postings: move(GATEWAY, cash(p), 700n) });
        throw new Error('crash after posting');
      }),
    ).rejects.toThrow('crash after posting');
    expect(await getBalance(db, cash(p))).toBe(0n);
    await db.transaction(async (tx) => {
      const posted = await postJournal(tx, {
        idempotencyKey: key,
        kind: 'DEPOSIT',
        postings: move(GATEWAY, cash(p), 700n),
      });
      expect(posted.replayed).toBe(false);
    });
    expect(await getBalance(db, cash(p))).toBe(700n);
  });

  it('pages an account postings newest first by keyset', async () => {
    const p = await newPortfolio();
    for (let i = 1; i <= 5; i += 1) {
      await postJournal(db, {
        idempotencyKey: uniqueKey('page'),
        kind: 'DEPOSIT',
        postings: move(GATEWAY, cash(p), BigInt(i)),
      });
    }
    const first = await listPostings(db, cash(p), { limit: 2 });
    const second = await listPostings(db, cash(p), { limit: 2, before: first.nextCursor });
    const third = await listPostings(db, cash(p), { limit: 2, before: second.nextCursor });
    expect([...first.items, ...second.items, ...third.items].map((x) => x.amount)).toEqual([-5n, -4n, -3n, -2n, -1n]);
    expect(third.nextCursor).toBeNull();
  });

  // ---- property: random sequences of movements, some concurrent, keep every invariant ------------------------

  type Step =
    | { op: 'deposit' | 'withdraw' | 'fee'; p: number; amount: bigint }
    | { op: 'buy' | 'sell'; p: number; amount: bigint; units: bigint }
    | { op: 'transfer'; p: number; q: number; amount: bigint }
    | { op: 'settle'; amount: bigint }
    | { op: 'unbalanced'; p: number; amount: bigint }
    | { op: 'repeat'; back: number; same: boolean };

  const amount = fc.bigInt({ min: 1n, max: 50_000n });
  const slot = fc.integer({ min: 0, max: 2 });
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ op: fc.constantFrom('deposit' as const, 'withdraw' as const, 'fee' as const), p: slot, amount }),
    fc.record({ op: fc.constantFrom('buy' as const, 'sell' as const), p: slot, amount, units: amount }),
    fc.record({ op: fc.constant('transfer' as const), p: slot, q: slot, amount }),
    fc.record({ op: fc.constant('settle' as const), amount }),
    fc.record({ op: fc.constant('unbalanced' as const), p: slot, amount }),
    fc.record({ op: fc.constant('repeat' as const), back: fc.nat({ max: 10 }), same: fc.boolean() }),
  );

  function postingsFor(s: Exclude<Step, { op: 'repeat' }>, ids: number[]): PostingInput[] {
    switch (s.op) {
      case 'deposit':
        return move(GATEWAY, cash(ids[s.p]!), s.amount);
      case 'withdraw':
        return move(cash(ids[s.p]!), PAYOUT, s.amount);
      case 'fee':
        return move(cash(ids[s.p]!), FEES, s.amount);
      case 'settle':
        return move(OMNIBUS, GATEWAY, s.amount);
      case 'buy':
        return [...move(cash(ids[s.p]!), OMNIBUS, s.amount), ...move(custody(), units(ids[s.p]!), s.units)];
      case 'sell':
        return [...move(OMNIBUS, cash(ids[s.p]!), s.amount), ...move(units(ids[s.p]!), custody(), s.units)];
      case 'transfer':
        // p may equal q: two postings on one account that cancel are still a balanced journal.
        return move(cash(ids[s.p]!), cash(ids[s.q]!), s.amount);
      case 'unbalanced':
        return [
          { account: GATEWAY, amount: s.amount + 1n },
          { account: cash(ids[s.p]!), amount: -s.amount },
        ];
    }
  }

  async function balancesByKey(): Promise<Map<string, bigint>> {
    const rows = await db.select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance }).from(ledgerAccounts);
    return new Map(rows.map((r) => [r.key, r.balance]));
  }

  function normalSign(ref: AccountRef): bigint {
    return ACCOUNT_KINDS[ref.kind].normalSide === 'DEBIT' ? 1n : -1n;
  }

  propIt.prop([fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 })], {
    numRuns: 15,
  })('random batches of movements, each batch posted concurrently, keep the ledger sound', async (batches) => {
    const ids = [await newPortfolio(), await newPortfolio(), await newPortfolio()];
    const before = await balancesByKey();
    const expected = new Map(before);
    const posted: { key: string; postings: PostingInput[] }[] = [];

    for (const batch of batches) {
      const attempts = batch.map((s) => {
        if (s.op === 'repeat') {
          const earlier = posted[posted.length - 1 - (s.back % Math.max(posted.length, 1))];
          if (!earlier) return { key: null, postings: [], kind: 'skip' as const };
          const postings = s.same ? earlier.postings : move(GATEWAY, cash(ids[0]!), 1n);
          return { key: earlier.key, postings, kind: s.same ? ('replay' as const) : ('conflict' as const) };
        }
        const postings = postingsFor(s, ids);
        return {
          key: uniqueKey(s.op),
          postings,
          kind: s.op === 'unbalanced' ? ('invalid' as const) : ('new' as const),
        };
      });
      const results = await Promise.allSettled(
        attempts.map((a) =>
          a.key === null
            ? Promise.resolve(null)
            : postJournal(db, { idempotencyKey: a.key, kind: 'TEST', postings: a.postings }),
        ),
      );
      results.forEach((result, i) => {
        const a = attempts[i]!;
        if (a.kind === 'skip') return;
        if (a.kind === 'invalid') {
          expect(result.status === 'rejected' && result.reason instanceof InvalidJournalError).toBe(true);
        } else if (a.kind === 'conflict') {
          expect(result.status === 'rejected' && result.reason instanceof IdempotencyConflictError).toBe(true);
        } else if (a.kind === 'replay') {
          expect(result.status === 'fulfilled' && result.value?.replayed).toBe(true);
        } else if (result.status === 'fulfilled') {
          expect(result.value?.replayed).toBe(false);
          posted.push({ key: a.key!, postings: a.postings });
          for (const p of a.postings) {
            const k = accountKey(p.account);
            expected.set(k, (expected.get(k) ?? 0n) + p.amount * normalSign(p.account));
          }
        } else {
          // The only acceptable refusal of a well-formed new journal: it would overdraw a client account.
          expect(result.reason).toBeInstanceOf(InsufficientBalanceError);
        }
      });
    }

    // Balances are exactly the sum of the accepted movements (whatever order the concurrent ones ran in).
    const after = await balancesByKey();
    for (const [k, v] of expected) expect([k, after.get(k) ?? 0n]).toEqual([k, v]);
    // ... never below zero where the rules forbid it, every journal balances per asset, and every account's
    // balance is the sum of its postings.
    expect(await findLedgerViolations(db)).toEqual(NO_VIOLATIONS);
  });
});
