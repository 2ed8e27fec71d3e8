import { Readable } from 'node:stream';
import type { TransactionItem } from '@harta/contracts/schemas/transaction-listing';
import type { Language } from '@harta/contracts/languages';
import { describeTransaction } from '@harta/contracts/transaction-description';
import { transactionStatusLabel, transactionTypeLabel, type TransactionType } from '@harta/contracts/transactions';
import { stringify } from 'csv-stringify';

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * What a spreadsheet reads as the start of a formula (OWASP "CSV injection"): = + - @, tab and carriage return,
 * and their full-width forms (＝ ＋ － ＠), which spreadsheets in East Asian locales turn into the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
/**
 * A formula after a field separator: a spreadsheet opened with `;` (most of Europe) or `,`/tab as its separator
 * splits `Row;=cmd|...` into two cells, the second a formula. Any cell holding a separator followed (after
 * spaces) by a formula start is neutralised whole.
 */
const FORMULA_AFTER_SEPARATOR = /[;,\t|]\s*[=+\-@\uff1d\uff0b\uff0d\uff20]/;

/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+cmd|...`, `@SUM(...)`, `＝1+1`, `x;=cmd`) gets a
 * leading apostrophe, which makes it text. Plain numbers are left alone, so a negative amount stays a number (the
 * reason the house does not use papaparse's escaping).
 */
export function neutraliseFormula(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  return FORMULA_START.test(value) || FORMULA_AFTER_SEPARATOR.test(value) ? `'${value}` : value;
}

/** Money leaving the portfolio: negative in the file, as a bank statement and a spreadsheet's SUM read it. */
const OUTFLOWS: ReadonlySet<TransactionType> = new Set([
  'WITHDRAWAL',
  'FEE',
  'TRANSFER_OUT',
  'WITHHOLDING_TAX',
  'PURIFICATION',
]);

/** The amount as the file shows it: signed by direction, empty while unknown. */
export function signedAmount(type: TransactionType, amount: string | null): string {
  if (amount === null) return '';
  if (!OUTFLOWS.has(type) || /^0(\.0+)?$/.test(amount) || amount.startsWith('-')) return amount;
  return `-${amount}`;
}

/** An instant as Malaysia's wall-clock time, 'YYYY-MM-DD HH:mm' (UTC+8, no daylight saving). */
export function malaysiaDateTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

export const CSV_COLUMNS = [
  'Date',
  'Portfolio',
  'Type',
  'Status',
  'Amount (MYR)',
  'Description',
  'Completed',
  'Reference',
] as const;

function toRecord(item: TransactionItem, language: Language): string[] {
  return [
    malaysiaDateTime(item.createdAt),
    item.portfolio.goalName,
    transactionTypeLabel(item.type, language),
    transactionStatusLabel(item.status, language),
    signedAmount(item.type, item.amount),
    describeTransaction(item.descriptionFields, language, item.description) ?? '',
    item.completedAt ? malaysiaDateTime(item.completedAt) : '',
    item.reference,
  ];
}

/**
 * The rows as a CSV stream (RFC 4180: CRLF line ends; UTF-8 with a byte-order mark so spreadsheet programs read
 * Malay, Chinese and Tamil names right), produced as the database pages arrive: memory stays flat however many rows there are.
 */
export function transactionsCsv(rows: AsyncIterable<TransactionItem>, language: Language = 'en'): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    record_delimiter: 'windows',
    columns: [...CSV_COLUMNS],
    cast: { string: (value) => neutraliseFormula(value) },
  });
  const source = Readable.from(
    (async function* () {
      for await (const item of rows) yield toRecord(item, language);
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
