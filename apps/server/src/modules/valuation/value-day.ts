import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { USD_MYR } from '../../providers/market-data/market-data-provider';
import { MissingPriceError } from '../portfolios/portfolio-valuation';
import { isTradeDate } from '../trading/trade-calendar';
import { accrualDays, type FeeSchedule } from './fee-schedule';
import { valuationDuration } from '../../metrics/registry';

/**
 * One trading day's valuation of every portfolio, in set-based SQL (docs/returns.md "Daily valuation"): one
 * statement per range of portfolio ids (10,000 by default), never a loop over clients. For the date D:
 *
 * - holdings (cash and units) as of D = the postings of journals with effective_date ≤ D, read as the account's
 *   balance minus the postings dated after D (the daily run has almost none, so it reads the balances);
 * - each ETF at its latest close on or before D, a US-dollar one also at USDMYR's latest close on or before D; each
 *   holding rounded half-even to the sen, exactly as GET /api/portfolios values it (portfolio-valuation.ts);
 * - the day's net flow = the client-cash postings of flow journals dated after the previous valued day and up to D,
 *   plus cash a trade of D spent before its deposit's own date (the `valued` CTE);
 * - the growth index and cumulative flows chained from the previous valued day's snapshot;
 * - the management fee's accrual on the snapshot's value (fee-schedule.ts).
 *
 * Written with INSERT ... ON CONFLICT DO UPDATE, in one transaction per day under an advisory lock: valuing a day
 * again gives the same rows (and corrects them if the ledger had moved since), never a duplicate.
 */

/** Journals whose client-cash postings are money coming in from outside the portfolio or leaving it. */
export const FLOW_JOURNAL_KINDS = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'REFERRAL_REWARD'] as const;

/** Serialises valuations across instances and callers (the trade run's step and the catch-up job). */
const VALUATION_LOCK_ID = 727_274_012;

/** Portfolio ids per statement: keeps each statement well under the pool's 15 s query timeout. */
export const DEFAULT_CHUNK_SIZE = 10_000;

export interface DayValuation {
  date: string;
  /** Snapshots written (or rewritten) for the day. */
  portfolios: number;
  /** Fee accruals written for the day. */
  accruals: number;
}

type Row = Record<string, unknown>;

async function rows(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const flowKinds = sql.join(
  FLOW_JOURNAL_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/**
 * x ≥ 0 rounded half-even to an integer, as a SQL expression: PostgreSQL's round() rounds half away from zero, so
 * an exact half whose integer part is even comes back down.
 * `x` must be a column name: it appears several times.
 */
const halfEven = (x: string) =>
  sql.raw(`(round(${x}) - case when ${x} - trunc(${x}) = 0.5 and mod(trunc(${x}), 2) = 0 then 1 else 0 end)`);

/** The latest valued day before `date`, or null when none is. */
export async function previousValuedDate(db: Pick<Db, 'execute'>, date: string): Promise<string | null> {
  const [row] = await rows(
    db,
    sql`select max(valuation_date)::text as d from portfolio_valuations where valuation_date < ${date}::date`,
  );
  return (row?.d as string | null) ?? null;
}

/**
 * The held symbols (as of the date) that have no close on or before it, with USDMYR when a held US-dollar ETF needs
 * it and has none: the day cannot be valued until the market data has them.
 */
async function symbolsWithoutPrice(tx: Db, date: string): Promise<string[]> {
  const found = await rows(
    tx,
    sql`with later as (
          select p.account_id, sum(p.amount) as amount
          from ledger_journals j
          -- Journal first, then its postings by index, as in writeDay: a join read every posting of the ledger.
          cross join lateral (select account_id, amount from ledger_postings where journal_id = j.id offset 0) p
          where j.effective_date > ${date}::date
          group by p.account_id
        ),
        held as (
          select distinct a.asset
          from ledger_accounts a left join later l on l.account_id = a.id
          where a.kind = 'CLIENT_UNITS' and a.balance + coalesce(l.amount, 0) <> 0
        ),
        needed as (
          select asset as symbol from held
          union
          select ${USD_MYR} from held h join etfs e on e.ticker = h.asset where e.currency = 'USD'
        )
        select n.symbol from needed n
        where not exists (
          select 1 from market_prices m where m.symbol = n.symbol and m.trade_date <= ${date}::date
        )
        order by n.symbol`,
  );
  return found.map((r) => String(r.symbol));
}

/** Values every portfolio at the date's closes and accrues the day's fee; see the module comment. */
export async function valueTradingDay(
  db: Db,
  date: string,
  options: { fees: FeeSchedule; chunkSize?: number },
): Promise<DayValuation> {
  if (!isTradeDate(date)) throw new RangeError(`${date} is not a trading day`);
  const chunkSize = Math.max(1, options.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const days = accrualDays(date);
  // Timed for the metrics (docs/operations.md "Metrics, health and alerts"), whether it values or fails.
  const end = valuationDuration.startTimer();
  const valuation = db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${VALUATION_LOCK_ID})`);
    // No JIT: the day's statements are estimated expensive enough for PostgreSQL to compile them with LLVM, which
    // took 60-75% of each statement (EXPLAIN ANALYZE at 100,000 portfolios: 7-19 s of compiling for 3-5 s of
    // executing), every chunk again. bench/README.md "Daily valuation".
    await tx.execute(sql`set local jit = off`);
    const missing = await symbolsWithoutPrice(tx, date);
    if (missing.length > 0) throw new MissingPriceError(missing.join(', '), date);
    // The day's aggregates are hashed in memory rather than spilled to disk (PostgreSQL's default is 4 MB).
    await tx.execute(sql`set local work_mem = '64MB'`);
    const previous = await previousValuedDate(tx, date);
    const [again] = await rows(
      tx,
      sql`select exists (select 1 from portfolio_valuations where valuation_date = ${date}::date) as found`,
    );
    const revaluing = again?.found === true;
    const [range] = await rows(
      tx,
      sql`select min(portfolio_id) as lo, max(portfolio_id) as hi from ledger_accounts
          where kind in ('CLIENT_CASH', 'CLIENT_UNITS')`,
    );
    let portfolios = 0;
    let accruals = 0;
    if (range?.lo == null) return { date, portfolios, accruals };
    const lo = Number(range.lo);
    const hi = Number(range.hi);
    for (let from = lo; from <= hi; from += chunkSize) {
      const to = Math.min(hi, from + chunkSize - 1);
      const written = await writeDay(tx, { date, previous, days, fees: options.fees, revaluing }, from, to);
      portfolios += written.portfolios;
      accruals += written.accruals;
    }
    return { date, portfolios, accruals };
  });
  return valuation.finally(() => end());
}

interface DayInput {
  date: string;
  previous: string | null;
  days: number;
  fees: FeeSchedule;
  /** The day had snapshots already: an accrual whose value has since fallen to zero must go. */
  revaluing: boolean;
}

/** The snapshots and fee accruals of the portfolios with ids in [lo, hi], in one statement. */
async function writeDay(tx: Db, day: DayInput, lo: number, hi: number) {
  const { date, previous, days, fees } = day;
  if (day.revaluing) {
    await tx.execute(
      sql`delete from fee_accruals f using portfolio_valuations v
          where f.accrual_date = ${date}::date and v.valuation_date = f.accrual_date
            and v.portfolio_id = f.portfolio_id and v.value_sen = 0 and f.portfolio_id between ${lo} and ${hi}`,
    );
  }
  const limit = fees.tierLimitSen.toString();
  // The latest close of each symbol on or before D by one index probe per symbol (the symbols themselves found by
  // a loose index scan): sorting every stored close up to D cost more than the rest of the day on the embedded
  // engine, and grows with the history (a seed valuing five years of days did it 1,300 times).
  const q = sql`with closes as (
          with recursive symbols(symbol) as (
            select min(symbol) from market_prices
            union all
            select (select min(m.symbol) from market_prices m where m.symbol > s.symbol)
            from symbols s where s.symbol is not null
          )
          select s.symbol, c.close
          from symbols s
          cross join lateral (
            select close from market_prices
            where symbol = s.symbol and trade_date <= ${date}::date
            order by trade_date desc limit 1
          ) c
        ),
        -- Sen per millionth of a unit, exact: close × (USDMYR for a US-dollar ETF) / 10^4. An ETF missing from
        -- the etfs table cannot have been bought; ringgit is the safe reading of its price (as portfolio-valuation.ts).
        prices as (
          select c.symbol,
                 c.close * (case when e.currency = 'USD'
                                 then (select close from closes where symbol = ${USD_MYR}) else 1 end) * 0.0001
                   as sen_per_micro
          from closes c left join etfs e on e.ticker = c.symbol
          where c.symbol <> ${USD_MYR}
        ),
        -- Postings dated after D (and after the previous valued day, for the cash advanced then: see below).
        later as (
          select p.account_id,
                 coalesce(sum(p.amount) filter (where j.effective_date > ${date}::date), 0)::bigint as after_day,
                 sum(p.amount)::bigint as after_previous
          from ledger_journals j
          -- Journal first, then its postings by index (offset 0 keeps the planner from flattening this into a scan
          -- of every posting): the window holds a day's journals, not the ledger.
          cross join lateral (select account_id, amount from ledger_postings where journal_id = j.id offset 0) p
          where j.effective_date > coalesce(${previous}::date, ${date}::date)
          group by p.account_id
        ),
        held as (
          select a.portfolio_id, a.kind, a.asset, a.balance + coalesce(l.after_day, 0) as amount,
                 a.balance + coalesce(l.after_previous, 0) as previous_amount
          from ledger_accounts a left join later l on l.account_id = a.id
          where a.kind in ('CLIENT_CASH', 'CLIENT_UNITS') and a.portfolio_id between ${lo} and ${hi}
        ),
        priced as (
          select h.portfolio_id, h.kind, h.amount, h.previous_amount,
                 case when h.kind = 'CLIENT_UNITS' and h.amount <> 0 then h.amount * p.sen_per_micro end as exact_sen
          from held h left join prices p on p.symbol = h.asset
        ),
        cash_and_units as (
          select portfolio_id,
                 coalesce(sum(amount) filter (where kind = 'CLIENT_CASH'), 0)::bigint as cash_as_of,
                 coalesce(sum(previous_amount) filter (where kind = 'CLIENT_CASH'), 0)::bigint as previous_cash_as_of,
                 coalesce(sum(${halfEven('exact_sen')}::bigint), 0)::bigint as invested_sen,
                 bool_or(amount <> 0) as has_money
          from priced group by portfolio_id
        ),
        -- Cash below zero as of D: a trade or withdrawal dated D spent money whose deposit is dated later (the run
        -- for D, the next morning, invests every settled ringgit at D's closes, including a deposit settled
        -- overnight). That money was in the portfolio at D's close, so it counts as a flow at the end of D (an
        -- advance), and no longer on its own date. docs/returns.md "Daily valuation".
        valued as (
          select portfolio_id, invested_sen, has_money,
                 greatest(cash_as_of, 0) as cash_sen,
                 greatest(-cash_as_of, 0)
                   - case when ${previous}::date is null then 0 else greatest(-previous_cash_as_of, 0) end
                   as advanced_sen
          from cash_and_units
        ),
        flows as (
          select a.portfolio_id, -sum(p.amount) as flow_sen
          from ledger_journals j
          cross join lateral (select account_id, amount from ledger_postings where journal_id = j.id offset 0) p
          join ledger_accounts a on a.id = p.account_id
          where j.effective_date <= ${date}::date
            and (${previous}::date is null or j.effective_date > ${previous}::date)
            and j.kind in (${flowKinds})
            and a.kind = 'CLIENT_CASH' and a.portfolio_id between ${lo} and ${hi}
          group by a.portfolio_id
        ),
        day as (
          select v.portfolio_id, v.cash_sen, v.invested_sen, v.cash_sen + v.invested_sen as value_sen,
                 (coalesce(f.flow_sen, 0) + v.advanced_sen)::bigint as flow_sen,
                 ps.value_sen as prev_value, coalesce(ps.growth_index, 1) as prev_index,
                 coalesce(ps.cumulative_flow_sen, 0) as prev_cumulative
          from valued v
          left join portfolio_valuations ps
            on ps.portfolio_id = v.portfolio_id and ps.valuation_date = ${previous}::date
           and ps.portfolio_id between ${lo} and ${hi}
          left join flows f on f.portfolio_id = v.portfolio_id
          -- No money yet and never had any: no snapshot (docs/returns.md); after that, one every trading day.
          where v.has_money or ps.portfolio_id is not null or f.portfolio_id is not null or v.advanced_sen <> 0
        ),
        chained as (
          select d.*,
                 -- index x (value - flow) / previous value, as an exact quotient scaled to 12 decimals
                 case when d.prev_value > 0 and d.value_sen - d.flow_sen > 0
                      then div(d.prev_index * (d.value_sen - d.flow_sen) * 1000000000000, d.prev_value) end as q,
                 case when d.prev_value > 0 and d.value_sen - d.flow_sen > 0
                      then d.prev_index * (d.value_sen - d.flow_sen) * 1000000000000
                           - div(d.prev_index * (d.value_sen - d.flow_sen) * 1000000000000, d.prev_value) * d.prev_value
                 end as r
          from day d
        ),
        written as (
        insert into portfolio_valuations
          (portfolio_id, valuation_date, cash_sen, invested_sen, value_sen, net_flow_sen, cumulative_flow_sen,
           growth_index)
        select portfolio_id, ${date}::date, cash_sen, invested_sen, value_sen, flow_sen, prev_cumulative + flow_sen,
               case when q is null then prev_index
                    -- half-even on the 13th decimal, as decimal.js ROUND_HALF_EVEN
                    else ((q + case when 2 * r > prev_value then 1 when 2 * r = prev_value then mod(q, 2) else 0 end)
                          * 0.000000000001)::numeric(30, 12)
               end
        from chained
        on conflict (portfolio_id, valuation_date) do update set
          cash_sen = excluded.cash_sen,
          invested_sen = excluded.invested_sen,
          value_sen = excluded.value_sen,
          net_flow_sen = excluded.net_flow_sen,
          cumulative_flow_sen = excluded.cumulative_flow_sen,
          growth_index = excluded.growth_index
        returning portfolio_id, value_sen
        ),
        -- The management fee's accrual on the value just written (fee-schedule.ts): the tiers' annual fee, exact,
        -- at a Shariah goal's own rates (docs/shariah.md "Fee"), and the day's share of it.
        accrued as (
        insert into fee_accruals (portfolio_id, accrual_date, value_sen, days, annual_fee_sen, amount_sen)
        select portfolio_id, ${date}::date, value_sen, ${days}::int, annual, round(annual * ${days}::int / 365, 12)
        from (
          select w.portfolio_id, w.value_sen,
                 least(w.value_sen, ${limit}::bigint)
                   * case when p.shariah then ${fees.shariahFirstTierRate}::numeric else ${fees.firstTierRate}::numeric end
                   + greatest(w.value_sen - ${limit}::bigint, 0)
                   * case when p.shariah then ${fees.shariahAboveTierRate}::numeric else ${fees.aboveTierRate}::numeric end
                   as annual
          from written w join portfolios p on p.id = w.portfolio_id
          where w.value_sen > 0
        ) v
        on conflict (portfolio_id, accrual_date) do update set
          value_sen = excluded.value_sen,
          days = excluded.days,
          annual_fee_sen = excluded.annual_fee_sen,
          amount_sen = excluded.amount_sen
        returning 1
        )
        select (select count(*)::int from written) as portfolios, (select count(*)::int from accrued) as accruals`;
  const [counts] = await rows(tx, q);
  return { portfolios: Number(counts?.portfolios ?? 0), accruals: Number(counts?.accruals ?? 0) };
}
