import { STAFF_ROLE } from '@harta/contracts/constants';
import { staffRoleClaim, type StaffRole } from '@harta/contracts/staff-roles';
import type { Db } from '../../src/db/connection';
import { users } from '../../src/db/schema/identity';
import { hashPassword } from '../../src/identity/passwords';

export const TEST_STAFF_PASSWORD = 'Staff@12345';
let hash: Promise<string> | undefined;

/**
 * A staff login holding exactly these roles (`['staff', 'staff:<role>', …]` in users.roles, as the staff accounts
 * page stores them), password TEST_STAFF_PASSWORD. Argon2 runs once per test file.
 */
export async function createStaffMember(
  db: Db,
  options: { email: string; roles: readonly StaffRole[]; displayName?: string },
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
  return { userId: user!.id, email };
}
