import { and, eq, inArray, sql } from 'drizzle-orm';
import { BLOCKED_STATUSES, ClientStatus } from '@harta/contracts/client-status';
import type { Db } from '../../db/connection';
import { tradeOrders } from '../../db/schema/trading';
import { USD_MYR } from '../../providers/market-data/market-data-provider';
import { recordTransactions, type NewClientTransaction } from '../transactions/transaction-log';
import { unitsHeld } from './invest-step';
import { cashCreditedSince } from './cash-after-cutoff';
import { lockCashAccounts } from './locked-cash-accounts';
import { cutoffOf } from './trade-calendar';
import { loadTradeCalendar } from './trade-calendar-settings';
import { failedPortfoliosError, workInChunks } from './portfolio-chunks';
import { maxDriftBps } from './rebalance-math';
import { rebalanceFigures } from './rebalance-record';
import { driftThresholdBps } from './rebalance-settings';
import { loadTradeContext, type TradeContext } from './trade-context';
import { modelOf, planRebalanceTrades, pricedHoldings, recordTrades, type PlannedTrade } from './trade-engine';
import type { TradeStep } from './trade-run';

/** Portfolios rebalanced per database transaction, by default. */
const CHUNK = 100;

export interface RebalanceStepOptions {
  /** Chunks rebalanced at once (PostgreSQL only gains from more than one). */
  concurrency?: number;
  chunkSize?: number;
  /** The threshold in basis points; by default the system parameter (rebalance-settings.ts). */
  thresholdBps?: number;
  onError?: (portfolioId: number, error: unknown) => void;
}

/** The trade keys of a portfolio's drift rebalance on a date (`…:sell`, `…:buy`): at most one per date. */
export const rebalanceKeyPrefix = (tradeDate: string, portfolioId: number) => `rebalance:${tradeDate}:${portfolioId}`;

/**
 * The drift step (docs/money.md "Rebalancing"), after the invest step: every portfolio of an active client whose
 * weight in any asset, at the date's closes, is more than the threshold away from its model weight is rebalanced
 * into its model (overweight sold, underweight bought, `rebalance:<date>:<id>:sell|buy`) with a REBALANCE
 * transaction. The drifted portfolios are found in one set-based query; they are then rebalanced a chunk at a time,
 * each chunk one database transaction holding its portfolios' cash accounts locked, as the invest step does. A
 * crash leaves each portfolio rebalanced or untouched; running the date again finds the rebalanced ones on target
 * (or their keys traded) and moves nothing twice.
 */
export function rebalanceTradeStep(options: RebalanceStepOptions = {}): TradeStep {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const chunkSize = Math.max(1, options.chunkSize ?? CHUNK);
  return {
    name: 'rebalance',
    async run(db, tradeDate) {
      const threshold = options.thresholdBps ?? (await driftThresholdBps(db));
      const drifted = await driftedPortfolios(db, tradeDate, threshold);
      if (drifted.length === 0) return { drifted: 0, rebalanced: 0, thresholdBps: threshold };
      const context = await loadTradeContext(db, tradeDate);
      const cutoff = cutoffOf(tradeDate, await loadTradeCalendar(db));
      let rebalanced = 0;
      const failures = await workInChunks(
        drifted,
        { chunkSize, concurrency, onError: options.onError },
        async (chunk) => {
          rebalanced += await rebalancePortfolios(db, chunk, context, threshold, cutoff);
        },
      );
      if (failures.length > 0) throw failedPortfoliosError('rebalance', tradeDate, failures);
      return { drifted: drifted.length, rebalanced, thresholdBps: threshold };
    },
  };
}

const NOT_TRADING = [...BLOCKED_STATUSES, ClientStatus.Draft, ClientStatus.Pending];

/**
 * Ids of active clients' portfolios holding units whose weight in some asset (value at the date's closes over
 * units plus cash) differs from the model weight by more than `thresholdBps`; an asset outside the model counts
 * with weight 0 and a model asset not held with value 0. One query over all portfolios.
 *
 * Written so that no plan re-reads a subquery per portfolio whatever the row estimates say: every portfolio's
 * rows (its positions, then its cash as a row without a weight) are one stream, its total a window sum over that
 * stream, so the only joins are hash or merge joins of whole sets. The embedded engine has no autovacuum, so its
 * tables are never analyzed: its planner guessed one holding row where there were 6,000, and the former form
 * (totals joined back to the positions) became a nested loop that ran the positions' full join once per portfolio
 * (79 s for 1,000 portfolios on PGlite, 0.3 s on PostgreSQL; bench/README.md "Rebalance drift check on PGlite").
 */
export async function driftedPortfolios(db: Db, tradeDate: string, thresholdBps: number): Promise<number[]> {
  const statuses = sql.join(
    NOT_TRADING.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with px as (
      select e.ticker,
             mp.close * case when e.currency = 'MYR' then 1 else fx.close end as myr
        from etfs e
        join market_prices mp on mp.symbol = e.ticker and mp.trade_date = ${tradeDate}
        left join market_prices fx on fx.symbol = ${USD_MYR} and fx.trade_date = ${tradeDate}
       where e.currency = 'MYR' or fx.close is not null
    ),
    eligible as (
      select p.id, p.risk_level, p.shariah
        from portfolios p join clients c on c.client_id = p.client_id
       where c.status not in (${statuses})
    ),
    held as (
      select a.portfolio_id, a.asset as ticker, a.balance::numeric * px.myr / 1000000 as value
        from ledger_accounts a
        join eligible e on e.id = a.portfolio_id
        join px on px.ticker = a.asset
       where a.kind = 'CLIENT_UNITS' and a.balance > 0
    ),
    targets as (
      select e.id as portfolio_id, m.ticker, m.weight_bps
        from eligible e
        join model_portfolio_allocations m
          on m.risk_level = e.risk_level and m.shariah = e.shariah and m.weight_bps > 0
    ),
    lines as (
      select coalesce(h.portfolio_id, t.portfolio_id) as portfolio_id,
             coalesce(h.value, 0) as value,
             coalesce(t.weight_bps, 0) as weight_bps,
             h.portfolio_id is not null as held
        from held h
        full join targets t on t.portfolio_id = h.portfolio_id and t.ticker = h.ticker
      union all
      select a.portfolio_id, a.balance::numeric / 100, null, false
        from ledger_accounts a
       where a.kind = 'CLIENT_CASH' and a.balance > 0
    ),
    weighed as (
      select portfolio_id, value, weight_bps, held, sum(value) over (partition by portfolio_id) as total
        from lines
    )
    select portfolio_id as id
      from weighed
     where weight_bps is not null and total > 0
     group by portfolio_id
    having bool_or(held) and max(abs(value * 10000 / total - weight_bps)) > ${thresholdBps}
     order by portfolio_id`)) as unknown as { rows: { id: unknown }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * Rebalances each portfolio into its model, in one transaction; answers how many were rebalanced. A portfolio
 * already rebalanced on the date, or no longer beyond the threshold once locked, is skipped.
 */
export async function rebalancePortfolios(
  db: Db,
  portfolioIds: readonly number[],
  context: TradeContext,
  thresholdBps: number,
  cutoff: Date,
): Promise<number> {
  const prefixes = portfolioIds.map((id) => rebalanceKeyPrefix(context.tradeDate, id));
  return db.transaction(async (tx) => {
    const accounts = await lockCashAccounts(tx, portfolioIds);
    const traded = new Set(
      (
        await tx
          .selectDistinct({ key: tradeOrders.tradeKey })
          .from(tradeOrders)
          .where(
            and(
              eq(tradeOrders.tradeDate, context.tradeDate),
              inArray(
                tradeOrders.tradeKey,
                prefixes.flatMap((p) => [`${p}:sell`, `${p}:buy`]),
              ),
            ),
          )
      ).map((r) => r.key.replace(/:(sell|buy)$/, '')),
    );
    const held = await unitsHeld(tx, portfolioIds);
    // Cash that settled after the date's cut-off is not the date's to spend (docs/money.md "Trade dates").
    const late = await cashCreditedSince(tx, portfolioIds, context.tradeDate, cutoff);
    const trades: PlannedTrade[] = [];
    const rows: NewClientTransaction[] = [];
    for (const account of accounts) {
      const keyPrefix = rebalanceKeyPrefix(context.tradeDate, account.portfolioId);
      if (traded.has(keyPrefix)) continue;
      const holdings = pricedHoldings(context, held.get(account.portfolioId) ?? []);
      const lateSen = late.get(account.portfolioId) ?? 0n;
      const cashSen = account.balance > lateSen ? account.balance - lateSen : 0n;
      if (maxDriftBps(cashSen, holdings, modelOf(context, account.riskLevel, account.shariah)) <= thresholdBps)
        continue;
      const planned = planRebalanceTrades(
        { portfolioId: account.portfolioId, tradeDate: context.tradeDate, cashSen, keyPrefix },
        holdings,
        account,
        context,
      );
      if (planned.length === 0) continue;
      trades.push(...planned);
      const { amountSen, details } = rebalanceFigures(planned);
      rows.push({
        clientId: account.clientId,
        portfolioId: account.portfolioId,
        type: 'REBALANCE',
        status: 'COMPLETED',
        amountSen,
        sourceType: 'trade',
        sourceId: keyPrefix,
        description: { kind: 'REBALANCED', tradeDate: context.tradeDate },
        details: { tradeDate: context.tradeDate, reason: 'DRIFT', ...details },
      });
    }
    await recordTrades(tx, trades);
    await recordTransactions(tx, rows);
    return rows.length;
  });
}
