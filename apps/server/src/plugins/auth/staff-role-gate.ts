import { CLIENT_ROLE, STAFF_ROLE } from '@harta/contracts/constants';
import { StaffRoles, staffRoleClaim, type StaffRole } from '@harta/contracts/staff-roles';
import type { SessionCaller } from '../../modules/session/session-caller.repository';
import { ForbiddenError, UnauthorizedError } from '../errors/app-error';
import type { RouteAuth } from './route-auth';

/** The route kinds a staff member may call: each must name the staff roles that may (docs/backoffice.md). */
const STAFF_KINDS: ReadonlySet<RouteAuth> = new Set(['staff', 'clientOrStaff']);

/**
 * Refuses, when the route is registered, a staff route that names no staff role or an unknown one: the app does
 * not build, so a new back-office route cannot forget its role check (docs/backoffice.md, "Staff roles").
 */
export function assertStaffRolesDeclared(
  route: { method: string | string[]; url: string },
  auth: RouteAuth,
  staffRoles: readonly string[] | undefined,
): void {
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  if (!STAFF_KINDS.has(auth)) {
    if (staffRoles) throw new Error(`${where}: config.staffRoles is only for 'staff' and 'clientOrStaff' routes`);
    return;
  }
  if (!staffRoles || staffRoles.length === 0) {
    throw new Error(`${where}: a '${auth}' route must name its staff roles in config.staffRoles`);
  }
  const unknown = staffRoles.filter((role) => !(StaffRoles as readonly string[]).includes(role));
  if (unknown.length > 0) throw new Error(`${where}: unknown staff role(s) ${unknown.join(', ')}`);
}

/**
 * A staff caller, judged by the login as stored now, not by the token: a disabled member is refused 401 (as an
 * ended session), a member who is no longer staff, or holds none of the route's roles, 403 FORBIDDEN.
 * A login that is also a client never acts as staff (no one reviews their own application).
 */
export function admitStaffMember(login: SessionCaller['login'], staffRoles: readonly StaffRole[]): void {
  if (!login || login.disabled) throw new UnauthorizedError();
  const { roles } = login;
  if (!roles.includes(STAFF_ROLE) || roles.includes(CLIENT_ROLE)) throw new ForbiddenError();
  if (!staffRoles.some((role) => roles.includes(staffRoleClaim(role)))) throw new ForbiddenError();
}
