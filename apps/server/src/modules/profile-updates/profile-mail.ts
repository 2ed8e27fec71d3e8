import type { StepUpChange } from '@harta/contracts/schemas/profile-updates';
import type { OutgoingMail } from '../completion/client-mail';
import { mailLanguage } from '../mail/mail-language';

/** Tells the client their bank account or mobile number changed, and what to do if it was not them. */
export function profileChangedMail(
  to: { emailAddress: string; givenName: string; language: string | null },
  change: StepUpChange,
  when: Date,
): OutgoingMail {
  const m = mailLanguage(to.language);
  const what = m.text(change === 'bank' ? 'profile.change.bank' : 'profile.change.phone');
  return {
    to: to.emailAddress,
    subject: m.text('profile.changed.subject', { change: what }),
    text: [
      m.text('mail.hello', { name: to.givenName }),
      '',
      m.text('profile.changed.body', { change: what, when: m.text('mail.malaysiaTime', { when: m.dateTime(when) }) }),
      ...(change === 'bank' ? ['', m.text('profile.changed.bankPending')] : []),
      '',
      m.text('mail.notYou'),
      '',
      m.text('mail.signature'),
    ].join('\n'),
  };
}

/** The step-up code's text message, in the client's language. */
export function stepUpSms(language: string | null, change: StepUpChange, code: string): string {
  const m = mailLanguage(language);
  return m.text('stepUp.sms', {
    change: m.text(change === 'bank' ? 'profile.change.bank' : 'profile.change.phone'),
    code,
  });
}
