import { formatMinorUnits, UNIT_SCALE } from '@harta/contracts/money';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { dividendDeclarations, dividendPayments } from '../../db/schema/dividends';
import { USD_MYR } from '../../providers/market-data/market-data-provider';
import type { AccountRef } from '../ledger/account-kinds';
import type { JournalInput } from '../ledger/journal-content';
import { postJournals } from '../ledger/post-journals';
import { closeOnOrBefore } from '../market-data/price-store';
import { PricesMissingError } from '../trading/trade-context';
import type { TradeStep } from '../trading/trade-run';
import { recordTransactions, type NewClientTransaction } from '../transactions/transaction-log';
import { dividendShare, perUnitInRinggit, type DividendShare } from './dividend-math';

/**
 * Paying a declared distribution to every portfolio that held the fund at its ex-date (docs/money.md
 * "Dividends"), in one database transaction per declaration:
 *
 * - entitlement: the portfolio's CLIENT_UNITS of the fund from journals effective before the ex-date;
 * - per portfolio, three journals (each step its own key, so a rerun moves nothing twice):
 *   `dividend:<id>:<portfolio>:gross` DIVIDEND (D DIVIDENDS_RECEIVABLE, C CLIENT_CASH),
 *   `…:tax` WITHHOLDING_TAX (D CLIENT_CASH, C DIVIDENDS_RECEIVABLE) when tax was withheld,
 *   `…:purification` PURIFICATION (D CLIENT_CASH, C PURIFICATION_PAYABLE) on a Shariah goal;
 * - once: `dividend:<id>:received` DIVIDEND_RECEIVED (D OMNIBUS_CASH, C DIVIDENDS_RECEIVABLE) for the sum of the
 *   nets, the cash the custodian credits, so DIVIDENDS_RECEIVABLE is back at zero;
 * - a `dividend_payments` row and the client's DIVIDEND, WITHHOLDING_TAX and PURIFICATION transactions.
 *
 * Every journal is effective on the trade date of the run that pays it (the first on or after the pay date), so
 * that day's valuation includes it. The cash is credited after the date's cut-off and the invest step of the next
 * trade date reinvests it (docs/money.md "Trade dates"); a dividend is income, not a flow (docs/returns.md).
 */

export const DIVIDEND_SOURCE_TYPE = 'dividend';

export const dividendJournalKey = (
  declarationId: number,
  portfolioId: number,
  step: 'gross' | 'tax' | 'purification',
) => `dividend:${declarationId}:${portfolioId}:${step}`;

type Row = Record<string, unknown>;

async function rows(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

interface Holding {
  portfolioId: number;
  clientId: number;
  shariah: boolean;
  units: bigint;
}

/** Units of `ticker` each portfolio held at the start of `exDate` (postings of journals effective before it). */
async function holdingsBefore(db: Db, ticker: string, exDate: string): Promise<Holding[]> {
  const found = await rows(
    db,
    sql`select a.portfolio_id, p.client_id, p.shariah, (-sum(lp.amount))::text as units
          from ledger_accounts a
          join ledger_postings lp on lp.account_id = a.id
          join ledger_journals j on j.id = lp.journal_id
          join portfolios p on p.id = a.portfolio_id
         where a.kind = 'CLIENT_UNITS' and a.asset = ${ticker} and j.effective_date < ${exDate}::date
         group by a.portfolio_id, p.client_id, p.shariah
        having -sum(lp.amount) > 0
         order by a.portfolio_id`,
  );
  return found.map((r) => ({
    portfolioId: Number(r.portfolio_id),
    clientId: Number(r.client_id),
    shariah: r.shariah === true || r.shariah === 't',
    units: BigInt(String(r.units)),
  }));
}

/** Ringgit per unit of the fund's currency for a payment on `payDate`: USDMYR's close on or before it. */
async function fxFor(db: Db, currency: string, payDate: string): Promise<string> {
  if (currency === 'MYR') return '1';
  const close = await closeOnOrBefore(db, USD_MYR, payDate);
  if (!close) throw new PricesMissingError(USD_MYR, payDate);
  return close.close;
}

const cash = (portfolioId: number): AccountRef => ({ kind: 'CLIENT_CASH', portfolioId });
const RECEIVABLE: AccountRef = { kind: 'DIVIDENDS_RECEIVABLE' };

/** A two-posting journal moving `amount` sen from `credit` to `debit`, dated on the paying run's trade date. */
function movement(
  idempotencyKey: string,
  kind: string,
  debit: AccountRef,
  credit: AccountRef,
  amount: bigint,
  dated: { tradeDate: string; postedAt?: Date | undefined },
): JournalInput {
  return {
    idempotencyKey,
    kind,
    postings: [
      { account: debit, amount },
      { account: credit, amount: -amount },
    ],
    effectiveDate: dated.tradeDate,
    ...(dated.postedAt ? { postedAt: dated.postedAt } : {}),
  };
}

function journalsOf(
  declarationId: number,
  portfolioId: number,
  share: DividendShare,
  dated: { tradeDate: string; postedAt?: Date | undefined },
) {
  const key = (step: 'gross' | 'tax' | 'purification') => dividendJournalKey(declarationId, portfolioId, step);
  const journals = [movement(key('gross'), 'DIVIDEND', RECEIVABLE, cash(portfolioId), share.grossSen, dated)];
  if (share.taxSen > 0n) {
    journals.push(movement(key('tax'), 'WITHHOLDING_TAX', cash(portfolioId), RECEIVABLE, share.taxSen, dated));
  }
  if (share.purificationSen > 0n) {
    const payable: AccountRef = { kind: 'PURIFICATION_PAYABLE' };
    journals.push(
      movement(key('purification'), 'PURIFICATION', cash(portfolioId), payable, share.purificationSen, dated),
    );
  }
  return journals;
}

export interface PaidDeclaration {
  declarationId: number;
  portfolios: number;
  grossSen: bigint;
  taxSen: bigint;
  purificationSen: bigint;
}

/**
 * Pays one declaration for the run of `tradeDate`, in its own transaction holding the declaration's row lock (a
 * twin run waits and then finds it paid: null). `postedAt` is for the demo history only (journal `created_at`).
 */
export async function payDeclaration(
  db: Db,
  declarationId: number,
  tradeDate: string,
  options: { postedAt?: Date } = {},
): Promise<PaidDeclaration | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [declaration] = await tx
      .select()
      .from(dividendDeclarations)
      .where(eq(dividendDeclarations.id, declarationId))
      .for('update');
    if (!declaration || declaration.status !== 'DECLARED' || declaration.payDate > tradeDate) return null;
    const fxRate = await fxFor(tx, declaration.currency, declaration.payDate);
    const terms = {
      perUnit: declaration.perUnit,
      fxRate,
      withholdingRate: declaration.withholdingRate,
      purificationRatio: declaration.purificationRatio,
    };
    const dated = { tradeDate, postedAt: options.postedAt };
    const payments: (typeof dividendPayments.$inferInsert)[] = [];
    const journals: JournalInput[] = [];
    const shown: NewClientTransaction[] = [];
    let netTotal = 0n;
    const totals = { grossSen: 0n, taxSen: 0n, purificationSen: 0n };
    for (const holding of await holdingsBefore(tx, declaration.ticker, declaration.exDate)) {
      const share = dividendShare(holding.units, terms, holding.shariah);
      if (share.grossSen === 0n) continue;
      netTotal += share.netSen;
      totals.grossSen += share.grossSen;
      totals.taxSen += share.taxSen;
      totals.purificationSen += share.purificationSen;
      payments.push({ declarationId, portfolioId: holding.portfolioId, units: holding.units, ...share });
      journals.push(...journalsOf(declarationId, holding.portfolioId, share, dated));
      const row = {
        clientId: holding.clientId,
        portfolioId: holding.portfolioId,
        status: 'COMPLETED' as const,
        sourceType: DIVIDEND_SOURCE_TYPE,
        sourceId: String(declarationId),
      };
      shown.push({
        ...row,
        type: 'DIVIDEND',
        amountSen: share.grossSen,
        description: {
          kind: 'DIVIDEND',
          ticker: declaration.ticker,
          units: trim(formatMinorUnits(holding.units, UNIT_SCALE)),
          perUnit: trim(declaration.perUnit),
          currency: declaration.currency,
          payDate: declaration.payDate,
        },
        details: {
          exDate: declaration.exDate,
          fxRate,
          perUnitMyr: perUnitInRinggit(terms),
          units: holding.units.toString(),
        },
      });
      if (share.taxSen > 0n) {
        shown.push({
          ...row,
          type: 'WITHHOLDING_TAX',
          amountSen: share.taxSen,
          description: { kind: 'WITHHOLDING_TAX', ticker: declaration.ticker, rate: trim(declaration.withholdingRate) },
        });
      }
      if (share.purificationSen > 0n) {
        shown.push({
          ...row,
          type: 'PURIFICATION',
          amountSen: share.purificationSen,
          description: { kind: 'PURIFICATION', ticker: declaration.ticker, ratio: trim(declaration.purificationRatio) },
        });
      }
    }
    if (netTotal > 0n) {
      const key = `dividend:${declarationId}:received`;
      journals.push(movement(key, 'DIVIDEND_RECEIVED', { kind: 'OMNIBUS_CASH' }, RECEIVABLE, netTotal, dated));
    }
    await postJournals(tx, journals);
    if (payments.length > 0) await tx.insert(dividendPayments).values(payments).onConflictDoNothing();
    await recordTransactions(tx, shown);
    await tx
      .update(dividendDeclarations)
      .set({ status: 'PAID', fxRate, paidTradeDate: tradeDate, paidAt: options.postedAt ?? new Date() })
      .where(eq(dividendDeclarations.id, declarationId));
    return { declarationId, portfolios: payments.length, ...totals };
  });
}

/** '0.300000' → '0.3', '0.000000' → '0', '2.500000' → '2.5': how a decimal reads in a description. */
function trim(fraction: string): string {
  return fraction.includes('.') ? fraction.replace(/0+$/, '').replace(/\.$/, '') : fraction;
}

/** Every declaration due by `tradeDate` and not yet paid, oldest pay date first. */
export async function dueDeclarations(db: Db, tradeDate: string): Promise<number[]> {
  const due = await db
    .select({ id: dividendDeclarations.id })
    .from(dividendDeclarations)
    .where(and(eq(dividendDeclarations.status, 'DECLARED'), lte(dividendDeclarations.payDate, tradeDate)))
    .orderBy(asc(dividendDeclarations.payDate), asc(dividendDeclarations.id));
  return due.map((d) => d.id);
}

/** Pays every due declaration (see payDeclaration). */
export async function payDueDividends(db: Db, tradeDate: string, options: { postedAt?: Date } = {}) {
  let declarations = 0;
  let portfolios = 0;
  for (const id of await dueDeclarations(db, tradeDate)) {
    const paid = await payDeclaration(db, id, tradeDate, options);
    if (!paid) continue;
    declarations += 1;
    portfolios += paid.portfolios;
  }
  return { declarations, portfolios };
}

/**
 * The trade run's `dividends` step, before the invest step: pays what is due by the date. Its cash is credited
 * after the date's cut-off, so the next trade date's invest step reinvests it.
 */
export function dividendTradeStep(): TradeStep {
  return {
    name: 'dividends',
    async run(db, tradeDate) {
      const paid = await payDueDividends(db, tradeDate);
      return { declarationsPaid: paid.declarations, dividendPayments: paid.portfolios };
    },
  };
}
