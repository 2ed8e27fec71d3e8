import { ClientStatus } from '@harta/contracts/client-status';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { clients } from '../../../db/schema/clients';
import { users } from '../../../db/schema/identity';
import { clientSignups } from '../../../db/schema/registration';
import { clientApplications } from '../../../db/schema/review';
import type { Mailer } from '../../mail/mail-service';
import { mailLanguage } from '../../mail/mail-language';
import { choosePasswordEmail, confirmationEmail } from './emails';
import { issueToken, lastTokenIssuedAt } from './link-tokens';

/** One link per address per minute, whoever asks (sign-up again, resend, forgot password). */
export const LINK_COOLDOWN_MS = 60_000;

export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/registration?confirm=${encodeURIComponent(token)}`;
}

/** What an e-mail address stands for when someone signs up, resends or forgets a password with it. */
export interface AddressState {
  userId: string;
  clientId: number | null;
  status: string | null;
  givenName: string | null;
  /** The account's language (its e-mails are written in it); null for a staff login. */
  language: string | null;
  hasPassword: boolean;
  emailConfirmed: boolean;
  /** When staff decided the application (for REJECT: the start of the cooling-off period). */
  decidedAt: Date | null;
}

export async function findAddressState(db: Pick<Db, 'select'>, email: string): Promise<AddressState | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      passwordHash: users.passwordHash,
      clientId: clients.clientId,
      status: clients.status,
      givenName: clients.givenName,
      language: clients.language,
      emailConfirmedAt: clientSignups.emailConfirmedAt,
      decidedAt: clientApplications.decidedAt,
    })
    .from(users)
    .leftJoin(clients, eq(clients.userId, users.id))
    .leftJoin(clientSignups, eq(clientSignups.clientId, clients.clientId))
    .leftJoin(clientApplications, eq(clientApplications.clientId, clients.clientId))
    .where(and(eq(users.email, email), eq(users.disabled, false)));
  if (!row) return undefined;
  return {
    userId: row.userId,
    clientId: row.clientId,
    status: row.status,
    givenName: row.givenName,
    language: row.language,
    hasPassword: row.passwordHash !== null,
    emailConfirmed: row.emailConfirmedAt !== null,
    decidedAt: row.decidedAt,
  };
}

/**
 * A sign-up that stopped before its password (e-mail not yet confirmed, or confirmed and the tab closed before
 * the password was chosen). Its only way back in is a link: it has no password to log in or reset with.
 */
export function isUnfinishedSignup(state: AddressState): boolean {
  return !state.hasPassword && state.status === ClientStatus.Draft;
}

export type ContinueLinkOutcome = { sent: true } | { sent: false; waitSeconds: number };

/**
 * E-mails the way back into an unfinished sign-up: a new confirmation link (earlier ones stop working). The
 * link opens the confirmation page, which leads on to the password step; an address that was already confirmed
 * gets the "choose your password" wording, since that is what is left to do. At most one link a minute.
 */
export async function sendContinueLink(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  state: AddressState,
  now = new Date(),
): Promise<ContinueLinkOutcome> {
  const last = await lastTokenIssuedAt(db, state.userId, 'confirm_email');
  const waitMs = last ? last.getTime() + LINK_COOLDOWN_MS - now.getTime() : 0;
  if (waitMs > 0) return { sent: false, waitSeconds: Math.ceil(waitMs / 1000) };
  const token = await issueToken(db, state.userId, 'confirm_email', now);
  const link = confirmationLink(publicUrl, token);
  const givenName = state.givenName ?? '';
  const m = mailLanguage(state.language);
  await mailer.send(
    state.emailConfirmed
      ? choosePasswordEmail(email, givenName, link, m)
      : confirmationEmail(email, givenName, link, m),
  );
  return { sent: true };
}
