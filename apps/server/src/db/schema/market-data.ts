import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Daily closes from the market-data provider (sandbox generator or CSV import). `symbol` is an ETF ticker
 * (close in its listing currency) or the FX pair 'USDMYR' (ringgit per US dollar). Exact decimals, never floats.
 */
export const marketPrices = pgTable(
  'market_prices',
  {
    symbol: text('symbol').notNull(),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    close: numeric('close', { precision: 20, scale: 6 }).notNull(),
    /** 'sandbox' or 'csv'. */
    source: text('source').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.tradeDate] }),
    check('market_prices_close_check', sql`${t.close} > 0`),
    // Weekends are never trading days (docs/money.md).
    check('market_prices_weekday_check', sql`extract(isodow from ${t.tradeDate}) < 6`),
  ],
);
