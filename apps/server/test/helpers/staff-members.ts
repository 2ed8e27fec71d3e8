import { STAFF_ROLE } from '@harta/contracts/constants';
import { DEMO_TOTP_SECRET } from '@harta/contracts/second-factor';
import { staffRoleClaim, type StaffRole } from '@harta/contracts/staff-roles';
import type { Db } from '../../src/db/connection';
import { users } from '../../src/db/schema/identity';
import { hashPassword } from '../../src/identity/passwords';
import { secondFactorKeyFrom } from '../../src/identity/second-factor-secret';
import { setKnownSecret } from '../../src/identity/second-factor-store';
import type { StartedServer } from './start-server';

export const TEST_STAFF_PASSWORD = 'Staff@12345';
let hash: Promise<string> | undefined;

/**
 * A staff login holding exactly these roles (`['staff', 'staff:<role>', …]` in users.roles, as the staff accounts
 * page stores them), password TEST_STAFF_PASSWORD, and the demo second-factor secret already enrolled, so
 * `server.login` signs them in as it does the seeded members (docs/security.md "Second factor"); pass
 * `secondFactor: false` for a member who has still to enrol. Argon2 runs once per test file.
 */
export async function createStaffMember(
  db: Db,
  options: {
    email: string;
    roles: readonly StaffRole[];
    displayName?: string;
    /** The server whose key seals the secret; without it the member has no second factor yet. */
    secondFactor?: Pick<StartedServer, 'config'> | false;
  },
): Promise<{ userId: string; email: string }> {
  hash ??= hashPassword(TEST_STAFF_PASSWORD);
  const email = options.email.toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hash,
      roles: [STAFF_ROLE, ...options.roles.map(staffRoleClaim)],
      displayName: options.displayName ?? null,
    })
    .returning({ id: users.id });
  if (options.secondFactor) {
    const key = secondFactorKeyFrom(options.secondFactor.config.files.encryptionKey);
    await setKnownSecret(db, user!.id, DEMO_TOTP_SECRET, key);
  }
  return { userId: user!.id, email };
}
