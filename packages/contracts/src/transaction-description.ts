import { z } from 'zod';
import { formatDate, formatMonth } from './format';
import type { Language } from './languages';

/**
 * What a transaction's description says, as facts rather than words (docs/languages.md, "Transaction
 * descriptions"): the server stores these fields with the row (`client_transactions.description_fields`), and the
 * web page, the CSV export and the PDF statement each write them out with `describeTransaction` in the reader's
 * language. Bank and goal names are the client's or the bank's own and are never translated.
 */
export const transactionDescriptionSchema = z.discriminatedUnion('kind', [
  /** A deposit paid through online banking at this bank. */
  z.object({ kind: z.literal('ONLINE_BANKING'), bank: z.string() }),
  z.object({ kind: z.literal('INVESTED'), tradeDate: z.string() }),
  z.object({ kind: z.literal('REBALANCED'), tradeDate: z.string() }),
  /** A switch of risk level asked for (it trades at the closing prices of `tradeDate`) ... */
  /** `toShariah` when it also changes between conventional and Shariah (docs/shariah.md "Converting a goal"). */
  z.object({
    kind: z.literal('SWITCH_REQUESTED'),
    from: z.number(),
    to: z.number(),
    tradeDate: z.string(),
    toShariah: z.boolean().optional(),
  }),
  /** ... and done. */
  z.object({
    kind: z.literal('SWITCHED'),
    from: z.number(),
    to: z.number(),
    tradeDate: z.string(),
    toShariah: z.boolean().optional(),
  }),
  /** The fee of a month ('YYYY-MM'); `waived` when the portfolio held less than the fee and the rest was waived. */
  z.object({ kind: z.literal('MANAGEMENT_FEE'), month: z.string(), waived: z.boolean() }),
  /** A withdrawal paid to this bank account (the number already masked: '****3344'). */
  z.object({ kind: z.literal('PAYOUT'), bank: z.string(), account: z.string() }),
  z.object({ kind: z.literal('TRANSFER_TO'), goal: z.string() }),
  z.object({ kind: z.literal('TRANSFER_FROM'), goal: z.string() }),
  /** A transfer that was not carried out because the account was no longer active at its trade date. */
  z.object({ kind: z.literal('TRANSFER_ACCOUNT_INACTIVE') }),
  /** A transfer that found nothing to move at its trade date. */
  z.object({ kind: z.literal('TRANSFER_NOTHING') }),
  /**
   * A fund's dividend (docs/money.md "Dividends"): `units` held at the ex-date (a decimal string), `perUnit` in the
   * fund's `currency`, paid on `payDate`.
   */
  z.object({
    kind: z.literal('DIVIDEND'),
    ticker: z.string(),
    units: z.string(),
    perUnit: z.string(),
    currency: z.string(),
    payDate: z.string(),
  }),
  /** Tax withheld at source on that dividend, at `rate` (a decimal fraction, '0.3' = 30%). */
  z.object({ kind: z.literal('WITHHOLDING_TAX'), ticker: z.string(), rate: z.string() }),
  /** The part of a Shariah fund's dividend set aside for charity, at the fund's published `ratio` (a fraction). */
  z.object({ kind: z.literal('PURIFICATION'), ticker: z.string(), ratio: z.string() }),
  /** A recurring deposit collected by direct debit from this bank, for the collection date `date`. */
  z.object({ kind: z.literal('DIRECT_DEBIT'), bank: z.string(), date: z.string() }),
]);
export type TransactionDescription = z.infer<typeof transactionDescriptionSchema>;
type Kind = TransactionDescription['kind'];
type Fields<K extends Kind> = Extract<TransactionDescription, { kind: K }>;

/** '0.3' → '30', '0.0125' → '1.25': a fraction as a percentage without float error or trailing zeros. */
function percent(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.split('.');
  const digits = (whole + decimals.padEnd(2, '0')).replace(/^0+(?=\d)/, '');
  const cut = digits.length - (decimals.length > 2 ? decimals.length - 2 : 0);
  const int = digits.slice(0, cut) || '0';
  const frac = digits.slice(cut).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

type Writers = { [K in Kind]: (fields: Fields<K>, language: Language) => string };

const EN: Writers = {
  ONLINE_BANKING: (f) => `Online banking, ${f.bank}`,
  INVESTED: (f, l) => `Invested at the closing prices of ${formatDate(f.tradeDate, l)}`,
  REBALANCED: (f, l) => `Rebalanced to the model portfolio at the closing prices of ${formatDate(f.tradeDate, l)}`,
  SWITCH_REQUESTED: (f, l) =>
    `${f.toShariah === undefined ? 'Switch' : `Convert to ${f.toShariah ? 'Shariah' : 'conventional'},`} ` +
    `from risk level ${f.from} to ${f.to} at the closing prices of ${formatDate(f.tradeDate, l)}`,
  SWITCHED: (f, l) =>
    `${f.toShariah === undefined ? 'Switched' : `Converted to ${f.toShariah ? 'Shariah' : 'conventional'},`} ` +
    `from risk level ${f.from} to ${f.to} at the closing prices of ${formatDate(f.tradeDate, l)}`,
  MANAGEMENT_FEE: (f, l) =>
    f.waived
      ? `Management fee for ${formatMonth(f.month, l)} (the rest waived: the portfolio held less)`
      : `Management fee for ${formatMonth(f.month, l)}`,
  PAYOUT: (f) => `To ${f.bank} ${f.account}`,
  TRANSFER_TO: (f) => `Transfer to ${f.goal}`,
  TRANSFER_FROM: (f) => `Transfer from ${f.goal}`,
  TRANSFER_ACCOUNT_INACTIVE: () => 'Not executed: the account is not active',
  TRANSFER_NOTHING: () => 'Nothing to transfer at the trade date',
  DIVIDEND: (f, l) =>
    `${f.ticker} dividend of ${f.currency} ${f.perUnit} a unit on ${f.units} units, paid ${formatDate(f.payDate, l)}`,
  WITHHOLDING_TAX: (f) => `${percent(f.rate)}% tax withheld at source on the ${f.ticker} dividend`,
  PURIFICATION: (f) => `${percent(f.ratio)}% of the ${f.ticker} dividend set aside for charity`,
  DIRECT_DEBIT: (f, l) => `Recurring deposit of ${formatDate(f.date, l)}, direct debit from ${f.bank}`,
};

const MS: Writers = {
  ONLINE_BANKING: (f) => `Perbankan dalam talian, ${f.bank}`,
  INVESTED: (f, l) => `Dilaburkan pada harga penutup ${formatDate(f.tradeDate, l)}`,
  REBALANCED: (f, l) => `Diimbangkan semula kepada portfolio model pada harga penutup ${formatDate(f.tradeDate, l)}`,
  SWITCH_REQUESTED: (f, l) =>
    `${f.toShariah === undefined ? 'Tukar' : `Tukar kepada ${f.toShariah ? 'Syariah' : 'konvensional'},`} ` +
    `daripada tahap risiko ${f.from} kepada ${f.to} pada harga penutup ${formatDate(f.tradeDate, l)}`,
  SWITCHED: (f, l) =>
    `${f.toShariah === undefined ? 'Ditukar' : `Ditukar kepada ${f.toShariah ? 'Syariah' : 'konvensional'},`} ` +
    `daripada tahap risiko ${f.from} kepada ${f.to} pada harga penutup ${formatDate(f.tradeDate, l)}`,
  MANAGEMENT_FEE: (f, l) =>
    f.waived
      ? `Yuran pengurusan bagi ${formatMonth(f.month, l)} (bakinya dikecualikan: portfolio memegang kurang)`
      : `Yuran pengurusan bagi ${formatMonth(f.month, l)}`,
  PAYOUT: (f) => `Kepada ${f.bank} ${f.account}`,
  TRANSFER_TO: (f) => `Pindahan ke ${f.goal}`,
  TRANSFER_FROM: (f) => `Pindahan dari ${f.goal}`,
  TRANSFER_ACCOUNT_INACTIVE: () => 'Tidak dilaksanakan: akaun tidak aktif',
  TRANSFER_NOTHING: () => 'Tiada apa-apa untuk dipindahkan pada tarikh dagangan',
  DIVIDEND: (f, l) =>
    `Dividen ${f.ticker} sebanyak ${f.currency} ${f.perUnit} seunit bagi ${f.units} unit, dibayar ${formatDate(f.payDate, l)}`,
  WITHHOLDING_TAX: (f) => `Cukai ${percent(f.rate)}% dipotong di sumber atas dividen ${f.ticker}`,
  PURIFICATION: (f) => `${percent(f.ratio)}% daripada dividen ${f.ticker} diasingkan untuk amal`,
  DIRECT_DEBIT: (f, l) => `Deposit berulang ${formatDate(f.date, l)}, debit langsung dari ${f.bank}`,
};

const WRITERS: Record<Language, Writers> = { en: EN, ms: MS };

/**
 * A transaction's description in a language. `fields` are the stored facts; `fallback` is the row's old free text
 * (rows written before the facts were kept), shown as it is when there are no facts or they do not parse.
 */
export function describeTransaction(
  fields: unknown,
  language: Language,
  fallback: string | null = null,
): string | null {
  const parsed = transactionDescriptionSchema.safeParse(fields);
  if (!parsed.success) return fallback;
  const d = parsed.data;
  const write = WRITERS[language][d.kind] as (f: TransactionDescription, l: Language) => string;
  return write(d, language);
}
