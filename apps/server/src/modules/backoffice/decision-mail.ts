import type { OutgoingMail } from '../completion/client-mail';

export interface DecisionMailContext {
  to: string;
  givenName: string;
  /** `${PUBLIC_URL}/user-login`. */
  loginUrl: string;
  supportEmail: string;
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
  return {
    to: ctx.to,
    subject: 'Your Harta account is approved',
    text: [
      `Dear ${ctx.givenName},`,
      `Good news: your account is approved. Log in to make your first deposit and start investing: ${ctx.loginUrl}`,
      'Harta',
    ].join('\n\n'),
  };
}

/**
 * The rejection letter. The reason is the reviewer's own words for the applicant (the reject dialog says so);
 * the letter around it says what the decision means and where to ask, so the client is never left with a bare
 * code or a one-word note.
 */
export function rejectionMail(ctx: DecisionMailContext, reason: string): OutgoingMail {
  return {
    to: ctx.to,
    subject: 'Your Harta application',
    text: [
      `Dear ${ctx.givenName},`,
      'Thank you for applying to open an account with Harta. We have reviewed your application and are unable to open an account for you at this time.',
      `Our review team's explanation:\n${clientFacingReason(reason)}`,
      `If you have questions, or can give us information that changes the picture, reply to ${ctx.supportEmail}. You may apply again once the matter above is resolved.`,
      'Harta',
    ].join('\n\n'),
  };
}
