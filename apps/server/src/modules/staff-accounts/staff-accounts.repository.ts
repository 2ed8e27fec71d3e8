import { CLIENT_ROLE, STAFF_ROLE } from '@harta/contracts/constants';
import { StaffRoles, staffRoleClaim, type StaffRole } from '@harta/contracts/staff-roles';
import type { StaffMember } from '@harta/contracts/schemas/staff-accounts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import { users } from '../../db/schema/identity';

/**
 * Staff logins as the staff accounts page sees them. A staff member is a login whose role list holds `staff`
 * and not the client role; their roles are its `staff:<role>` entries (contracts/staff-roles.ts).
 */

const isStaffLogin = and(sql`${STAFF_ROLE} = any(${users.roles})`, sql`not (${CLIENT_ROLE} = any(${users.roles}))`);

/**
 * The last successful password sign-in, from the audit entry every one writes (identity/password-login-audit).
 * Written out in full: drizzle leaves columns unqualified in a one-table select, and inside the subquery an
 * unqualified "id" would be the audit entry's.
 */
const lastSignIn = sql<Date | string | null>`(
  select max("a"."at") from "audit_log" "a"
  where "a"."subject_type" = 'user' and "a"."subject_id" = "users"."id"::text and "a"."action" = 'auth.passwordLogin'
)`;

export interface StaffLogin {
  userId: string;
  email: string;
  displayName: string | null;
  roles: StaffRole[];
  disabled: boolean;
  hasPassword: boolean;
}

/** The staff roles in a login's role list, in StaffRoles order. */
export function staffRolesOf(roles: readonly string[]): StaffRole[] {
  return StaffRoles.filter((role) => roles.includes(staffRoleClaim(role)));
}

/** A login's role list for these staff roles. */
export function staffRoleList(roles: readonly StaffRole[]): string[] {
  return [STAFF_ROLE, ...StaffRoles.filter((role) => roles.includes(role)).map(staffRoleClaim)];
}

const loginColumns = {
  userId: users.id,
  email: users.email,
  displayName: users.displayName,
  roles: users.roles,
  disabled: users.disabled,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

function toLogin(row: { roles: string[]; hasPassword: boolean } & Omit<StaffLogin, 'roles' | 'hasPassword'>) {
  return { ...row, roles: staffRolesOf(row.roles), hasPassword: row.hasPassword === true };
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toStaffMember(login: StaffLogin, lastSignInAt: string | null, createdAt: string): StaffMember {
  return {
    userId: login.userId,
    email: login.email,
    displayName: login.displayName,
    roles: login.roles,
    status: login.disabled ? 'disabled' : login.hasPassword ? 'active' : 'invited',
    lastSignInAt,
    createdAt,
  };
}

/** Every staff member, by name (then e-mail). */
export async function listStaffMembers(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ ...loginColumns, createdAt: users.createdAt, lastSignInAt: lastSignIn })
    .from(users)
    .where(isStaffLogin)
    .orderBy(asc(sql`coalesce(${users.displayName}, ${users.email})`), asc(users.email));
  return rows.map(({ createdAt, lastSignInAt, ...row }) =>
    toStaffMember(toLogin(row), iso(lastSignInAt), createdAt.toISOString()),
  );
}

export async function findStaffMember(db: Db | Tx, userId: string): Promise<StaffMember | undefined> {
  const [row] = await db
    .select({ ...loginColumns, createdAt: users.createdAt, lastSignInAt: lastSignIn })
    .from(users)
    .where(and(eq(users.id, userId), isStaffLogin));
  if (!row) return undefined;
  const { createdAt, lastSignInAt, ...login } = row;
  return toStaffMember(toLogin(login), iso(lastSignInAt), createdAt.toISOString());
}

/**
 * Every staff login, locked until the transaction ends: changes that must keep an active administrator
 * (docs/backoffice.md, "Staff roles") read and write under this lock, so two administrators demoting each other
 * at the same moment cannot both succeed (the second sees the first's change).
 */
export async function lockStaffLogins(tx: Tx): Promise<StaffLogin[]> {
  const rows = await tx.select(loginColumns).from(users).where(isStaffLogin).orderBy(asc(users.id)).for('update');
  return rows.map(toLogin);
}

export async function emailHasLogin(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return !!row;
}

export async function insertStaffLogin(
  tx: Tx,
  member: { email: string; displayName: string; roles: readonly StaffRole[] },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(users)
    .values({ email: member.email, displayName: member.displayName, roles: staffRoleList(member.roles) })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id;
}

export async function updateStaffLogin(
  tx: Tx,
  userId: string,
  change: { roles?: readonly StaffRole[]; disabled?: boolean },
): Promise<void> {
  await tx
    .update(users)
    .set({
      ...(change.roles ? { roles: staffRoleList(change.roles) } : {}),
      ...(change.disabled === undefined ? {} : { disabled: change.disabled }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
