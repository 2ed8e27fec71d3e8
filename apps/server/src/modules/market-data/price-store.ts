import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { marketPrices } from '../../db/schema/market-data';
import type { DailyClose, IsoDate, MarketDataProvider } from '../../providers/market-data/market-data-provider';
import { parsePricesCsv, type CsvRowError } from './parse-prices-csv';

const CHUNK = 1_000;

/**
 * Upserts closes. Real closes (a CSV import, a real feed) replace generated ones for the same day; generated ones
 * ('sandbox') never replace real ones, so re-running the sandbox fill after an import keeps the real prices.
 */
export async function storeCloses(db: Db, closes: readonly DailyClose[], source: string): Promise<number> {
  let written = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < closes.length; i += CHUNK) {
      const chunk = closes
        .slice(i, i + CHUNK)
        .map((c) => ({ symbol: c.symbol, tradeDate: c.date, close: c.close, source }));
      const result = await tx
        .insert(marketPrices)
        .values(chunk)
        .onConflictDoUpdate({
          target: [marketPrices.symbol, marketPrices.tradeDate],
          set: { close: sql`excluded.close`, source: sql`excluded.source`, importedAt: sql`now()` },
          setWhere: source === 'sandbox' ? sql`${marketPrices.source} = 'sandbox'` : undefined,
        })
        .returning({ symbol: marketPrices.symbol });
      written += result.length;
    }
  });
  return written;
}

/** Fills [from, to] from the provider (idempotent: a second run rewrites the same generated values). */
export async function fillFromProvider(
  db: Db,
  provider: MarketDataProvider,
  from: IsoDate,
  to: IsoDate,
): Promise<number> {
  return storeCloses(db, await provider.closes(from, to), provider.name);
}

/** Loads a `date,symbol,close` file: all rows or, with the line-numbered problems, none. */
export async function importPricesCsv(
  db: Db,
  text: string,
  knownSymbols: ReadonlySet<string>,
): Promise<{ imported: number; errors: CsvRowError[] }> {
  const parsed = parsePricesCsv(text, knownSymbols);
  if (!parsed.ok) return { imported: 0, errors: parsed.errors };
  return { imported: await storeCloses(db, parsed.rows, 'csv'), errors: [] };
}

/** The close on the latest trading day on or before `date`, or null when there is none. */
export async function closeOnOrBefore(
  db: Db,
  symbol: string,
  date: IsoDate,
): Promise<{ date: IsoDate; close: string } | null> {
  const [row] = await db
    .select({ date: marketPrices.tradeDate, close: marketPrices.close })
    .from(marketPrices)
    .where(and(eq(marketPrices.symbol, symbol), lte(marketPrices.tradeDate, date)))
    .orderBy(desc(marketPrices.tradeDate))
    .limit(1);
  return row ?? null;
}

/**
 * {@link closeOnOrBefore} for several symbols in one statement (one index probe each, through a lateral join):
 * valuing a portfolio needs every held ETF and the FX rate, and a round trip per symbol was most of its cost on
 * the dashboard and performance pages. Symbols without a close are absent from the answer.
 */
export async function closesOnOrBefore(
  db: Pick<Db, 'execute'>,
  symbols: readonly string[],
  date: IsoDate,
): Promise<Map<string, { date: IsoDate; close: string }>> {
  const result = new Map<string, { date: IsoDate; close: string }>();
  if (symbols.length === 0) return result;
  const list = sql.join(
    symbols.map((s) => sql`${s}`),
    sql`, `,
  );
  const answer = await db.execute(sql`
    select s.symbol, p.trade_date::text as "date", p.close::text as "close"
    from unnest(array[${list}]::text[]) as s(symbol)
    cross join lateral (
      select trade_date, close from market_prices
      where symbol = s.symbol and trade_date <= ${date}
      order by trade_date desc
      limit 1
    ) p`);
  for (const row of (answer as unknown as { rows: { symbol: string; date: string; close: string }[] }).rows) {
    result.set(row.symbol, { date: row.date, close: row.close });
  }
  return result;
}
