import type { MailMessage } from '../../mail/mail-service';
import type { MailLanguage } from '../../mail/mail-language';

/**
 * The registration e-mails, in the language the applicant uses (mail-language.ts). Plain text first (it is what
 * the e2e tests and screen readers get).
 */

export function confirmationEmail(to: string, givenName: string, link: string, m: MailLanguage): MailMessage {
  return {
    to,
    subject: m.text('signup.confirm.subject'),
    text: [
      m.text('mail.hello', { name: givenName }),
      '',
      m.text('signup.confirm.body'),
      '',
      link,
      '',
      m.text('signup.ignore'),
    ].join('\n'),
  };
}

/** The link for a confirmed address whose sign-up stopped before the password was chosen. */
export function choosePasswordEmail(to: string, givenName: string, link: string, m: MailLanguage): MailMessage {
  return {
    to,
    subject: m.text('signup.choosePassword.subject'),
    text: [
      m.text('mail.hello', { name: givenName }),
      '',
      m.text('signup.choosePassword.body'),
      '',
      link,
      '',
      m.text('signup.ignore'),
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, link: string, m: MailLanguage): MailMessage {
  return {
    to,
    subject: m.text('reset.subject'),
    text: [m.text('reset.intro'), '', m.text('reset.link'), '', link, '', m.text('reset.ignore')].join('\n'),
  };
}

export function otpEmail(to: string, code: string, maskedNumber: string, m: MailLanguage): MailMessage {
  return {
    to,
    subject: m.text('otp.subject'),
    text: [m.text('otp.body', { number: maskedNumber, code }), '', m.text('otp.warning')].join('\n'),
  };
}

export function otpSms(code: string, m: MailLanguage): string {
  return m.text('otp.sms', { code });
}
