import { messagesEn } from '@harta/contracts/messages';
import type { OutgoingMail } from '../completion/client-mail';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Tells the account holder their password changed, and what to do if it was not them. */
export function passwordChangedMail(to: string, when: Date, signOutEverywhere: boolean, support: string): OutgoingMail {
  const whenText = new Intl.DateTimeFormat('en-MY', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(when);
  return {
    to,
    subject: messagesEn['account.passwordChangedSubject'],
    text: fill(messagesEn['account.passwordChangedText'], {
      when: `${whenText} (Malaysia time)`,
      sessions:
        messagesEn[signOutEverywhere ? 'account.passwordChangedAllSessions' : 'account.passwordChangedOtherSessions'],
      support,
    }),
  };
}
