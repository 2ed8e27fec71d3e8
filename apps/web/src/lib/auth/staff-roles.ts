import { StaffRoles, staffRoleClaim, type StaffRole } from '@harta/contracts/staff-roles';
import { useAuth } from './auth-context';

/**
 * The staff roles in a token's role list (`staff:<role>` entries, docs/backoffice.md "Staff roles"). The web
 * only uses them to show what the member may do; the server decides, from the database, on every request.
 */
export function staffRolesOf(roles: readonly string[]): StaffRole[] {
  return StaffRoles.filter((role) => roles.includes(staffRoleClaim(role)));
}

/** Whether a member holding `held` may use something open to `allowed` (any one role suffices). */
export function holdsAnyRole(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return allowed.some((role) => held.includes(role));
}

/** The signed-in member's staff roles. */
export function useStaffRoles(): StaffRole[] {
  return staffRolesOf(useAuth().roles);
}
