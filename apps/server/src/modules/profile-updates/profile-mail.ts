import type { StepUpChange } from '@harta/contracts/schemas/profile-updates';
import type { OutgoingMail } from '../completion/client-mail';
import { mailLanguage, type MailLanguage } from '../mail/mail-language';
import type { MailTextKey } from '../mail/texts/en';

const CHANGE_TEXT = {
  bank: 'profile.change.bank',
  phone: 'profile.change.phone',
  document: 'profile.change.document',
  email: 'profile.change.email',
} as const satisfies Record<StepUpChange, MailTextKey>;

type MailTo = { emailAddress: string; givenName: string; language: string | null };

/**
 * A mail about the client's profile in their language: greeting, the body's paragraphs, what to do if it was not
 * them (unless `notYou` is false), signature.
 */
function profileMail(
  to: MailTo,
  build: (m: MailLanguage) => { subject: string; paragraphs: string[]; notYou?: boolean },
): OutgoingMail {
  const m = mailLanguage(to.language);
  const { subject, paragraphs, notYou = true } = build(m);
  const parts = [m.text('mail.hello', { name: to.givenName }), ...paragraphs];
  if (notYou) parts.push(m.text('mail.notYou'));
  parts.push(m.text('mail.signature'));
  return { to: to.emailAddress, subject, text: parts.join('\n\n') };
}

const malaysiaTime = (m: MailLanguage, when: Date) => m.text('mail.malaysiaTime', { when: m.dateTime(when) });

/** Tells the client a sensitive part of their profile changed, and what to do if it was not them. */
export function profileChangedMail(to: MailTo, change: StepUpChange, when: Date): OutgoingMail {
  return profileMail(to, (m) => {
    const what = m.text(CHANGE_TEXT[change]);
    return {
      subject: m.text('profile.changed.subject', { change: what }),
      paragraphs: [
        m.text('profile.changed.body', { change: what, when: malaysiaTime(m, when) }),
        ...(change === 'bank' ? [m.text('profile.changed.bankPending')] : []),
      ],
    };
  });
}

/** The step-up code's text message, in the client's language. */
export function stepUpSms(language: string | null, change: StepUpChange, code: string): string {
  const m = mailLanguage(language);
  return m.text('stepUp.sms', { change: m.text(CHANGE_TEXT[change]), code });
}

/** Staff decided on a replacement identity document: accepted, or not (with the reason; the old one stays). */
export function documentDecisionMail(
  to: MailTo,
  decision: { approved: true } | { approved: false; reason: string },
  submittedAt: Date,
): OutgoingMail {
  return profileMail(to, (m) => {
    const date = m.date(submittedAt);
    return decision.approved
      ? { subject: m.text('document.approved.subject'), paragraphs: [m.text('document.approved.body', { date })] }
      : {
          subject: m.text('document.rejected.subject'),
          paragraphs: [
            m.text('document.rejected.body', { date }),
            m.text('document.rejected.reason', { reason: decision.reason }),
            m.text('document.rejected.next'),
          ],
        };
  });
}

/** The code that proves the client holds the new login address, sent to that address. */
export function emailCodeMail(to: MailTo, code: string): OutgoingMail {
  return profileMail(to, (m) => ({
    subject: m.text('email.code.subject'),
    paragraphs: [m.text('email.code.body', { code })],
  }));
}

/** The notice to the old address after an e-mail change: what changed, and what to do if it was not them. */
export function emailChangedOldAddressMail(to: MailTo, newAddress: string, when: Date): OutgoingMail {
  return profileMail(to, (m) => ({
    subject: m.text('profile.changed.subject', { change: m.text('profile.change.email') }),
    paragraphs: [
      m.text('email.changed.old.body', { old: to.emailAddress, new: newAddress, when: malaysiaTime(m, when) }),
    ],
  }));
}
