import type { MailMessage } from '../../mail/mail-service';

/** The registration e-mails. Plain text first (it is what the e2e tests and screen readers get). */

export function confirmationEmail(to: string, givenName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: [
      `Hello ${givenName},`,
      '',
      'Thank you for registering. Please confirm your e-mail address by opening this link within 24 hours:',
      '',
      link,
      '',
      'If you did not register, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/** The link for a confirmed address whose sign-up stopped before the password was chosen. */
export function choosePasswordEmail(to: string, givenName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Choose your password',
    text: [
      `Hello ${givenName},`,
      '',
      'Your e-mail address is confirmed, but your sign-up stopped before you chose a password. Open this link within 24 hours to choose one and continue where you left off:',
      '',
      link,
      '',
      'If you did not register, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: [
      'We received a request to reset the password of your account.',
      '',
      'Open this link within 1 hour to choose a new password (it works once):',
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ].join('\n'),
  };
}

export function otpEmail(to: string, code: string, maskedNumber: string): MailMessage {
  return {
    to,
    subject: 'Your verification code',
    text: [
      `Your code to verify the mobile number ${maskedNumber} is ${code}.`,
      '',
      'It is valid for 5 minutes. Never share it with anyone, including our staff.',
    ].join('\n'),
  };
}

export function otpSms(code: string): string {
  return `Harta: your verification code is ${code}. Valid for 5 minutes. Never share it with anyone.`;
}
