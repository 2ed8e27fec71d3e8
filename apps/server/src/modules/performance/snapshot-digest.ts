import { formatSen } from '@harta/contracts/money';
import type { Performance, PeriodReturn } from '@harta/contracts/schemas/returns';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { addYears, daysBetween } from '../returns/calendar-days';
import { growthSinceInception, periodReturns } from '../returns/period-returns';
import { combineSeries, type ValuationPoint } from '../returns/valuation-series';
import { valuationHistory } from './valuation-history.repository';

/**
 * Everything the dashboard and the performance page derive from a client's snapshots: the chart, the period
 * returns (XIRR per period), the growth since inception, each portfolio's latest snapshot. It changes only when
 * snapshots are written, i.e. once a day, so it is computed from one read of the history and kept in
 * `returns_cache` at the valuation generation it was computed from (docs/returns.md "Dashboard and performance
 * API"). The cache lives in the database, not in the process: every API instance reads the same entries, and the
 * valuation that makes one stale moves the generation on in its own transaction (a trigger on the snapshots).
 */

export interface LatestSnapshot {
  date: string;
  valueSen: bigint;
  cumulativeFlowSen: bigint;
}

export interface Growth {
  rate: string | null;
  unavailableReason: PeriodReturn['unavailableReason'];
}

export interface SnapshotDigest {
  /** The portfolios in scope (ids), each with its latest snapshot (null before its first) and its own growth. */
  portfolios: Map<number, { latest: LatestSnapshot | null; growth: Growth }>;
  /** The portfolios in scope as one (combineSeries). */
  growth: Growth;
  returns: PeriodReturn[];
  series: Performance['series'];
}

/** The JSON form of a digest (bigints as strings), as stored in `returns_cache.body`. */
interface StoredDigest {
  ids: number[];
  portfolios: {
    id: number;
    latest: { date: string; valueSen: string; cumulativeFlowSen: string } | null;
    growth: Growth;
  }[];
  growth: Growth;
  returns: PeriodReturn[];
  series: Performance['series'];
}

/** Days since the Monday 1970-01-05: the same number for every day of a Monday-to-Sunday week. */
const weekOf = (date: string) => Math.floor(daysBetween('1970-01-05', date) / 7);

/**
 * The chart's points: every valuation of the latest year; before it, the last valuation of each week and of each
 * month, the first one, and the first day of every period's window (so a period's chart starts where its return
 * does). Five years of daily snapshots become about 480 points instead of 1,300: the shape of a line a few hundred
 * pixels wide is the same, and the answer a third of the size.
 */
export function chartPoints(series: readonly ValuationPoint[], periodStarts: readonly string[]): ValuationPoint[] {
  if (series.length === 0) return [];
  const dailyFrom = addYears(series.at(-1)!.date, -1);
  const starts = new Set(periodStarts);
  return series.filter((point, i) => {
    const next = series[i + 1];
    return (
      i === 0 ||
      next === undefined ||
      point.date >= dailyFrom ||
      starts.has(point.date) ||
      weekOf(point.date) !== weekOf(next.date) ||
      point.date.slice(0, 7) !== next.date.slice(0, 7)
    );
  });
}

/** Computes the digest of the given portfolios from one read of their snapshots. */
export function digestOf(ids: readonly number[], history: Map<number, ValuationPoint[]>): SnapshotDigest {
  const combined = combineSeries(ids.map((id) => history.get(id) ?? []).filter((s) => s.length > 0));
  const returns = periodReturns(combined);
  const chart = chartPoints(
    combined,
    returns.flatMap((r) => (r.from === null ? [] : [r.from])),
  );
  return {
    portfolios: new Map(
      ids.map((id) => {
        const series = history.get(id) ?? [];
        const last = series.at(-1);
        const latest = last
          ? { date: last.date, valueSen: last.valueSen, cumulativeFlowSen: last.cumulativeFlowSen }
          : null;
        return [id, { latest, growth: growthSinceInception(series) }];
      }),
    ),
    growth: growthSinceInception(combined),
    returns,
    series: {
      dates: chart.map((p) => p.date),
      values: chart.map((p) => formatSen(p.valueSen)),
      netDeposits: chart.map((p) => formatSen(p.cumulativeFlowSen)),
    },
  };
}

function toStored(ids: readonly number[], digest: SnapshotDigest): string {
  const stored: StoredDigest = {
    ids: [...ids],
    portfolios: [...digest.portfolios].map(([id, p]) => ({
      id,
      latest: p.latest && {
        date: p.latest.date,
        valueSen: p.latest.valueSen.toString(),
        cumulativeFlowSen: p.latest.cumulativeFlowSen.toString(),
      },
      growth: p.growth,
    })),
    growth: digest.growth,
    returns: digest.returns,
    series: digest.series,
  };
  return JSON.stringify(stored);
}

/** The stored digest, or undefined when it was made for another set of portfolios. */
function fromStored(ids: readonly number[], body: string): SnapshotDigest | undefined {
  const stored = JSON.parse(body) as StoredDigest;
  if (stored.ids.length !== ids.length || stored.ids.some((id, i) => id !== ids[i])) return undefined;
  return {
    portfolios: new Map(
      stored.portfolios.map((p) => [
        p.id,
        {
          latest: p.latest && {
            date: p.latest.date,
            valueSen: BigInt(p.latest.valueSen),
            cumulativeFlowSen: BigInt(p.latest.cumulativeFlowSen),
          },
          growth: p.growth,
        },
      ]),
    ),
    growth: stored.growth,
    returns: stored.returns,
    series: stored.series,
  };
}

type Row = Record<string, unknown>;

/**
 * The digest of the client's portfolios `ids` (in this order), for `scope` ('ALL' or the portfolio's guid): from
 * the cache when its entry is of the current generation, else computed and stored. The generation is read before
 * the history (one statement with the cache lookup), so an entry is never stored under a generation newer than
 * the snapshots it was computed from; a valuation committed in between only makes it one that is never read.
 */
export async function snapshotDigest(
  db: Db,
  clientId: number,
  scope: string,
  ids: readonly number[],
): Promise<SnapshotDigest> {
  const answer = await db.execute(
    sql`select g.generation::text as generation, c.body
        from valuation_generation g
        left join returns_cache c on c.client_id = ${clientId} and c.scope = ${scope} and c.generation = g.generation
        where g.id = 1`,
  );
  const [row] = (answer as unknown as { rows: Row[] }).rows;
  const cached = typeof row?.body === 'string' ? fromStored(ids, row.body) : undefined;
  if (cached) return cached;

  const digest = digestOf(ids, await valuationHistory(db, ids));
  if (row?.generation != null) {
    const generation = String(row.generation);
    await db.execute(
      sql`insert into returns_cache (client_id, scope, generation, body)
          values (${clientId}, ${scope}, ${generation}::bigint, ${toStored(ids, digest)})
          on conflict (client_id, scope) do update set generation = excluded.generation, body = excluded.body
          where returns_cache.generation <= excluded.generation`,
    );
  }
  return digest;
}
