import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { isActiveStatus } from '@harta/contracts/client-status';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { ledgerAccounts } from '../../db/schema/ledger';
import { transfers } from '../../db/schema/trading';
import { accountKey } from '../ledger/account-kinds';
import { postJournal } from '../ledger/post-journal';
import { loadTradeContext, PricesMissingError, type TradeContext } from '../trading/trade-context';
import { sellOverweightFirst } from '../trading/trade-engine';
import type { TradeStep } from '../trading/trade-run';
import { updateTransactions } from '../transactions/transaction-log';

const BATCH = 200;

/**
 * The transfers' sell step of a trade run (docs/money.md "Transfer"): every REQUESTED transfer whose trade date
 * has come, oldest first, each in one database transaction:
 * - the source's cash is used first, and units are sold for the rest, the overweight positions first (`sellOverweightFirst`, `transfer:<id>:sell`), or all of
 *   them for "transfer everything";
 * - the ringgit moves D CLIENT_CASH(source) C CLIENT_CASH(target) (`transfer:<id>:move`), capped at what the
 *   source holds at the trade date (prices may have fallen since the request);
 * - the transfer is COMPLETED with the date and the amount moved, and its two client rows with it.
 * The invest step, later in the same run, buys the target's model weights with that cash.
 * A crash leaves each transfer either done or untouched; running the step again does the untouched ones.
 * A client who is no longer active (REJECT, CLOSE, SUSPEND) moves no money: the transfer FAILS.
 */
export function transferTradeStep(options: { onError?: (transferId: number, error: unknown) => void } = {}): TradeStep {
  return {
    name: 'transfers',
    async run(db, tradeDate) {
      let context: TradeContext | undefined;
      let completed = 0;
      let failed = 0;
      const errors: number[] = [];
      let after = 0;
      for (;;) {
        const due = await db
          .select({ id: transfers.id })
          .from(transfers)
          .where(and(eq(transfers.status, 'REQUESTED'), lte(transfers.tradeDate, tradeDate), gt(transfers.id, after)))
          .orderBy(asc(transfers.id))
          .limit(BATCH);
        if (due.length === 0) break;
        after = due[due.length - 1]!.id;
        context ??= await loadTradeContext(db, tradeDate);
        for (const { id } of due) {
          try {
            const outcome = await executeTransfer(db, id, context);
            if (outcome === 'COMPLETED') completed += 1;
            if (outcome === 'FAILED') failed += 1;
          } catch (error) {
            // Without the date's prices nothing can trade: the whole run stops and is retried.
            if (error instanceof PricesMissingError) throw error;
            // One broken transfer must not hold up the others; the run fails at the end and is retried.
            errors.push(id);
            options.onError?.(id, error);
          }
        }
      }
      if (errors.length > 0) throw new Error(`transfers ${tradeDate}: ${errors.length} failed (${errors.join(', ')})`);
      return { completed, failed };
    },
  };
}

type Outcome = 'COMPLETED' | 'FAILED' | 'SKIPPED';

/** Executes one transfer at the context's date; answers what became of it. */
export async function executeTransfer(db: Db, transferId: number, context: TradeContext): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [transfer] = await tx
      .select({
        id: transfers.id,
        guid: transfers.guid,
        status: transfers.status,
        fromPortfolioId: transfers.fromPortfolioId,
        toPortfolioId: transfers.toPortfolioId,
        requestedSen: transfers.requestedSen,
        transferAll: transfers.transferAll,
        clientStatus: clients.status,
      })
      .from(transfers)
      .innerJoin(clients, eq(clients.clientId, transfers.clientId))
      .where(eq(transfers.id, transferId))
      .for('update', { of: transfers });
    // Another run got here first.
    if (!transfer || transfer.status !== 'REQUESTED') return 'SKIPPED';
    const source = { sourceType: 'transfer', sourceId: transfer.guid };
    if (!isActiveStatus(transfer.clientStatus)) {
      await finish(tx, transfer.id, 'FAILED', context.tradeDate, null);
      await updateTransactions(tx, source, {
        status: 'FAILED',
        description: { kind: 'TRANSFER_ACCOUNT_INACTIVE' },
      });
      return 'FAILED';
    }

    const cashBefore = await cashBalance(tx, transfer.fromPortfolioId);
    const toRaise =
      transfer.transferAll || transfer.requestedSen === null ? ('ALL' as const) : transfer.requestedSen - cashBefore;
    const sell =
      toRaise === 'ALL' || toRaise > 0n
        ? await sellOverweightFirst(
            tx,
            {
              portfolioId: transfer.fromPortfolioId,
              tradeDate: context.tradeDate,
              amountSen: toRaise,
              idempotencyKey: `transfer:${transfer.id}:sell`,
            },
            context,
          )
        : null;
    const held = cashBefore + (sell?.proceedsSen ?? 0n);
    const movedSen = transfer.requestedSen === null || transfer.requestedSen > held ? held : transfer.requestedSen;
    if (movedSen <= 0n) {
      await finish(tx, transfer.id, 'FAILED', context.tradeDate, 0n);
      await updateTransactions(tx, source, { status: 'FAILED', description: { kind: 'TRANSFER_NOTHING' } });
      return 'FAILED';
    }
    await postJournal(tx, {
      idempotencyKey: `transfer:${transfer.id}:move`,
      kind: 'TRANSFER',
      memo: `transfer ${transfer.guid} at ${context.tradeDate}`,
      effectiveDate: context.tradeDate,
      postings: [
        { account: { kind: 'CLIENT_CASH', portfolioId: transfer.fromPortfolioId }, amount: movedSen },
        { account: { kind: 'CLIENT_CASH', portfolioId: transfer.toPortfolioId }, amount: -movedSen },
      ],
    });
    await finish(tx, transfer.id, 'COMPLETED', context.tradeDate, movedSen);
    const fills = (sell?.fills ?? []).map((f) => ({
      ticker: f.ticker,
      units: f.units.toString(),
      price: f.price,
      currency: f.currency,
      fxRate: f.fxRate,
      amountSen: f.amountSen.toString(),
    }));
    await updateTransactions(
      tx,
      { ...source, type: 'TRANSFER_OUT' },
      {
        status: 'COMPLETED',
        amountSen: movedSen,
        details: { transferId: transfer.guid, tradeDate: context.tradeDate, fills },
      },
    );
    await updateTransactions(
      tx,
      { ...source, type: 'TRANSFER_IN' },
      {
        status: 'COMPLETED',
        amountSen: movedSen,
        details: { transferId: transfer.guid, tradeDate: context.tradeDate },
      },
    );
    return 'COMPLETED';
  });
}

async function cashBalance(tx: Db, portfolioId: number): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, accountKey({ kind: 'CLIENT_CASH', portfolioId })))
    .for('update');
  return row?.balance ?? 0n;
}

async function finish(tx: Db, id: number, status: 'COMPLETED' | 'FAILED', tradeDate: string, movedSen: bigint | null) {
  await tx
    .update(transfers)
    .set({ status, executedDate: tradeDate, movedSen, completedAt: sql`now()` })
    .where(eq(transfers.id, id));
}
