import type { Withdrawal } from '@harta/contracts/schemas/withdrawals';
import type { MailMessage } from '../mail/mail-service';
import { mailLanguage, mailRinggit } from '../mail/mail-language';

/**
 * The e-mail at each change of a withdrawal (issue #11 item 8): requested, processing, paid, failed, cancelled.
 * Plain text, with the step's date, the amount and where the money goes, so the client never has to guess where
 * their money is (GUIDE §7: opaque withdrawals are the second most common complaint).
 */
export interface Addressee {
  emailAddress: string;
  givenName: string;
  /** The client's language: the e-mail is written in it. */
  language: string | null;
}

export function withdrawalMail(to: Addressee, w: Withdrawal): MailMessage {
  const m = mailLanguage(to.language);
  const amount = w.amount
    ? mailRinggit(w.amount)
    : w.requestedAmount
      ? mailRinggit(w.requestedAmount)
      : m.text('withdrawal.everything');
  const values = {
    amount,
    portfolio: `"${w.portfolioName}"`,
    account: m.text('withdrawal.account', { bank: w.account.bankName, number: w.account.accountNumber }),
  };
  const reference = m.text('withdrawal.reference', { id: w.id });
  const mail = (subject: string, lines: string[]): MailMessage => ({
    to: to.emailAddress,
    subject,
    text: [m.text('mail.hello', { name: to.givenName }), '', ...lines, '', m.text('mail.notYou')].join('\n'),
  });
  switch (w.status) {
    case 'REQUESTED':
      return mail(m.text('withdrawal.requested.subject'), [
        m.text('withdrawal.requested.body', { ...values, date: m.date(w.requestedAt) }),
        m.text('withdrawal.requested.next', { tradeDate: m.date(w.tradeDate) }),
        reference,
      ]);
    case 'PROCESSING':
      return mail(m.text('withdrawal.processing.subject'), [
        m.text('withdrawal.processing.body', { ...values, date: m.date(w.processingAt ?? w.requestedAt) }),
        m.text('withdrawal.processing.next'),
        reference,
      ]);
    case 'PAID':
      return mail(m.text('withdrawal.paid.subject'), [
        m.text('withdrawal.paid.body', { ...values, date: m.date(w.paidAt ?? w.requestedAt) }),
        reference,
      ]);
    case 'FAILED':
      return mail(m.text('withdrawal.failed.subject'), [
        m.text('withdrawal.failed.body', { ...values, date: m.date(w.failedAt ?? w.requestedAt) }),
        w.failureReason ? m.text('withdrawal.failed.reason', { reason: w.failureReason }) : '',
        m.text('withdrawal.failed.next', values),
        reference,
      ]);
    case 'CANCELLED':
      return mail(m.text('withdrawal.cancelled.subject'), [
        m.text('withdrawal.cancelled.body', { ...values, date: m.date(w.cancelledAt ?? w.requestedAt) }),
        reference,
      ]);
  }
}
