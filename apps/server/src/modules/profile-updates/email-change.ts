import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { users } from '../../db/schema/identity';
import { isUniqueViolation } from '../../db/unique-violation';
import type { ClientRow } from '../clients/client.repository';
import { revokeAccountTokens } from '../registration/forgot-password/revoke-sessions';
import { ProfileRefusal } from './profile-update';

/**
 * Changing the login e-mail address from my-profile (docs/account.md "E-mail address"). The address is the
 * identity server's login name (`users.email`) and the client record's `email_address`: both change in one
 * transaction. An address another account uses is refused with the same fact registration already tells anyone
 * who signs up with it ('An account with this e-mail address already exists'), nothing more.
 */

const USERS_EMAIL_UNIQUE = 'users_email_unique';

/** Refuses the client's own address and one that another login or client record holds. */
export async function assertEmailFree(db: Pick<Db, 'select'>, client: ClientRow, emailAddress: string): Promise<void> {
  const address = emailAddress.toLowerCase();
  if (address === client.emailAddress.toLowerCase()) throw new ProfileRefusal('profile.sameEmail');
  const [login] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, client.userId), eq(users.email, address)))
    .limit(1);
  const [record] = await db
    .select({ id: clients.clientId })
    .from(clients)
    .where(and(ne(clients.clientId, client.clientId), eq(sql`lower(${clients.emailAddress})`, address)))
    .limit(1);
  if (login || record) throw new ProfileRefusal('profile.emailTaken');
}

/**
 * The change itself, on the update's transaction: the login name and the client record together, then every
 * other session of the account ends (as after a password change); `keepGrantId` is the session that asked.
 */
export async function writeEmail(
  tx: Pick<Db, 'update' | 'delete'>,
  client: ClientRow,
  emailAddress: string,
  keepGrantId: string | undefined,
): Promise<void> {
  const now = new Date();
  try {
    await tx.update(users).set({ email: emailAddress, updatedAt: now }).where(eq(users.id, client.userId));
  } catch (err) {
    // Taken between the check and the write.
    if (isUniqueViolation(err, USERS_EMAIL_UNIQUE)) throw new ProfileRefusal('profile.emailTaken');
    throw err;
  }
  await tx.update(clients).set({ emailAddress, updatedAt: now }).where(eq(clients.clientId, client.clientId));
  await revokeAccountTokens(tx, client.userId, { keepGrantId });
}
