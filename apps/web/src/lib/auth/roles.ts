import { CLIENT_ROLE, STAFF_ROLE } from '@harta/contracts/constants';

/** Reads the `role` claim, which identity servers send as a single string or as an array. */
export function normaliseRoles(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.length > 0);
  return [];
}

/** Decodes a JWT's payload without verifying it: the server verifies; the app only reads its own token's claims. */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The union of the roles in the access token and in the ID token / userinfo profile. */
export function rolesFromTokens(accessToken: string | null | undefined, profile: Record<string, unknown> | undefined) {
  const roles = new Set([...normaliseRoles(decodeJwtPayload(accessToken)?.role), ...normaliseRoles(profile?.role)]);
  return [...roles];
}

/** Staff tokens carry no client role and have no client record: no client profile is fetched for them. */
export function isStaffOnly(roles: readonly string[]): boolean {
  return roles.includes(STAFF_ROLE) && !roles.includes(CLIENT_ROLE);
}
