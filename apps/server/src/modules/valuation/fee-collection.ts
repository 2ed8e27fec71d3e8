import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { feeCollectionMonths, feeCollections } from '../../db/schema/fees';
import { ledgerAccounts } from '../../db/schema/ledger';
import { portfolios } from '../../db/schema/portfolios';
import { accountKey } from '../ledger/account-kinds';
import { postJournal } from '../ledger/post-journal';
import { loadTradeContext, PricesMissingError, type TradeContext } from '../trading/trade-context';
import { followingTradeDate } from '../trading/trade-calendar';
import { sellProRata, type TradeFill } from '../trading/trade-engine';
import type { TradeStep } from '../trading/trade-run';
import { recordTransaction } from '../transactions/transaction-log';
import { lastValuedDate } from './catch-up';
import { monthStart, nextMonthStart } from './fee-schedule';

/**
 * The management fee's monthly collection, a step of the trade run (docs/returns.md "Management fee"): every
 * month whose accruals are complete (its last trading day valued) and before the trade date's month is collected
 * from each portfolio once, on the first trade run that finds it due:
 *
 * - the month's fee = Σ annual fee × days / 365 over its accruals, rounded half-even to the sen once;
 * - taken from the portfolio's cash; when the cash is short, units are sold pro rata for the rest through the trade
 *   engine (`fee:<month>:<portfolioId>:sell`) at the trade date's closes;
 * - never more than the portfolio then holds (what it cannot pay is waived, and the collection says so);
 * - one FEE journal (D CLIENT_CASH, C FEES, `fee:<month>:<portfolioId>`, effective on the trade date), the
 *   `fee_collections` row and the client's FEE transaction, all in one database transaction per portfolio and month.
 *
 * The portfolio's cash account is locked first, so a twin run waits and then finds the month collected.
 */

const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_EVEN });

export const feeKey = (month: string, portfolioId: number) => `fee:${month}:${portfolioId}`;

export interface DueFee {
  portfolioId: number;
  month: string;
  /** Σ annual fee × days over the month's accruals (exact); the fee is this / 365. */
  basis: string;
}

/** The month's fee in sen: the exact accrued total rounded half-even, once. */
export function monthlyFeeSen(basis: string): bigint {
  return BigInt(new Dec(basis).div(365).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toFixed(0));
}

/**
 * Accruals before this date belong to months that may be collected on `tradeDate`: months before the trade date's
 * own month, and whose last trading day has been valued. Null when nothing has been valued.
 */
export async function collectibleBefore(db: Db, tradeDate: string): Promise<string | null> {
  const last = await lastValuedDate(db);
  if (last === null) return null;
  const afterValued = monthStart(followingTradeDate(last));
  const current = monthStart(tradeDate);
  return afterValued < current ? afterValued : current;
}

/** The months with accruals before `before` that are not marked collected, oldest first. */
async function openMonths(db: Db, before: string): Promise<string[]> {
  const result = (await db.execute(sql`select min(accrual_date)::text as first from fee_accruals`)) as unknown as {
    rows: { first: string | null }[];
  };
  const first = result.rows[0]?.first;
  if (!first) return [];
  const marked = new Set(
    (await db.select({ month: feeCollectionMonths.month }).from(feeCollectionMonths)).map((r) => r.month),
  );
  const months: string[] = [];
  for (let start = monthStart(first); start < before; start = nextMonthStart(start)) {
    const month = start.slice(0, 7);
    if (!marked.has(month)) months.push(month);
  }
  return months;
}

/** Each portfolio's accrued basis in the month, for the portfolios not yet charged for it, by portfolio. */
async function dueFees(db: Db, month: string): Promise<DueFee[]> {
  const from = `${month}-01`;
  const result = (await db.execute(
    sql`select a.portfolio_id, sum(a.annual_fee_sen * a.days)::text as basis
        from fee_accruals a
        where a.accrual_date >= ${from}::date and a.accrual_date < ${nextMonthStart(from)}::date
          and not exists (
            select 1 from fee_collections c where c.portfolio_id = a.portfolio_id and c.month = ${month}
          )
        group by a.portfolio_id
        order by a.portfolio_id`,
  )) as unknown as { rows: { portfolio_id: number | string; basis: string }[] };
  return result.rows.map((r) => ({ portfolioId: Number(r.portfolio_id), month, basis: r.basis }));
}

export type CollectionOutcome = { collectedSen: bigint; accruedSen: bigint } | 'ALREADY_COLLECTED';

/** Collects one portfolio's fee for one month at the context's date; see the module comment. */
export async function collectFee(db: Db, due: DueFee, context: (tx: Db) => Promise<TradeContext>, tradeDate: string) {
  return db.transaction(async (tx): Promise<CollectionOutcome> => {
    const [account] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.key, accountKey({ kind: 'CLIENT_CASH', portfolioId: due.portfolioId })))
      .for('update');
    const [done] = await tx
      .select({ month: feeCollections.month })
      .from(feeCollections)
      .where(and(eq(feeCollections.portfolioId, due.portfolioId), eq(feeCollections.month, due.month)));
    if (done) return 'ALREADY_COLLECTED';

    const accruedSen = monthlyFeeSen(due.basis);
    const key = feeKey(due.month, due.portfolioId);
    const cashSen = account?.balance ?? 0n;
    let fills: TradeFill[] = [];
    let proceedsSen = 0n;
    if (accruedSen > cashSen) {
      const sale = await sellProRata(
        tx,
        { portfolioId: due.portfolioId, tradeDate, amountSen: accruedSen - cashSen, idempotencyKey: `${key}:sell` },
        await context(tx),
      );
      fills = sale.fills;
      proceedsSen = sale.proceedsSen;
    }
    const available = cashSen + proceedsSen;
    const collectedSen = accruedSen < available ? accruedSen : available;
    if (collectedSen > 0n) {
      await postJournal(tx, {
        idempotencyKey: key,
        kind: 'FEE',
        memo: `management fee for ${due.month}`,
        effectiveDate: tradeDate,
        postings: [
          { account: { kind: 'CLIENT_CASH', portfolioId: due.portfolioId }, amount: collectedSen },
          { account: { kind: 'FEES' }, amount: -collectedSen },
        ],
      });
    }
    await tx.insert(feeCollections).values({
      portfolioId: due.portfolioId,
      month: due.month,
      accruedSen,
      collectedSen,
      tradeDate,
      journalKey: collectedSen > 0n ? key : null,
    });
    if (collectedSen > 0n) {
      const [portfolio] = await tx
        .select({ clientId: portfolios.clientId })
        .from(portfolios)
        .where(eq(portfolios.id, due.portfolioId));
      await recordTransaction(tx, {
        clientId: portfolio!.clientId,
        portfolioId: due.portfolioId,
        type: 'FEE',
        status: 'COMPLETED',
        amountSen: collectedSen,
        sourceType: 'fee',
        sourceId: key,
        description: { kind: 'MANAGEMENT_FEE', month: due.month, waived: collectedSen < accruedSen },
        details: {
          month: due.month,
          tradeDate,
          accruedSen: accruedSen.toString(),
          fills: fills.map((f) => ({
            ticker: f.ticker,
            units: f.units.toString(),
            price: f.price,
            currency: f.currency,
            fxRate: f.fxRate,
            amountSen: f.amountSen.toString(),
          })),
        },
      });
    }
    return { collectedSen, accruedSen };
  });
}

/** The trade run's fee step: collects every month due (see the module comment). */
export function feeCollectionTradeStep(
  options: { onError?: (portfolioId: number, month: string, error: unknown) => void } = {},
): TradeStep {
  return {
    name: 'fees',
    async run(db, tradeDate) {
      const before = await collectibleBefore(db, tradeDate);
      if (before === null) return { collected: 0, collectedSen: '0' };
      // Loaded once, when the first sale needs it, through that sale's transaction (on the embedded engine a read
      // outside an open transaction would wait for it).
      let loaded: Promise<TradeContext> | undefined;
      const context = (tx: Db) => (loaded ??= loadTradeContext(tx, tradeDate));
      let collected = 0;
      let collectedSen = 0n;
      const errors: string[] = [];
      for (const month of await openMonths(db, before)) {
        const failedBefore = errors.length;
        for (const due of await dueFees(db, month)) {
          try {
            const outcome = await collectFee(db, due, context, tradeDate);
            if (outcome === 'ALREADY_COLLECTED') continue;
            collected += 1;
            collectedSen += outcome.collectedSen;
          } catch (error) {
            // Without the date's prices nothing can be sold: the whole run stops and is retried.
            if (error instanceof PricesMissingError) throw error;
            errors.push(`${due.portfolioId}/${due.month}`);
            options.onError?.(due.portfolioId, due.month, error);
          }
        }
        if (errors.length === failedBefore) {
          await db.insert(feeCollectionMonths).values({ month, tradeDate }).onConflictDoNothing();
        }
      }
      if (errors.length > 0) {
        throw new Error(`fees ${tradeDate}: ${errors.length} failed (${errors.slice(0, 10).join(', ')})`);
      }
      return { collected, collectedSen: collectedSen.toString() };
    },
  };
}
