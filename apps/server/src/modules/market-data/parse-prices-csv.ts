import type { DailyClose } from '../../providers/market-data/market-data-provider';
import { isWeekday, parseIsoDate } from '../../providers/market-data/trading-days';

export interface CsvRowError {
  /** 1-based line number in the file. */
  line: number;
  message: string;
}

export type ParsedPrices = { ok: true; rows: DailyClose[] } | { ok: false; errors: CsvRowError[] };

/** Up to 14 integer digits and 6 decimals: what market_prices.close (numeric(20,6)) holds exactly. */
const DECIMAL = /^(0|[1-9]\d{0,13})(\.\d{1,6})?$/;
const HEADER = 'date,symbol,close';
const MAX_ERRORS = 100;

/**
 * Parses real closes to load over the sandbox's: one `date,symbol,close` line each (an optional header line of
 * exactly those names first; CRLF and a UTF-8 BOM tolerated; blank lines skipped). Every row is checked — a real
 * date that is a weekday, a known symbol, a positive decimal of at most 6 places, no (date, symbol) twice — and
 * one bad row rejects the whole file, with each problem's line number, so a partial load never mixes with a
 * correct one. Plain code: the format is too small for a CSV library, and quoting is not needed.
 */
export function parsePricesCsv(text: string, knownSymbols: ReadonlySet<string>): ParsedPrices {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rows: DailyClose[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Set<string>();
  lines.forEach((raw, index) => {
    if (errors.length >= MAX_ERRORS) return;
    const line = index + 1;
    const text = raw.trim();
    if (text === '') return;
    if (index === 0 && text.toLowerCase() === HEADER) return;
    const fields = text.split(',').map((f) => f.trim());
    if (fields.length !== 3) {
      errors.push({ line, message: `expected 3 fields (${HEADER}), found ${fields.length}` });
      return;
    }
    const [date, symbol, close] = fields as [string, string, string];
    const ms = parseIsoDate(date);
    if (ms === null) errors.push({ line, message: `date "${date}" is not a real YYYY-MM-DD date` });
    else if (!isWeekday(ms)) errors.push({ line, message: `date ${date} is a weekend, not a trading day` });
    if (!knownSymbols.has(symbol)) errors.push({ line, message: `unknown symbol "${symbol}"` });
    if (!DECIMAL.test(close) || /^0(\.0+)?$/.test(close)) {
      errors.push({ line, message: `close "${close}" is not a positive decimal with at most 6 places` });
    }
    const key = `${date},${symbol}`;
    if (seen.has(key)) errors.push({ line, message: `${symbol} on ${date} appears more than once` });
    seen.add(key);
    rows.push({ date, symbol, close });
  });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, rows };
}
