import type { Account, AccountClaims } from 'oidc-provider';
import type { Db } from '../db/connection';
import { preparedStatement } from './prepared-statement';

/** What the identity server needs to know about a login. Never leaves this folder. */
export interface IdentityUser {
  id: string;
  email: string;
  passwordHash: string | null;
  roles: string[];
  failedLoginCount: number;
  lockedUntil: Date | null;
  disabled: boolean;
  /** From the client record when there is one; staff have none. */
  name: string | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** One login with the name from its client record, by e-mail or by id: every login and refresh runs one. */
const USER_SELECT = `select u.id, u.email, u.password_hash as "passwordHash", u.roles,
  u.failed_login_count as "failedLoginCount", u.locked_until as "lockedUntil", u.disabled,
  c.given_name as "givenName", c.sur_name as "surName"
  from users u left join clients c on c.user_id = u.id`;

interface UserRow extends Omit<IdentityUser, 'name'> {
  givenName: string | null;
  surName: string | null;
}

async function findUserWhere(db: Db, by: 'email' | 'id', value: string): Promise<IdentityUser | undefined> {
  const statement = preparedStatement<UserRow>(
    db,
    `harta_user_by_${by}`,
    `${USER_SELECT} where u.${by === 'email' ? 'email' : 'id'} = $1 limit 1`,
  );
  const [row] = await statement([value]);
  if (!row) return undefined;
  const { givenName, surName, ...user } = row;
  const name = [givenName, surName].filter((part) => part && part.trim()).join(' ') || null;
  return { ...user, name };
}

export function findUserByEmail(db: Db, email: string): Promise<IdentityUser | undefined> {
  return findUserWhere(db, 'email', normalizeEmail(email));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function findUserById(db: Db, id: string): Promise<IdentityUser | undefined> {
  // A malformed subject would make PostgreSQL reject the uuid cast; it simply matches nobody.
  if (!UUID.test(id)) return Promise.resolve(undefined);
  return findUserWhere(db, 'id', id);
}

/** Every claim we can state about a user; oidc-provider masks them by the granted scopes (see `claims` config). */
export function userClaims(user: IdentityUser): AccountClaims {
  return {
    sub: user.id,
    email: user.email,
    role: [...user.roles],
    ...(user.name ? { name: user.name } : {}),
  };
}

/** The oidc-provider account. Carries the user so token claims need no second query. */
export interface IdentityAccount extends Account {
  user: IdentityUser;
}

export function toAccount(user: IdentityUser): IdentityAccount {
  return { accountId: user.id, user, claims: () => userClaims(user) };
}

/**
 * oidc-provider's findAccount: a disabled or deleted user has no account, so refresh and userinfo stop
 * working for them at once.
 */
export async function findAccount(db: Db, id: string): Promise<IdentityAccount | undefined> {
  const user = await findUserById(db, id);
  if (!user || user.disabled) return undefined;
  return toAccount(user);
}
