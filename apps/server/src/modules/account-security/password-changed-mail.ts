import type { OutgoingMail } from '../completion/client-mail';
import { mailLanguage } from '../mail/mail-language';

/** Tells the account holder their password changed, and what to do if it was not them, in their language. */
export function passwordChangedMail(
  to: { emailAddress: string; language: string | null },
  when: Date,
  signOutEverywhere: boolean,
  support: string,
): OutgoingMail {
  const m = mailLanguage(to.language);
  return {
    to: to.emailAddress,
    subject: m.message('account.passwordChangedSubject'),
    text: m.message('account.passwordChangedText', {
      when: m.text('mail.malaysiaTime', { when: m.dateTime(when) }),
      sessions: m.message(
        signOutEverywhere ? 'account.passwordChangedAllSessions' : 'account.passwordChangedOtherSessions',
      ),
      support,
    }),
  };
}
