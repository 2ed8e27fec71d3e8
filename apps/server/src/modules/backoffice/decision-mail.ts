import type { OutgoingMail } from '../completion/client-mail';

export interface DecisionMailContext {
  to: string;
  givenName: string;
  /** `${PUBLIC_URL}/user-login`. */
  loginUrl: string;
  supportEmail: string;
  /** For a rejection: from when the applicant may apply again (the cooling-off period's end), and where. */
  reapply?: { from: Date; registrationUrl: string };
}

/** "25 Nov 2026" (GUIDE section 10), in Malaysian time. */
export function letterDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(date);
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
      `If you have questions, or can give us information that changes the picture, reply to ${ctx.supportEmail}.`,
      ...(ctx.reapply
        ? [
            `You may apply again from ${letterDate(ctx.reapply.from)}: sign up at ${ctx.reapply.registrationUrl} with this e-mail address and a new application starts.`,
          ]
        : []),
      'Harta',
    ].join('\n\n'),
  };
}
