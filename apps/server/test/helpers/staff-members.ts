import { STAFF_ROLE } from '@harta/contracts/constants';
import { ApiPaths } from '@harta/contracts/paths';
import {
  approvalResponseSchema,
  sentForApprovalResponseSchema,
  type ApprovalRequest,
} from '@harta/contracts/schemas/approvals';
import { DEMO_TOTP_SECRET } from '@harta/contracts/second-factor';
import { expect } from 'vitest';
import { staffRoleClaim, type StaffRole } from '@harta/contracts/staff-roles';
import type { Db } from '../../src/db/connection';
import { users } from '../../src/db/schema/identity';
import { hashPassword } from '../../src/identity/passwords';
import { secondFactorKeyFrom } from '../../src/identity/second-factor-secret';
import { setKnownSecret } from '../../src/identity/second-factor-store';
import { bearer, type StartedServer } from './start-server';

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

export interface StaffMember {
  id: string;
  email: string;
  /** The access token of a first session. */
  token: string;
  /** Signs the same member in again: a second session with its own token. */
  newSession(): Promise<string>;
}

/**
 * A staff member made with the given roles (as createStaffMember, second factor enrolled) and signed in: four eyes
 * needs several members with chosen roles, which the demo seed does not provide.
 */
export async function signInNewStaffMember(
  db: Db,
  server: StartedServer,
  email: string,
  roles: readonly StaffRole[],
): Promise<StaffMember> {
  const { userId } = await createStaffMember(db, {
    email,
    roles,
    displayName: email.split('@')[0]!,
    secondFactor: server,
  });
  const newSession = async () => (await server.login(email, TEST_STAFF_PASSWORD)).access_token;
  return { id: userId, email, token: await newSession(), newSession };
}

/**
 * Four eyes in a test: the maker's answer must be 202 (sent for approval); `checkerToken` approves the request and
 * the approval's answer (200) is returned, the action's own result in `result`.
 */
export async function approveSent(
  server: StartedServer,
  checkerToken: string,
  sent: Response,
): Promise<ApprovalRequest> {
  expect(sent.status, await sent.clone().text()).toBe(202);
  const request = sentForApprovalResponseSchema.parse(await sent.json()).result;
  const approval = await server.fetch(ApiPaths.backofficeApprovals.approve(request.id), {
    method: 'POST',
    headers: bearer(checkerToken),
  });
  expect(approval.status, await approval.clone().text()).toBe(200);
  return approvalResponseSchema.parse(await approval.json()).result;
}
