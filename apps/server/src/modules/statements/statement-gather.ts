import { parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import type { TransactionType } from '@harta/contracts/transactions';
import type { Db } from '../../db/connection';
import { CASH_ASSET } from '../ledger/account-kinds';
import { closeOnOrBefore } from '../market-data/price-store';
import { holdingValueSen, MissingPriceError, USDMYR } from '../portfolios/portfolio-valuation';
import { clientFullName } from '../registration/financial/account-holder';
import { ReturnDecimal } from '../returns/return-decimal';
import { combineSeries } from '../returns/valuation-series';
import { allTransactions } from '../transactions/transaction-listing';
import type { PortfolioSection, StatementDocument, StatementHolding, StatementTransaction } from './statement-document';
import type { StatementFooter } from './statement-footer';
import type { StatementPeriod } from './statement-period';
import { statementReturns, type ReturnSnapshot } from './statement-returns';
import {
  etfDetails,
  findStatementClient,
  ledgerHoldingsAsOf,
  portfoliosOpenedBy,
  snapshotsForPeriod,
  type LedgerHoldingRow,
  type StatementClientRow,
} from './statements.repository';

/** The Malaysia calendar day of an instant. */
const malaysiaDay = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

function addressLines(row: StatementClientRow): string[] {
  const cityLine = [row.postcode, row.city].filter(Boolean).join(' ');
  return [row.addressLine1, row.addressLine2, cityLine, row.state, row.country].filter(
    (line): line is string => !!line && line.trim() !== '',
  );
}

/** The holdings table of each portfolio at the end of `date`, priced at the closes on or before it. */
async function holdingsAt(db: Db, rows: LedgerHoldingRow[], date: string) {
  const tickers = [...new Set(rows.filter((r) => r.asset !== CASH_ASSET).map((r) => r.asset))];
  const details = await etfDetails(db, tickers);
  const closes = new Map<string, { date: string; close: string }>();
  const needsUsd = tickers.some((t) => details.get(t)?.currency === 'USD');
  for (const symbol of needsUsd ? [...tickers, USDMYR] : tickers) {
    const close = await closeOnOrBefore(db, symbol, date);
    // A statement with a guessed price would be wrong on paper: refuse, and the job retries once prices are in.
    if (!close) throw new MissingPriceError(symbol, date);
    closes.set(symbol, close);
  }
  const fx = closes.get(USDMYR)?.close ?? null;
  const byPortfolio = new Map<number, { cashSen: bigint; holdings: StatementHolding[] }>();
  for (const row of rows) {
    const entry = byPortfolio.get(row.portfolioId) ?? { cashSen: 0n, holdings: [] };
    byPortfolio.set(row.portfolioId, entry);
    if (row.asset === CASH_ASSET) {
      entry.cashSen = row.balance;
      continue;
    }
    const detail = details.get(row.asset) ?? { name: row.asset, currency: 'MYR', assetClass: 'EQUITY' };
    const close = closes.get(row.asset)!;
    const rate = detail.currency === 'USD' ? fx : null;
    entry.holdings.push({
      ticker: row.asset,
      name: detail.name,
      assetClass: detail.assetClass,
      units: row.balance,
      currency: detail.currency,
      price: close.close,
      priceDate: close.date,
      fx: rate,
      valueSen: holdingValueSen(row.balance, close.close, rate),
    });
  }
  for (const entry of byPortfolio.values()) entry.holdings.sort((a, b) => a.ticker.localeCompare(b.ticker));
  return { byPortfolio, fx: needsUsd ? fx : null };
}

/** Several portfolios' snapshots as one series, with the index chained from the summed values and flows. */
function combinedSnapshots(series: readonly (readonly ReturnSnapshot[])[]): ReturnSnapshot[] {
  const points = series.map((own) =>
    own.map((s) => ({ ...s, cumulativeFlowSen: 0n, growthIndex: new ReturnDecimal(s.growthIndex) })),
  );
  return combineSeries(points).map((p) => ({
    date: p.date,
    valueSen: p.valueSen,
    netFlowSen: p.netFlowSen,
    growthIndex: p.growthIndex.toFixed(12),
  }));
}

function valuesFrom(snapshots: readonly ReturnSnapshot[], period: StatementPeriod) {
  const opening = snapshots.filter((s) => s.date < period.start).at(-1);
  const inPeriod = snapshots.filter((s) => s.date >= period.start && s.date <= period.end);
  const closing = inPeriod.at(-1);
  return {
    openingSen: opening?.valueSen ?? 0n,
    openingDate: opening?.date ?? null,
    // No snapshot in the period (none taken yet): the portfolio still stands at its opening value.
    closingSen: closing?.valueSen ?? opening?.valueSen ?? 0n,
    closingDate: closing?.date ?? null,
    netFlowSen: inPeriod.reduce((sum, s) => sum + s.netFlowSen, 0n),
  };
}

/**
 * Gathers one client's statement for a period, printed in `language` (by default the client's own): a section per
 * portfolio opened by its last day. Answers null when the client is unknown or had no portfolio by then.
 */
export async function gatherStatement(
  db: Db,
  clientId: number,
  period: StatementPeriod,
  footer: StatementFooter,
  issuedOn: string,
  language?: string,
): Promise<StatementDocument | null> {
  const client = await findStatementClient(db, clientId);
  if (!client) return null;
  const printedIn = language ?? client.language;
  const portfolios = await portfoliosOpenedBy(db, clientId, period.end, printedIn);
  if (portfolios.length === 0) return null;
  const ids = portfolios.map((p) => p.id);

  // From the opening of the year (YTD) or of the period, whichever is earlier (they differ for a month).
  const snapshots = await snapshotsForPeriod(db, ids, period.yearStart, period.end);
  const ledger = await ledgerHoldingsAsOf(db, ids, period.end);
  const { byPortfolio, fx } = await holdingsAt(db, ledger, period.end);

  const transactions = new Map<string, StatementTransaction[]>();
  for await (const item of allTransactions(db, clientId, { from: period.start, to: period.end })) {
    const list = transactions.get(item.portfolio.guid) ?? [];
    transactions.set(item.portfolio.guid, list);
    list.push({
      date: malaysiaDay(item.createdAt),
      type: item.type,
      status: item.status,
      description: item.description,
      descriptionFields: item.descriptionFields,
      amountSen: item.amount === null ? null : parseMinorUnits(item.amount, SEN_SCALE),
    });
  }

  const sections = portfolios.map((p): PortfolioSection => {
    const own = snapshots.get(p.id) ?? [];
    const values = valuesFrom(own, period);
    // Oldest first on paper, as a bank statement reads.
    const txs = (transactions.get(p.guid) ?? []).reverse();
    const completed = txs.filter((t) => t.status === 'COMPLETED');
    const completedSen = (type: TransactionType) =>
      completed.filter((t) => t.type === type).reduce((sum, t) => sum + (t.amountSen ?? 0n), 0n);
    const feesSen = completedSen('FEE');
    const held = byPortfolio.get(p.id) ?? { cashSen: 0n, holdings: [] };
    const totals = new Map<TransactionType, { count: number; amountSen: bigint }>();
    for (const t of completed) {
      const total = totals.get(t.type) ?? { count: 0, amountSen: 0n };
      totals.set(t.type, { count: total.count + 1, amountSen: total.amountSen + (t.amountSen ?? 0n) });
    }
    return {
      goalName: p.goalName,
      riskLevelName: p.riskLevelName,
      ...values,
      feesSen,
      dividendsSen: completedSen('DIVIDEND'),
      withholdingSen: completedSen('WITHHOLDING_TAX'),
      purificationSen: completedSen('PURIFICATION'),
      gainSen: values.closingSen - values.openingSen - values.netFlowSen,
      cashSen: held.cashSen,
      holdings: held.holdings,
      holdingsTotalSen: held.holdings.reduce((sum, h) => sum + h.valueSen, held.cashSen),
      usdMyr: held.holdings.some((h) => h.fx !== null) ? fx : null,
      transactions: period.kind === 'MONTHLY' ? txs : [],
      totals: period.kind === 'ANNUAL' ? [...totals].map(([type, total]) => ({ type, ...total })) : [],
      returns: {
        period: statementReturns(own, period.start, period.end),
        yearToDate: statementReturns(own, period.yearStart, period.end),
      },
    };
  });

  const combinedSeries = combinedSnapshots(portfolios.map((p) => snapshots.get(p.id) ?? []));
  const sum = (pick: (s: PortfolioSection) => bigint) => sections.reduce((total, s) => total + pick(s), 0n);
  return {
    period,
    issuedOn,
    client: {
      name: clientFullName(client.givenName, client.surName),
      addressLines: addressLines(client),
      reference: client.guid.slice(0, 8).toUpperCase(),
    },
    language: printedIn,
    summary: {
      openingSen: sum((s) => s.openingSen),
      closingSen: sum((s) => s.closingSen),
      netFlowSen: sum((s) => s.netFlowSen),
      feesSen: sum((s) => s.feesSen),
      gainSen: sum((s) => s.gainSen),
      dividendsSen: sum((s) => s.dividendsSen),
      withholdingSen: sum((s) => s.withholdingSen),
      purificationSen: sum((s) => s.purificationSen),
    },
    combinedReturns: {
      period: statementReturns(combinedSeries, period.start, period.end),
      yearToDate: statementReturns(combinedSeries, period.yearStart, period.end),
    },
    portfolios: sections,
    footer,
  };
}
