import type { Account, AccountClaims } from 'oidc-provider';
import type { Db } from '../db/connection';
import { DEFAULT_LOCKOUT_POLICY, reserveAttemptSql, type LockoutPolicy, type LockoutState } from './lockout';
import { loginKey, loginKeyOf, normalizeEmail } from './login-name';
import { preparedStatement } from './prepared-statement';

/** What the identity server needs to know about a login. Never leaves this folder. */
export interface IdentityUser {
  id: string;
  email: string;
  passwordHash: string | null;
  roles: string[];
  /** The lockout state of the user's login name (table login_attempts; see lockout.ts). */
  failedLoginCount: number;
  lockedUntil: Date | null;
  disabled: boolean;
  /** From the client record when there is one; staff have none. */
  name: string | null;
  /** The second factor's state (second-factor-gate.ts): null without one. */
  secondFactor: 'pending' | 'active' | null;
}

/** A login with the name from its client record and its lockout state: every login and refresh reads one. */
const USER_COLUMNS = `u.id, u.email, u.password_hash as "passwordHash", u.roles,
  coalesce(a.attempts, 0) as "failedLoginCount", a.locked_until as "lockedUntil", u.disabled,
  c.given_name as "givenName", c.sur_name as "surName", f.status as "secondFactor"`;
const USER_SELECT = `select ${USER_COLUMNS}
  from users u left join clients c on c.user_id = u.id
  left join second_factors f on f.user_id = u.id
  left join login_attempts a on a.login_key = ${loginKeyOf('u.email')}`;

interface UserRow extends Omit<IdentityUser, 'name'> {
  givenName: string | null;
  surName: string | null;
}

function toUser({ givenName, surName, ...user }: UserRow): IdentityUser {
  const name = [givenName, surName].filter((part) => part && part.trim()).join(' ') || null;
  return { ...user, name };
}

export interface LoginLookup {
  /** Undefined for an e-mail no login has. */
  user: IdentityUser | undefined;
  /** The lockout state with this attempt reserved; undefined when the login name is locked (refuse unverified). */
  reserved: LockoutState | undefined;
}

/**
 * A password login's first step, in one statement whatever the e-mail: reserves the attempt for the login name
 * (lockout.ts) and looks the user up. Known and unknown e-mails cost the same round trip. The user's lockout
 * fields are as they were before this reservation.
 */
export async function findUserForLogin(
  db: Db,
  email: string,
  now: Date,
  policy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY,
): Promise<LoginLookup> {
  const statement = preparedStatement<
    Partial<UserRow> & { reservedAttempts: number | null; reservedLockedUntil: Date | null }
  >(
    db,
    'harta_user_for_login',
    `with attempt as (${reserveAttemptSql({ key: '$2', now: '$3', lockEnd: '$4', max: '$5' })})
    select r.attempts as "reservedAttempts", r.locked_until as "reservedLockedUntil", ${USER_COLUMNS}
    from (select 1) one
    left join attempt r on true
    left join users u on u.email = $1::text
    left join clients c on c.user_id = u.id
    left join second_factors f on f.user_id = u.id
    left join login_attempts a on a.login_key = $2::text
    limit 1`,
  );
  const lockEnd = new Date(now.getTime() + policy.durationMs);
  const [row] = await statement([normalizeEmail(email), loginKey(email), now, lockEnd, policy.maxAttempts]);
  const { reservedAttempts, reservedLockedUntil, ...userRow } = row!;
  return {
    user: userRow.id ? toUser(userRow as UserRow) : undefined,
    reserved:
      reservedAttempts === null ? undefined : { failedLoginCount: reservedAttempts, lockedUntil: reservedLockedUntil },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function findUserById(db: Db, id: string): Promise<IdentityUser | undefined> {
  // A malformed subject would make PostgreSQL reject the uuid cast; it simply matches nobody.
  if (!UUID.test(id)) return Promise.resolve(undefined);
  const statement = preparedStatement<UserRow>(db, 'harta_user_by_id', `${USER_SELECT} where u.id = $1 limit 1`);
  return statement([id]).then(([row]) => row && toUser(row));
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
