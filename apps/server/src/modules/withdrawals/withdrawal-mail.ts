import type { Withdrawal } from '@harta/contracts/schemas/withdrawals';
import type { MailMessage } from '../mail/mail-service';

/**
 * The e-mail at each change of a withdrawal (issue #11 item 8): requested, processing, paid, failed, cancelled.
 * Plain text, with the step's date, the amount and where the money goes, so the client never has to guess where
 * their money is (GUIDE §7: opaque withdrawals are the second most common complaint).
 */
export interface Addressee {
  emailAddress: string;
  givenName: string;
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kuala_Lumpur',
});

/** '2026-11-25' or an ISO timestamp → '25 Nov 2026' (Malaysia time). */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
  return DATE.format(date);
}

/** '1234.50' → 'RM 1,234.50'. */
export function formatRinggit(amount: string): string {
  const [whole, fraction = '00'] = amount.split('.');
  return `RM ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

function amountText(w: Withdrawal): string {
  if (w.amount) return formatRinggit(w.amount);
  return w.requestedAmount ? formatRinggit(w.requestedAmount) : 'everything';
}

function account(w: Withdrawal): string {
  return `${w.account.bankName} account ${w.account.accountNumber}`;
}

function mail(to: Addressee, subject: string, lines: string[]): MailMessage {
  return {
    to: to.emailAddress,
    subject,
    text: [`Hello ${to.givenName},`, '', ...lines, '', 'If you did not ask for this, please contact us at once.'].join(
      '\n',
    ),
  };
}

export function withdrawalMail(to: Addressee, w: Withdrawal): MailMessage {
  const from = `"${w.portfolioName}"`;
  switch (w.status) {
    case 'REQUESTED':
      return mail(to, 'We received your withdrawal request', [
        `On ${formatDate(w.requestedAt)} you asked to withdraw ${amountText(w)} from ${from} to your ${account(w)}.`,
        `Your units will be sold at the closing prices of ${formatDate(w.tradeDate)}. Until then you can cancel the request in the app.`,
        `Reference: ${w.id}`,
      ]);
    case 'PROCESSING':
      return mail(to, 'Your withdrawal is being paid', [
        `On ${formatDate(w.processingAt ?? w.requestedAt)} we sold units from ${from} and are paying ${amountText(w)} to your ${account(w)}.`,
        'It usually reaches your account within two business days.',
        `Reference: ${w.id}`,
      ]);
    case 'PAID':
      return mail(to, 'Your withdrawal has been paid', [
        `On ${formatDate(w.paidAt ?? w.requestedAt)} we paid ${amountText(w)} from ${from} to your ${account(w)}.`,
        `Reference: ${w.id}`,
      ]);
    case 'FAILED':
      return mail(to, 'Your withdrawal could not be paid', [
        `On ${formatDate(w.failedAt ?? w.requestedAt)} the payment of ${amountText(w)} to your ${account(w)} could not be made.`,
        w.failureReason ? `Reason: ${w.failureReason}` : '',
        `The money is back in ${from} and will be invested again at the next trade date. You can ask for a new withdrawal at any time.`,
        `Reference: ${w.id}`,
      ]);
    case 'CANCELLED':
      return mail(to, 'Your withdrawal request is cancelled', [
        `On ${formatDate(w.cancelledAt ?? w.requestedAt)} your request to withdraw ${amountText(w)} from ${from} was cancelled. Nothing was sold.`,
        `Reference: ${w.id}`,
      ]);
  }
}
