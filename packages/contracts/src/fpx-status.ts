import type { MessageKey } from './messages';

/**
 * FPX debit status codes (the `fpx_debitAuthCode` of an AC) and what each means to the client. 00 is the only
 * approval; 09 and 99 are still pending; everything else is a failure: 1A–1M the buyer cancelled or timed out at
 * the bank, 4x/5x/7x/8x/9x the bank or the exchange refused it. Codes not listed here are failures too and show
 * the generic message. Shared by the server (state changes, receipts) and the web (labels).
 */
export type FpxOutcome = 'APPROVED' | 'PENDING' | 'FAILED';

export const FPX_APPROVED = '00';
export const FPX_PENDING_CODES: readonly string[] = ['09', '99'];

/** The codes with a message of their own; any other code answers `payments.status.failed`. */
export const FPX_STATUS_MESSAGES: Readonly<Record<string, MessageKey>> = {
  '00': 'payments.status.00',
  '09': 'payments.status.09',
  '99': 'payments.status.99',
  '1A': 'payments.status.timeout',
  '1B': 'payments.status.loginFailed',
  '1C': 'payments.status.cancelled',
  '1D': 'payments.status.timeout',
  '1E': 'payments.status.loginFailed',
  '1F': 'payments.status.cancelled',
  '1G': 'payments.status.timeout',
  '1H': 'payments.status.loginFailed',
  '1I': 'payments.status.cancelled',
  '1J': 'payments.status.loginFailed',
  '1K': 'payments.status.cancelled',
  '1L': 'payments.status.timeout',
  '1M': 'payments.status.timeout',
  '45': 'payments.status.duplicate',
  '48': 'payments.status.48',
  '49': 'payments.status.48',
  '51': 'payments.status.51',
  '57': 'payments.status.notPermitted',
  '58': 'payments.status.notPermitted',
  '76': 'payments.status.notFound',
  '85': 'payments.status.bankError',
  '90': 'payments.status.bankError',
  '96': 'payments.status.bankError',
};

/** The FPX status code pattern: two characters, digits or capital letters. */
export const FPX_STATUS_CODE_PATTERN = /^[0-9A-Z]{2}$/;

export function fpxOutcome(code: string): FpxOutcome {
  if (code === FPX_APPROVED) return 'APPROVED';
  if (FPX_PENDING_CODES.includes(code)) return 'PENDING';
  return 'FAILED';
}

/** The message key for a status code; null (no code yet) means the order is waiting for the bank. */
export function fpxStatusMessageKey(code: string | null | undefined): MessageKey {
  if (!code) return 'payments.status.waiting';
  return FPX_STATUS_MESSAGES[code] ?? 'payments.status.failed';
}
