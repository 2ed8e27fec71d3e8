import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  formatSen,
  PAYOUT_FILE_COLUMNS,
  PAYOUT_REFERENCE_MAX_LENGTH,
  PAYOUT_RESULT_COLUMNS,
  PAYOUT_RESULT_STATUSES,
  WITHDRAWAL_REASON_MAX_LENGTH,
} from '@harta/contracts/schemas/withdrawals';
import { findUnsafeText } from '@harta/contracts/text-safety';
import type { WithdrawalDetail } from './withdrawals.repository';

/**
 * The bank's bulk-payment file of one day's payouts, and the bank's result file (docs/money.md "Bulk payment
 * file"). A generic layout close to what Malaysian banks' corporate portals take (one line per beneficiary:
 * reference, name, bank, account, amount, currency, date, description); a deployer maps it to their bank's exact
 * template in this one file.
 */

/** A spreadsheet runs a cell that starts with one of these as a formula: such a cell gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function buildPayoutFile(payouts: readonly WithdrawalDetail[], paymentDate: string): string {
  const rows = payouts.map((p) =>
    [
      p.withdrawal.guid,
      p.withdrawal.bankAccountHolderName,
      p.withdrawal.bankCode,
      p.withdrawal.bankAccountNumber,
      formatSen(p.withdrawal.amountSen!),
      'MYR',
      paymentDate,
      `Harta withdrawal ${p.withdrawal.guid.slice(0, 8)}`,
    ].map(neutralise),
  );
  return stringify(rows, { header: true, columns: [...PAYOUT_FILE_COLUMNS], record_delimiter: 'windows' });
}

export interface PayoutResultLine {
  line: number;
  withdrawalId: string;
  status: (typeof PAYOUT_RESULT_STATUSES)[number];
  bankReference: string | null;
  reason: string | null;
}

export interface LineProblem {
  line: number;
  message: string;
}

export type ParsedPayoutResult = { ok: true; lines: PayoutResultLine[] } | { ok: false; problems: LineProblem[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^[\w\-/.]*$/;
const MAX_PROBLEMS = 100;

/**
 * Reads the bank's result file: a header naming the columns of {@link PAYOUT_RESULT_COLUMNS} (in any order; extra
 * columns ignored), then one line per payout. Every line is checked (a withdrawal id, PAID or FAILED, a reason for
 * FAILED, no id twice) and one bad line rejects the file, with each problem's line number, so a file is applied
 * whole or not at all. Quoted fields, CRLF and a BOM are read as spreadsheets write them.
 */
export function parsePayoutResult(text: string): ParsedPayoutResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return { ok: false, problems: [{ line, message: 'the file is not valid CSV (check the quotes)' }] };
  }
  if (records.length === 0) return { ok: false, problems: [{ line: 1, message: 'the file is empty' }] };

  const header = records[0]!.record.map((h) => h.toLowerCase());
  const index = Object.fromEntries(PAYOUT_RESULT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof PAYOUT_RESULT_COLUMNS)[number],
    number
  >;
  const missing = PAYOUT_RESULT_COLUMNS.filter((c) => index[c] < 0 && c !== 'bank_reference' && c !== 'reason');
  if (missing.length > 0) {
    return {
      ok: false,
      problems: [{ line: 1, message: `the header must name the columns ${PAYOUT_RESULT_COLUMNS.join(',')}` }],
    };
  }

  const lines: PayoutResultLine[] = [];
  const problems: LineProblem[] = [];
  const seen = new Set<string>();
  for (const { record, info } of records.slice(1)) {
    if (problems.length >= MAX_PROBLEMS) break;
    const line = info.lines;
    const field = (c: (typeof PAYOUT_RESULT_COLUMNS)[number]) => (index[c] >= 0 ? (record[index[c]] ?? '') : '');
    const id = field('payment_reference').toLowerCase();
    const status = field('status').toUpperCase();
    const bankReference = field('bank_reference');
    const reason = field('reason');
    const before = problems.length;
    if (findUnsafeText(record)) problems.push({ line, message: 'the line holds control characters' });
    if (!UUID.test(id)) problems.push({ line, message: `payment_reference "${id}" is not a withdrawal reference` });
    else if (seen.has(id)) problems.push({ line, message: `payment_reference ${id} appears more than once` });
    seen.add(id);
    if (!(PAYOUT_RESULT_STATUSES as readonly string[]).includes(status)) {
      problems.push({ line, message: `status "${status}" must be ${PAYOUT_RESULT_STATUSES.join(' or ')}` });
    }
    if (bankReference.length > PAYOUT_REFERENCE_MAX_LENGTH || !REFERENCE.test(bankReference)) {
      problems.push({
        line,
        message: `bank_reference must be up to ${PAYOUT_REFERENCE_MAX_LENGTH} letters, digits and - / . _`,
      });
    }
    if (status === 'FAILED' && reason === '') problems.push({ line, message: 'a FAILED line needs a reason' });
    if (reason.length > WITHDRAWAL_REASON_MAX_LENGTH) {
      problems.push({ line, message: `reason is longer than ${WITHDRAWAL_REASON_MAX_LENGTH} characters` });
    }
    if (problems.length > before) continue;
    lines.push({
      line,
      withdrawalId: id,
      status: status as PayoutResultLine['status'],
      bankReference: bankReference || null,
      reason: reason || null,
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  if (lines.length === 0) return { ok: false, problems: [{ line: 1, message: 'the file has no payout lines' }] };
  return { ok: true, lines };
}
