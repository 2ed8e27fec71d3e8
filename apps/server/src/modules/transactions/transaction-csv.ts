import { Readable } from 'node:stream';
import type { TransactionItem } from '@harta/contracts/schemas/transaction-listing';
import type { Language } from '@harta/contracts/languages';
import { describeTransaction } from '@harta/contracts/transaction-description';
import { transactionStatusLabel, transactionTypeLabel } from '@harta/contracts/transactions';
import { stringify } from 'csv-stringify';

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+cmd|...`, `@SUM(...)`) gets a leading
 * apostrophe, which makes it text. Plain numbers are left alone, so a negative amount stays a number (the reason
 * the house does not use papaparse's escaping).
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
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
    item.amount ?? '',
    describeTransaction(item.descriptionFields, language, item.description) ?? '',
    item.completedAt ? malaysiaDateTime(item.completedAt) : '',
    item.id,
  ];
}

/**
 * The rows as a CSV stream (UTF-8 with a byte-order mark so spreadsheet programs read Malay, Chinese and Tamil
 * names right), produced as the database pages arrive: memory stays flat however many rows there are.
 */
export function transactionsCsv(rows: AsyncIterable<TransactionItem>, language: Language = 'en'): Readable {
  const csv = stringify({
    bom: true,
    header: true,
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
