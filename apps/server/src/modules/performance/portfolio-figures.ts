import type { Db } from '../../db/connection';
import type { ReadingLanguage } from '../investment-profile/model-portfolio-texts';
import type { PortfolioRow } from '../portfolios/portfolio.repository';
import { valuePortfolios, type PortfolioValuation } from '../portfolios/portfolio-valuation';
import { portfolioNames, type PortfolioNames } from '../portfolios/portfolio-view';
import { orPricesUnavailable } from '../portfolios/prices-unavailable';
import { completedNetDeposits } from './client-flows.repository';
import { snapshotDigest, type Growth, type SnapshotDigest } from './snapshot-digest';

/** One portfolio as the dashboard and the performance page see it. */
export interface PortfolioFigures {
  row: PortfolioRow;
  /** Its time-weighted growth since its first snapshot. */
  growth: Growth;
  /** Ledger balances now at the valuation date's closes (the latest closes before any valuation): holdings and allocation. */
  live: PortfolioValuation;
  valueSen: bigint;
  netDepositsSen: bigint;
  /** The snapshot date behind value and net deposits; null when they are the live figures. */
  asOf: string | null;
}

/**
 * Value and net deposits (docs/returns.md "Dashboard and performance API"): from the latest snapshot, so that they
 * agree with the returns and the chart. Two cases take the live valuation instead, so that a newly funded client
 * never sees zero: a portfolio the valuation job has not reached yet (no snapshot), and one whose latest snapshot
 * is zero while the ledger now holds money (the first deposit settled after the last valuation). Their net
 * deposits are then the completed deposits and transfers in, less withdrawals and transfers out.
 */
export async function portfolioFigures(
  db: Db,
  clientId: number,
  scope: string,
  rows: readonly PortfolioRow[],
  language: ReadingLanguage,
  asOf?: string,
): Promise<{ figures: PortfolioFigures[]; names: PortfolioNames; digest: SnapshotDigest }> {
  const ids = rows.map((r) => r.id);
  const [digest, names] = await Promise.all([snapshotDigest(db, clientId, scope, ids), portfolioNames(db, language)]);
  // One valuation date (docs/dashboard-and-performance.md "One valuation"): the holdings and allocation are the
  // units held now at the closes of the latest snapshot's date, not at newer closes beside an older value.
  const valuedAt = [...digest.portfolios.values()].reduce<string | undefined>((max, { latest }) => {
    const date = latest?.date;
    if (date === undefined || (asOf !== undefined && date > asOf)) return max;
    return max === undefined || date > max ? date : max;
  }, undefined);
  const live = await orPricesUnavailable(() => valuePortfolios(db, ids, valuedAt ?? asOf));
  const usesLive = (id: number) => {
    const last = digest.portfolios.get(id)!.latest;
    // A snapshot dated after today (a run of a date that had not come yet, which the trade run now refuses) is never
    // shown: the valuation date a client reads is today's at the latest (docs/money.md "Trade run").
    if (last && asOf !== undefined && last.date > asOf) return true;
    return !last || (last.valueSen === 0n && live.get(id)!.totalSen !== 0n);
  };
  const liveIds = ids.filter(usesLive);
  const liveDeposits = liveIds.length > 0 ? await completedNetDeposits(db, liveIds) : new Map<number, bigint>();

  const figures = rows.map((row): PortfolioFigures => {
    const { latest: last, growth } = digest.portfolios.get(row.id)!;
    const valuation = live.get(row.id)!;
    if (!last || usesLive(row.id)) {
      return {
        row,
        growth,
        live: valuation,
        valueSen: valuation.totalSen,
        netDepositsSen: liveDeposits.get(row.id) ?? 0n,
        asOf: null,
      };
    }
    return {
      row,
      growth,
      live: valuation,
      valueSen: last.valueSen,
      netDepositsSen: last.cumulativeFlowSen,
      asOf: last.date,
    };
  });
  return { figures, names, digest };
}

/** The latest of the snapshot dates behind the figures, or null when none came from a snapshot. */
export function latestAsOf(figures: readonly PortfolioFigures[]): string | null {
  return figures.reduce<string | null>(
    (max, f) => (f.asOf !== null && (max === null || f.asOf > max) ? f.asOf : max),
    null,
  );
}

export const sumSen = (figures: readonly PortfolioFigures[], pick: (f: PortfolioFigures) => bigint): bigint =>
  figures.reduce((sum, f) => sum + pick(f), 0n);
