import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import type { JournalInput } from '../src/modules/ledger/journal-content';
import { IdempotencyConflictError, InsufficientBalanceError } from '../src/modules/ledger/ledger-errors';
import { getBalance } from '../src/modules/ledger/ledger-reads';
import { postJournals } from '../src/modules/ledger/post-journals';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient } from './helpers/registration-clients';
import { createPortfolio } from './helpers/trading-fixtures';

/**
 * The ledger's batch poster (used by the invest step): the same promises as postJournal for every journal of the
 * batch, all or nothing: a repeated key with the same content moves nothing, with other content refuses the
 * whole batch, and a client balance below zero refuses it too.
 */

const deposit = (key: string, portfolioId: number, sen: bigint): JournalInput => ({
  idempotencyKey: key,
  kind: 'DEPOSIT',
  postings: [
    { account: { kind: 'GATEWAY_CLEARING' }, amount: sen },
    { account: { kind: 'CLIENT_CASH', portfolioId }, amount: -sen },
  ],
});

describe.each(testDatabases())('postJournals on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let portfolios: number[];

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    await ensureInvestmentReferenceData(db);
    const { clientId } = await createTestClient(db, { email: `batch-${kind.name}@example.com`, status: 'ACTIVE' });
    portfolios = [];
    for (let i = 0; i < 3; i += 1) portfolios.push((await createPortfolio(db, clientId)).id);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const cash = (i: number) => getBalance(db, { kind: 'CLIENT_CASH', portfolioId: portfolios[i]! });

  it('posts every journal, and a repeat of the batch moves nothing', async () => {
    const batch = portfolios.map((p, i) => deposit(`batch:a:${p}`, p, 1_000n * BigInt(i + 1)));
    expect(await postJournals(db, batch)).toEqual({ posted: 3, replayed: 0 });
    expect([await cash(0), await cash(1), await cash(2)]).toEqual([1_000n, 2_000n, 3_000n]);
    expect(await postJournals(db, batch)).toEqual({ posted: 0, replayed: 3 });
    expect([await cash(0), await cash(1), await cash(2)]).toEqual([1_000n, 2_000n, 3_000n]);
  });

  it('refuses the whole batch when one key was used for another movement', async () => {
    const batch = [
      deposit(`batch:b:${portfolios[0]}`, portfolios[0]!, 500n),
      deposit(`batch:a:${portfolios[1]}`, portfolios[1]!, 1n),
    ];
    await expect(postJournals(db, batch)).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await cash(0)).toBe(1_000n);
  });

  it('refuses the whole batch when one would take a client below zero', async () => {
    const withdrawTooMuch: JournalInput = {
      idempotencyKey: `batch:c:${portfolios[2]}`,
      kind: 'WITHDRAWAL',
      postings: [
        { account: { kind: 'CLIENT_CASH', portfolioId: portfolios[2]! }, amount: 3_001n },
        { account: { kind: 'PAYOUT_CLEARING' }, amount: -3_001n },
      ],
    };
    await expect(
      postJournals(db, [deposit(`batch:c:${portfolios[0]}`, portfolios[0]!, 10n), withdrawTooMuch]),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect([await cash(0), await cash(2)]).toEqual([1_000n, 3_000n]);
  });
});
