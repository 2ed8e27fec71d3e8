import { formatSen } from '@harta/contracts/schemas/withdrawals';
import { mailLanguage, mailRinggit } from '../mail/mail-language';
/**
 * The SMS code that confirms a withdrawal (issue #11 item 8): a one-time code (modules/otp) of purpose
 * 'withdrawal' bound to exactly one request: its subject is the portfolio and the amount (or "all"), so a code sent
 * for RM 10 cannot confirm RM 10,000 or another portfolio. The attempt is counted before the request is checked;
 * the code is used inside the withdrawal's own transaction (see one-time-codes.ts for why).
 */

/** What the code confirms: the portfolio's public id and the amount in sen, or ALL. */
export function otpSubject(portfolioGuid: string, amount: bigint | 'ALL'): string {
  return `${portfolioGuid}:${amount === 'ALL' ? 'ALL' : amount.toString()}`;
}

/** '+60123456789' → '+60*****6789': enough for the client to recognise the number, not to read it. */
export function maskMobile(e164: string): string {
  if (e164.length <= 7) return e164.replace(/\d(?=\d{2})/g, '*');
  return `${e164.slice(0, 3)}${'*'.repeat(e164.length - 7)}${e164.slice(-4)}`;
}

/** The SMS with the code, in the client's language: what it confirms (amount, goal) and the usual warning. */
export function withdrawalOtpSms(code: string, amount: bigint | 'ALL', goalName: string, language: string): string {
  const m = mailLanguage(language);
  const amountText = amount === 'ALL' ? m.text('withdrawal.everything') : mailRinggit(formatSen(amount));
  return m.text('withdrawal.sms', { amount: amountText, goal: goalName, code });
}
