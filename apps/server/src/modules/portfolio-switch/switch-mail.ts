import type { MailMessage } from '../mail/mail-service';
import { mailLanguage, mailRinggit } from '../mail/mail-language';

/** The e-mail when a switch is done, in the client's language: which portfolio, levels, date, how much moved. */
export function switchDoneMail(
  to: { emailAddress: string; givenName: string; language: string | null },
  done: {
    goalName: string;
    fromRiskLevel: number;
    toRiskLevel: number;
    toName: string;
    tradeDate: string;
    moved: string;
  },
): MailMessage {
  const m = mailLanguage(to.language);
  return {
    to: to.emailAddress,
    subject: m.text('switch.done.subject'),
    text: [
      m.text('mail.hello', { name: to.givenName }),
      '',
      m.text('switch.done.body', {
        goal: done.goalName,
        to: String(done.toRiskLevel),
        name: done.toName,
        from: String(done.fromRiskLevel),
      }),
      m.text('switch.done.trades', { date: m.date(done.tradeDate), moved: mailRinggit(done.moved) }),
      m.text('switch.done.transactions'),
      '',
      m.text('mail.notYou'),
    ].join('\n'),
  };
}
