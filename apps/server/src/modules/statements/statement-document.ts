import type { TransactionDescription } from '@harta/contracts/transaction-description';
import type { TransactionStatus, TransactionType } from '@harta/contracts/transactions';
import type { StatementFooter } from './statement-footer';
import type { StatementPeriod } from './statement-period';
import type { StatementReturn } from './statement-returns';

/**
 * Everything one statement PDF shows, gathered from the database (statement-gather.ts) and drawn by
 * statement-pdf.ts. Money in sen and units in millionths (BigInt), prices and rates as decimal strings: the
 * renderer only formats, it never computes a figure.
 */
export interface StatementDocument {
  period: StatementPeriod;
  /** The Malaysia date the statement was produced. */
  issuedOn: string;
  client: {
    name: string;
    addressLines: string[];
    /** The client's public reference (their guid's first block, as staff and support quote it). */
    reference: string;
  };
  /** The language asked for (the job: the client's own): every label of the PDF is printed in it (statement-texts.ts). */
  language: string;
  /** Across every portfolio. */
  summary: MoneySummary;
  /**
   * All the client's portfolios as one (modules/returns combineSeries: values and flows summed day by day, the
   * index chained from the sums), next to each portfolio's own figures.
   */
  combinedReturns: { period: StatementReturn; yearToDate: StatementReturn };
  portfolios: PortfolioSection[];
  footer: StatementFooter;
}

export interface MoneySummary {
  /** Value at the last snapshot before the period (0 when there is none). */
  openingSen: bigint;
  /** Value at the last snapshot in the period (0 when there is none). */
  closingSen: bigint;
  /** Deposits and transfers in minus withdrawals and transfers out (the snapshots' net flows in the period). */
  netFlowSen: bigint;
  /** Management fees collected in the period (completed FEE transactions). */
  feesSen: bigint;
  /** closing − opening − net flow: what the investments earned after fees. */
  gainSen: bigint;
  /** Completed DIVIDEND (gross), WITHHOLDING_TAX and PURIFICATION amounts of the period (docs/money.md "Dividends"). */
  dividendsSen: bigint;
  withholdingSen: bigint;
  purificationSen: bigint;
}

export interface PortfolioSection extends MoneySummary {
  goalName: string;
  riskLevelName: string;
  /** Dates of the snapshots behind opening and closing; null when there was none. */
  openingDate: string | null;
  closingDate: string | null;
  /** At the end of the period: the ledger's cash and units, priced at the closes on or before the last day. */
  cashSen: bigint;
  holdings: StatementHolding[];
  /** cash + holdings. */
  holdingsTotalSen: bigint;
  /** The USD/MYR rate used, or null when no US-dollar asset was held. */
  usdMyr: string | null;
  /** MONTHLY: every transaction of the month. ANNUAL: empty (see `totals`). */
  transactions: StatementTransaction[];
  /** ANNUAL: completed amounts per transaction type over the year. MONTHLY: empty. */
  totals: { type: TransactionType; count: number; amountSen: bigint }[];
  returns: { period: StatementReturn; yearToDate: StatementReturn };
}

export interface StatementHolding {
  ticker: string;
  name: string;
  /** 'EQUITY', 'FIXED_INCOME', … (etfs.asset_class): the allocation donut's slices. */
  assetClass: string;
  /** Millionths of a unit. */
  units: bigint;
  /** 'MYR' or 'USD'. */
  currency: string;
  /** The close used, in the listing currency. */
  price: string;
  priceDate: string;
  /** Ringgit per US dollar for a USD asset, else null. */
  fx: string | null;
  valueSen: bigint;
}

export interface StatementTransaction {
  /** Malaysia date of the request (as the transactions page filters). */
  date: string;
  type: TransactionType;
  status: TransactionStatus;
  /** The row's old English text, for rows recorded before descriptions were kept as facts. */
  description: string | null;
  /** The facts the description is written from, in the statement's language (contracts transaction-description). */
  descriptionFields: TransactionDescription | null;
  /** Null while unknown (a "withdraw all" before its units were sold). */
  amountSen: bigint | null;
}
