import { STAFF_ROLE } from '@harta/contracts/constants';
import { staffRoleClaim, type StaffRole } from '@harta/contracts/staff-roles';
import type { Db } from '../../src/db/connection';
import { users } from '../../src/db/schema/identity';
import { hashPassword } from '../../src/identity/passwords';
import type { StartedServer } from './start-server';

export const TEST_STAFF_PASSWORD = 'Staff@1234';

export interface StaffMember {
  id: string;
  email: string;
  /** The access token of a first session. */
  token: string;
  /** Signs the same member in again: a second session with its own token. */
  newSession(): Promise<string>;
}

/**
 * A staff member made straight in the database with the given roles (users.roles ['staff', 'staff:<role>' …]), and
 * signed in: four eyes needs several members with chosen roles, which the demo seed does not provide.
 */
export async function createStaffMember(
  db: Db,
  server: StartedServer,
  email: string,
  roles: readonly StaffRole[],
): Promise<StaffMember> {
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(TEST_STAFF_PASSWORD),
      roles: [STAFF_ROLE, ...roles.map(staffRoleClaim)],
      displayName: email.split('@')[0]!,
    })
    .returning({ id: users.id });
  const newSession = async () => (await server.login(email, TEST_STAFF_PASSWORD)).access_token;
  return { id: row!.id, email, token: await newSession(), newSession };
}
