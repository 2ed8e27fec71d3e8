import type { OutgoingMail } from '../completion/client-mail';
import { mailLanguage } from '../mail/mail-language';

export interface DecisionMailContext {
  to: string;
  givenName: string;
  /** The client's language (e-mails follow it). */
  language: string;
  /** `${PUBLIC_URL}/user-login`. */
  loginUrl: string;
  supportEmail: string;
  /** For a rejection: from when the applicant may apply again (the cooling-off period's end), and where. */
  reapply?: { from: Date; registrationUrl: string };
}

/**
 * The reviewer's reason as it reaches the client: a plain-text paragraph of its own, without control characters,
 * trailing spaces or runs of blank lines (a text box pasted from notes can hold all three).
 */
export function clientFacingReason(reason: string): string {
  return reason
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .replace(/\t/g, ' ')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function approvalMail(ctx: DecisionMailContext): OutgoingMail {
  const m = mailLanguage(ctx.language);
  return {
    to: ctx.to,
    subject: m.text('approval.subject'),
    text: [
      m.text('mail.dear', { name: ctx.givenName }),
      m.text('approval.body', { url: ctx.loginUrl }),
      m.text('mail.signature'),
    ].join('\n\n'),
  };
}

/**
 * The rejection letter. The reason is the reviewer's own words for the applicant (the reject dialog says so);
 * the letter around it says what the decision means and where to ask, so the client is never left with a bare
 * code or a one-word note.
 */
export function rejectionMail(ctx: DecisionMailContext, reason: string): OutgoingMail {
  const m = mailLanguage(ctx.language);
  return {
    to: ctx.to,
    subject: m.text('rejection.subject'),
    text: [
      m.text('mail.dear', { name: ctx.givenName }),
      m.text('rejection.body'),
      `${m.text('rejection.reason')}\n${clientFacingReason(reason)}`,
      m.text('rejection.questions', { support: ctx.supportEmail }),
      ...(ctx.reapply
        ? [m.text('rejection.reapply', { date: m.date(ctx.reapply.from), url: ctx.reapply.registrationUrl })]
        : []),
      m.text('mail.signature'),
    ].join('\n\n'),
  };
}
