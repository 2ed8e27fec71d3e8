import type { MailMessage } from '../mail/mail-service';
import { formatDate, formatRinggit } from '../withdrawals/withdrawal-mail';

/** The e-mail when a switch is done: which portfolio, from and to which level, on which date, how much moved. */
export function switchDoneMail(
  to: { emailAddress: string; givenName: string },
  done: {
    goalName: string;
    fromRiskLevel: number;
    toRiskLevel: number;
    toName: string;
    tradeDate: string;
    moved: string;
  },
): MailMessage {
  return {
    to: to.emailAddress,
    subject: 'Your portfolio switch is complete',
    text: [
      `Hello ${to.givenName},`,
      '',
      `Your portfolio "${done.goalName}" now follows risk level ${done.toRiskLevel} (${done.toName}), switched from risk level ${done.fromRiskLevel}.`,
      `It was rebalanced at the closing prices of ${formatDate(done.tradeDate)}: ${formatRinggit(done.moved)} moved between funds.`,
      'You can see every trade in your transactions.',
      '',
      'If you did not ask for this, please contact us at once.',
    ].join('\n'),
  };
}
