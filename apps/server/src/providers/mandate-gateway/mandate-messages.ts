import { parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import type { MessageSigner, MessageVerifier } from '../payment-gateway/message-signer';
import { MandateSignatureError, type BankMessage, type DebitRefusal } from './mandate-gateway';

/**
 * The direct-debit messages on the wire (docs/goals.md "Recurring deposits", "Messages"): flat string fields, the
 * checksum over every other field as `name=value` joined by '|' in name order, so that no field can be added,
 * dropped or moved without breaking it. Three messages:
 * - MR (mandate request, merchant → bank through the browser): reference, bank, maxAmount, frequency, startDate,
 *   expiresOn, payer, returnUrl, language, requestTime;
 * - MA (mandate answer, bank → merchant): reference, status (approved / rejected / cancelled), maxAmount,
 *   expiresOn, bankTime;
 * - DA (debit answer, bank → merchant): debitId, attempt, reference, amount, status (collected / refused),
 *   refusal, bankTxnId, bankTime.
 */
export const CHECKSUM = 'checksum';
export type Fields = Record<string, string>;

function source(fields: Fields): string {
  return Object.keys(fields)
    .filter((name) => name !== CHECKSUM)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('|');
}

export function signFields(fields: Fields, signer: MessageSigner): Fields {
  const { [CHECKSUM]: _dropped, ...rest } = fields;
  return { ...rest, [CHECKSUM]: signer.sign(source(rest)) };
}

/** The fields, if their checksum verifies; throws MandateSignatureError otherwise. */
export function verifiedFields(fields: Fields, verifier: MessageVerifier): Fields {
  const checksum = fields[CHECKSUM];
  if (typeof checksum !== 'string' || !verifier.verify(source(fields), checksum)) throw new MandateSignatureError();
  return fields;
}

/** Form bodies as flat string fields: anything else (arrays, objects) is dropped, so it cannot be signed over. */
export function stringFields(input: unknown): Fields {
  const out: Fields = {};
  if (!input || typeof input !== 'object') return out;
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (typeof value === 'string' && name.length <= 40 && value.length <= 2_000) out[name] = value;
  }
  return out;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const REFUSALS: readonly DebitRefusal[] = ['insufficientFunds', 'mandateCancelled', 'aboveLimit', 'bankError'];

function sen(text: string | undefined): bigint {
  const value = text === undefined ? null : parseMinorUnits(text, SEN_SCALE);
  if (value === null || value <= 0n) throw new MandateSignatureError('malformed amount');
  return value;
}
function instant(text: string | undefined): Date {
  const value = new Date(text ?? '');
  if (Number.isNaN(value.getTime())) throw new MandateSignatureError('malformed time');
  return value;
}
function required(fields: Fields, name: string): string {
  const value = fields[name];
  if (!value) throw new MandateSignatureError(`missing ${name}`);
  return value;
}

/** Reads verified MA / DA fields into a message; a field that does not parse throws MandateSignatureError. */
export function parseBankMessage(fields: Fields): BankMessage {
  const type = fields.msgType;
  if (type === 'MA') {
    const status = fields.status;
    if (status !== 'approved' && status !== 'rejected' && status !== 'cancelled') {
      throw new MandateSignatureError('malformed status');
    }
    const expiresOn = required(fields, 'expiresOn');
    if (!DATE.test(expiresOn)) throw new MandateSignatureError('malformed date');
    return {
      type: 'mandate',
      reference: required(fields, 'reference'),
      status,
      maxAmountSen: sen(fields.maxAmount),
      expiresOn,
      bankTime: instant(fields.bankTime),
      fields,
    };
  }
  if (type === 'DA') {
    const status = fields.status;
    if (status !== 'collected' && status !== 'refused') throw new MandateSignatureError('malformed status');
    const refusal = status === 'refused' ? (fields.refusal as DebitRefusal) : null;
    if (status === 'refused' && !REFUSALS.includes(refusal!)) throw new MandateSignatureError('malformed refusal');
    const attempt = Number(fields.attempt);
    if (attempt !== 1 && attempt !== 2) throw new MandateSignatureError('malformed attempt');
    return {
      type: 'debit',
      debitId: required(fields, 'debitId'),
      attempt,
      reference: required(fields, 'reference'),
      amountSen: sen(fields.amount),
      status,
      refusal,
      bankTxnId: required(fields, 'bankTxnId'),
      bankTime: instant(fields.bankTime),
      fields,
    };
  }
  throw new MandateSignatureError('unknown message type');
}
