import { STAFF_ROLE } from '@harta/contracts/constants';
import { ApiPaths } from '@harta/contracts/paths';
import {
  approvalResponseSchema,
  sentForApprovalResponseSchema,
  type ApprovalRequest,
} from '@harta/contracts/schemas/approvals';
import { expect } from 'vitest';
import { staffRoleClaim, type StaffRole } from '@harta/contracts/staff-roles';
import type { Db } from '../../src/db/connection';
import { users } from '../../src/db/schema/identity';
import { hashPassword } from '../../src/identity/passwords';
import { bearer, type StartedServer } from './start-server';

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
