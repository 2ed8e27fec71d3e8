import type { MessageSigner, MessageVerifier } from './message-signer';

/**
 * The FPX messages the sandbox and a real adapter share (GUIDE section 7): their field names, the checksum
 * source (the values of a FIXED list of fields, in alphabetical order of name, joined by '|'), and FPX times.
 * Verifying over a fixed list, not over whatever fields arrived, is what makes a checksum cover "the exact
 * fields": a missing field fails, and an extra one is never read.
 */

export const FPX_VERSION = '7.0';
/** 01: retail (B2C) payments. */
export const FPX_MSG_TOKEN = '01';
export const CHECKSUM_FIELD = 'fpx_checkSum';

/** AR (authorisation request) and AE (acknowledgement enquiry): the merchant's message, same fields. */
export const REQUEST_FIELDS = [
  'fpx_buyerAccNo',
  'fpx_buyerBankBranch',
  'fpx_buyerBankId',
  'fpx_buyerEmail',
  'fpx_buyerIban',
  'fpx_buyerId',
  'fpx_buyerName',
  'fpx_makerName',
  'fpx_msgToken',
  'fpx_msgType',
  'fpx_productDesc',
  'fpx_sellerBankCode',
  'fpx_sellerExId',
  'fpx_sellerExOrderNo',
  'fpx_sellerId',
  'fpx_sellerOrderNo',
  'fpx_sellerTxnTime',
  'fpx_txnAmount',
  'fpx_txnCurrency',
  'fpx_version',
] as const;

/** AC (acknowledgement): the exchange's message, sent direct (server to server) and as an AE's answer. */
export const ACKNOWLEDGEMENT_FIELDS = [
  'fpx_buyerBankBranch',
  'fpx_buyerBankId',
  'fpx_buyerIban',
  'fpx_buyerId',
  'fpx_buyerName',
  'fpx_creditAuthCode',
  'fpx_creditAuthNo',
  'fpx_debitAuthCode',
  'fpx_debitAuthNo',
  'fpx_fpxTxnId',
  'fpx_fpxTxnTime',
  'fpx_makerName',
  'fpx_msgToken',
  'fpx_msgType',
  'fpx_sellerExId',
  'fpx_sellerExOrderNo',
  'fpx_sellerId',
  'fpx_sellerOrderNo',
  'fpx_sellerTxnTime',
  'fpx_txnAmount',
  'fpx_txnCurrency',
] as const;

/** BE (bank list enquiry) request and its answer. */
export const BANK_ENQUIRY_FIELDS = ['fpx_msgToken', 'fpx_msgType', 'fpx_sellerExId', 'fpx_version'] as const;
export const BANK_LIST_FIELDS = ['fpx_bankList', 'fpx_msgToken', 'fpx_msgType', 'fpx_sellerExId'] as const;

export type FpxFields = Record<string, string>;

/** The values of `names` (each must be present, as a string) joined by '|'; null when one is missing. */
export function checksumSource(fields: FpxFields, names: readonly string[]): string | null {
  const values: string[] = [];
  for (const name of [...names].sort()) {
    const value = fields[name];
    if (typeof value !== 'string') return null;
    values.push(value);
  }
  return values.join('|');
}

/** The fields plus their checksum over `names`. */
export function signFields(fields: FpxFields, names: readonly string[], signer: MessageSigner): FpxFields {
  const source = checksumSource(fields, names);
  if (source === null) throw new Error(`cannot sign: a field of ${names.join(',')} is missing`);
  const signed: FpxFields = {};
  for (const name of names) signed[name] = fields[name]!;
  signed[CHECKSUM_FIELD] = signer.sign(source);
  return signed;
}

/** True when every field of `names` is present and the checksum is theirs. */
export function verifyFields(fields: FpxFields, names: readonly string[], verifier: MessageVerifier): boolean {
  const source = checksumSource(fields, names);
  const checksum = fields[CHECKSUM_FIELD];
  return source !== null && typeof checksum === 'string' && verifier.verify(source, checksum);
}

/** Only the named fields (and the checksum), as strings: what is kept of a message that arrived. */
export function pickFields(input: unknown, names: readonly string[]): FpxFields {
  const out: FpxFields = {};
  if (!input || typeof input !== 'object') return out;
  const record = input as Record<string, unknown>;
  for (const name of [...names, CHECKSUM_FIELD]) {
    const value = record[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

const MALAYSIA_OFFSET_MS = 8 * 3_600_000;

/** FPX times are YYYYMMDDHHmmss in Malaysia time (UTC+8, no daylight saving). */
export function formatFpxTime(date: Date): string {
  return new Date(date.getTime() + MALAYSIA_OFFSET_MS).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function parseFpxTime(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - MALAYSIA_OFFSET_MS;
  const date = new Date(ms);
  // Reject rolled-over dates such as 20260231.
  return formatFpxTime(date) === text ? date : null;
}
