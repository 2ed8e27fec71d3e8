import type { Db } from '../../../db/connection';
import type { Mailer } from '../../mail/mail-service';
import { findAddressState, isUnfinishedSignup, sendContinueLink } from '../shared/continue-signup';
import { mailLanguage } from '../../mail/mail-language';
import { passwordResetEmail } from '../shared/emails';
import { issueToken, lastTokenIssuedAt } from '../shared/link-tokens';

const RESET_COOLDOWN_MS = 60_000;

/** The web's set-password form for a `password_reset` token (the reset link, and a staff invitation's link). */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/user-login?reset=${encodeURIComponent(token)}`;
}

/**
 * What forgotPassword does only when the address has an account: a reset link, unless one went out within the
 * cooldown. Run after the answer has gone (see the route), so it cannot show in the answer's time.
 */
async function sendResetLink(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  user: { id: string; emailAddress: string; language: string | null },
): Promise<void> {
  const last = await lastTokenIssuedAt(db, user.id, 'password_reset');
  if (last && Date.now() - last.getTime() < RESET_COOLDOWN_MS) return;
  const token = await issueToken(db, user.id, 'password_reset');
  await mailer.send(passwordResetEmail(user.emailAddress, resetLink(publicUrl, token), mailLanguage(user.language)));
}

/**
 * What forgotPassword sends to an address with a login: a reset link when it has a password, the link to
 * continue when it is a sign-up that stopped before choosing one (issue 15 item 1), nothing otherwise.
 */
export async function sendAccountLink(db: Db, mailer: Mailer, publicUrl: string, emailAddress: string): Promise<void> {
  const state = await findAddressState(db, emailAddress);
  if (!state) return;
  if (state.hasPassword) {
    await sendResetLink(db, mailer, publicUrl, { id: state.userId, emailAddress, language: state.language });
  } else if (isUnfinishedSignup(state)) {
    await sendContinueLink(db, mailer, publicUrl, emailAddress, state);
  }
}
