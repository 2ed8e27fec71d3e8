import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';

/**
 * Cross-flow checks of the money: each flow's own rows (payment orders, withdrawals, transfers, trade orders and
 * fills) against the ledger's journals. Used by the property test (money-properties.test.ts) and the kill test
 * (bench/kill-test.ts): whatever sequence ran and wherever the process died, every movement is complete or absent.
 * The embedded → PostgreSQL migration checks the copy with them too (docs/operations.md).
 *
 * The conservation identity, derived from the journals of docs/money.md §5 (balances in each account's normal
 * direction; the ringgit postings of every journal sum to zero):
 *
 *   GATEWAY_CLEARING + OMNIBUS_CASH = Σ CLIENT_CASH + FEES + PAYOUT_CLEARING
 *
 * and, flow by flow, GATEWAY_CLEARING = settled deposits (no "gateway pays the merchant" journal is posted yet),
 * OMNIBUS_CASH = direct deposits + sells − buys − paid withdrawals, PAYOUT_CLEARING = withdrawals reserved and not
 * yet paid or failed. So, with every figure read from the flows' own tables:
 *
 *   settled deposits + direct deposits + promotions + net dividends
 *     = paid withdrawals + PROCESSING withdrawals + fees + Σ client cash + (bought − sold, in sen)
 *       + purification owed + purification paid to charity
 *
 * i.e. cash in = cash out + cash held (as cash, as a pending payout, or as the cost of the units held). Direct
 * deposits are DEPOSIT journals into OMNIBUS_CASH without a payment order (the demo history of a data folder seeded
 * before its deposits went through payment orders, docs/returns.md "Demo history"); promotions are the referral rewards the firm paid into clients' cash (docs/money.md). Both are
 * zero where every deposit came through the gateway and nobody was rewarded. Net dividends are what the funds
 * paid into OMNIBUS_CASH for the clients (gross less tax withheld, `dividend_payments`); part of them may be set
 * aside as purification (PURIFICATION_PAYABLE) and later paid to charity (`purification_batches`) (docs/money.md
 * "Dividends"). DIVIDENDS_RECEIVABLE is back at zero once a payment has committed.
 */

type Row = Record<string, unknown>;

async function rows(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const big = (value: unknown): bigint => (value === null || value === undefined ? 0n : BigInt(String(value)));

export interface MoneyFigures {
  settledDeposits: bigint;
  /** DEPOSIT journals straight into OMNIBUS_CASH, without a payment order (an older data folder's demo history). */
  directDeposits: bigint;
  /** Referral rewards: the PROMOTIONS account's balance. */
  promotions: bigint;
  paidWithdrawals: bigint;
  processingWithdrawals: bigint;
  fees: bigint;
  clientCash: bigint;
  netCostOfUnits: bigint;
  gatewayClearing: bigint;
  omnibusCash: bigint;
  payoutClearing: bigint;
  /** Σ dividend_payments.net_sen: the cash the funds paid in for the clients. */
  dividendsNet: bigint;
  /** Σ dividend_payments.purification_sen: set aside from Shariah goals' dividends, ever. */
  purificationSetAside: bigint;
  /** Σ purification_batches.total_sen: paid to charity. */
  charityPaid: bigint;
  purificationPayable: bigint;
  dividendsReceivable: bigint;
}

export async function moneyFigures(db: Pick<Db, 'execute'>): Promise<MoneyFigures> {
  const [figures] = await rows(
    db,
    sql`select
      (select coalesce(sum(amount_sen), 0) from payment_orders where state = 'SUCCESS') as settled_deposits,
      (select coalesce(sum(p.amount), 0) from ledger_postings p
         join ledger_accounts a on a.id = p.account_id join ledger_journals j on j.id = p.journal_id
        where a.kind = 'OMNIBUS_CASH' and j.kind = 'DEPOSIT') as direct_deposits,
      (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'PROMOTIONS') as promotions,
      (select coalesce(sum(amount_sen), 0) from withdrawals where status = 'PAID') as paid_withdrawals,
      (select coalesce(sum(amount_sen), 0) from withdrawals where status = 'PROCESSING') as processing_withdrawals,
      (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'FEES') as fees,
      (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'CLIENT_CASH') as client_cash,
      (select coalesce(sum(case when o.side = 'BUY' then f.amount_sen else -f.amount_sen end), 0)
         from trade_fills f join trade_orders o on o.id = f.order_id) as net_cost_of_units,
      (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'GATEWAY_CLEARING') as gateway_clearing,
      (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'OMNIBUS_CASH') as omnibus_cash,
      (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'PAYOUT_CLEARING') as payout_clearing,
      (select coalesce(sum(net_sen), 0) from dividend_payments) as dividends_net,
      (select coalesce(sum(purification_sen), 0) from dividend_payments) as purification_set_aside,
      (select coalesce(sum(total_sen), 0) from purification_batches) as charity_paid,
      (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'PURIFICATION_PAYABLE') as purification_payable,
      (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'DIVIDENDS_RECEIVABLE') as dividends_receivable`,
  );
  const f = figures!;
  return {
    settledDeposits: big(f.settled_deposits),
    directDeposits: big(f.direct_deposits),
    promotions: big(f.promotions),
    paidWithdrawals: big(f.paid_withdrawals),
    processingWithdrawals: big(f.processing_withdrawals),
    fees: big(f.fees),
    clientCash: big(f.client_cash),
    netCostOfUnits: big(f.net_cost_of_units),
    gatewayClearing: big(f.gateway_clearing),
    omnibusCash: big(f.omnibus_cash),
    payoutClearing: big(f.payout_clearing),
    dividendsNet: big(f.dividends_net),
    purificationSetAside: big(f.purification_set_aside),
    charityPaid: big(f.charity_paid),
    purificationPayable: big(f.purification_payable),
    dividendsReceivable: big(f.dividends_receivable),
  };
}

/** Money that came into the client-money books: deposits settled through the gateway or direct, rewards, dividends. */
export const cashIn = (f: MoneyFigures): bigint => f.settledDeposits + f.directDeposits + f.promotions + f.dividendsNet;

/** Each broken identity, named with both sides; empty when the money is conserved. */
export function conservationViolations(f: MoneyFigures): string[] {
  const problems: string[] = [];
  const held =
    f.paidWithdrawals +
    f.processingWithdrawals +
    f.fees +
    f.clientCash +
    f.netCostOfUnits +
    f.purificationPayable +
    f.charityPaid;
  if (cashIn(f) !== held) problems.push(`cash in ${cashIn(f)} ≠ cash out + held ${held}`);
  if (f.gatewayClearing !== f.settledDeposits)
    problems.push(`GATEWAY_CLEARING ${f.gatewayClearing} ≠ settled deposits ${f.settledDeposits}`);
  if (f.payoutClearing !== f.processingWithdrawals)
    problems.push(`PAYOUT_CLEARING ${f.payoutClearing} ≠ processing withdrawals ${f.processingWithdrawals}`);
  const omnibus = f.directDeposits - f.netCostOfUnits - f.paidWithdrawals + f.dividendsNet - f.charityPaid;
  if (f.omnibusCash !== omnibus)
    problems.push(
      `OMNIBUS_CASH ${f.omnibusCash} ≠ direct deposits + sold − bought − paid + dividends − charity ${omnibus}`,
    );
  if (f.purificationPayable !== f.purificationSetAside - f.charityPaid)
    problems.push(
      `PURIFICATION_PAYABLE ${f.purificationPayable} ≠ set aside − paid to charity ${f.purificationSetAside - f.charityPaid}`,
    );
  if (f.dividendsReceivable !== 0n) problems.push(`DIVIDENDS_RECEIVABLE ${f.dividendsReceivable} ≠ 0`);
  return problems;
}

const keysOf = async (db: Pick<Db, 'execute'>, query: SQL) => (await rows(db, query)).map((r) => String(r.key));

/**
 * Movements half done: a flow's state without its journal, or a journal without its state. Each list is empty
 * when every movement is complete or absent.
 */
export interface MovementViolations {
  /** SUCCESS orders without exactly one settle journal, or settle journals whose order is not SUCCESS. */
  deposits: string[];
  /** Withdrawals whose journals do not match their status (reserve from PROCESSING on; paid / failed after). */
  withdrawals: string[];
  /** COMPLETED transfers without their move journal, or move journals of a transfer not COMPLETED. */
  transfers: string[];
  /** Trade keys whose orders have no journal, or that lack a fill; client units ≠ the units their fills moved. */
  trades: string[];
  /**
   * Dividend payments whose journals do not carry their amounts (gross credited, tax and purification debited),
   * or dividend journals without their payment row.
   */
  dividends: string[];
}

export async function findMovementViolations(db: Pick<Db, 'execute'>): Promise<MovementViolations> {
  const deposits = await keysOf(
    db,
    sql`select coalesce(o.order_id, j.idempotency_key) as key
      from (select * from payment_orders where state = 'SUCCESS') o
      full join (select * from ledger_journals where idempotency_key like 'deposit:%:settle') j
        on j.idempotency_key = 'deposit:' || o.order_id || ':settle'
      where o.order_id is null or j.id is null`,
  );
  const withdrawals = await keysOf(
    db,
    sql`select w.guid::text || ':' || w.status as key from withdrawals w
      where (exists (select 1 from ledger_journals j where j.idempotency_key = 'withdrawal:' || w.guid || ':reserve'))
              <> (w.status in ('PROCESSING', 'PAID') or (w.status = 'FAILED' and w.processing_at is not null))
         or (exists (select 1 from ledger_journals j where j.idempotency_key = 'withdrawal:' || w.guid || ':paid'))
              <> (w.status = 'PAID')
         or (exists (select 1 from ledger_journals j where j.idempotency_key = 'withdrawal:' || w.guid || ':failed'))
              <> (w.status = 'FAILED' and w.processing_at is not null)`,
  );
  const transfers = await keysOf(
    db,
    sql`select t.guid::text || ':' || t.status as key from transfers t
      where (exists (select 1 from ledger_journals j where j.idempotency_key = 'transfer:' || t.id || ':move'))
              <> (t.status = 'COMPLETED' and t.moved_sen > 0)`,
  );
  const trades = await keysOf(
    db,
    sql`select distinct o.trade_key as key from trade_orders o
      where not exists (select 1 from ledger_journals j where j.idempotency_key = o.trade_key)
         or not exists (select 1 from trade_fills f where f.order_id = o.id)
      union all
      select a.key from ledger_accounts a
      left join (select o.portfolio_id, o.ticker,
                        sum(case when o.side = 'BUY' then f.units else -f.units end) as units
                   from trade_orders o join trade_fills f on f.order_id = o.id
                  group by o.portfolio_id, o.ticker) m
        on m.portfolio_id = a.portfolio_id and m.ticker = a.asset
      where a.kind = 'CLIENT_UNITS' and a.balance <> coalesce(m.units, 0)`,
  );
  const dividends = await keysOf(
    db,
    sql`with moved as (
          select j.idempotency_key as key, -sum(p.amount) as credited
            from ledger_journals j
            join ledger_postings p on p.journal_id = j.id
            join ledger_accounts a on a.id = p.account_id and a.kind = 'CLIENT_CASH'
           where j.kind in ('DIVIDEND', 'WITHHOLDING_TAX', 'PURIFICATION')
           group by j.idempotency_key),
        expected as (
          select 'dividend:' || declaration_id || ':' || portfolio_id || ':gross' as key, gross_sen as credited
            from dividend_payments
          union all
          select 'dividend:' || declaration_id || ':' || portfolio_id || ':tax', -tax_sen
            from dividend_payments where tax_sen > 0
          union all
          select 'dividend:' || declaration_id || ':' || portfolio_id || ':purification', -purification_sen
            from dividend_payments where purification_sen > 0)
        select coalesce(m.key, e.key) as key from moved m full join expected e on e.key = m.key
         where m.key is null or e.key is null or m.credited <> e.credited`,
  );
  return { deposits, withdrawals, transfers, trades, dividends };
}

export const NO_MOVEMENT_VIOLATIONS: MovementViolations = {
  deposits: [],
  withdrawals: [],
  transfers: [],
  trades: [],
  dividends: [],
};
