import { CLIENT_ROLE, STAFF_ROLE } from '@harta/contracts/constants';
import { ClientStatus } from '@harta/contracts/client-status';
import { StaffRoles, staffRoleClaim, type StaffRole } from '@harta/contracts/staff-roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { clients } from '../db/schema/clients';
import { users } from '../db/schema/identity';
import { clientSignups } from '../db/schema/registration';
import { hashPassword } from '../identity/passwords';

export interface DemoAccount {
  email: string;
  password: string;
  roles: string[];
  /** Shown to staff as who did what (staff logins; clients' names are on their client record). */
  displayName?: string;
  /** Absent for logins without a client record (staff). */
  client?: { status: string; givenName: string; surName: string; currentStep: number };
  /**
   * A complete application (documents, e-KYC, steps 4–9) seeded at start (`seedDemoApplication`): 'approved' by the
   * demo staff member (active clients who went through onboarding), or 'submitted' for staff to review.
   */
  application?: 'approved' | 'submitted';
  /** What the account demonstrates, for the start-up banner. */
  note: string;
}

const CLIENT_PASSWORD = 'Demo@1234';
const STAFF_PASSWORD = 'Staff@1234';
const FINAL_STEP = 10;

/** A demo client login (password Demo@1234, the client role unless `roles` says otherwise). */
function demoClient(
  email: string,
  status: string,
  [givenName, surName]: [string, string],
  note: string,
  more: { currentStep?: number; application?: DemoAccount['application']; roles?: string[] } = {},
): DemoAccount {
  const { currentStep = FINAL_STEP, application, roles = [CLIENT_ROLE] } = more;
  return {
    email,
    password: CLIENT_PASSWORD,
    roles,
    client: { status, givenName, surName, currentStep },
    ...(application ? { application } : {}),
    note,
  };
}

/** An active client with the application staff approved (it went through onboarding). */
const approvedClient = (email: string, name: [string, string], note: string) =>
  demoClient(email, ClientStatus.Active, name, note, { application: 'approved' });

const { Active, Draft, Pending, Reject, Close, Suspend } = ClientStatus;

/** A demo staff member (password Staff@1234) holding the given back-office roles (docs/backoffice.md, "Staff roles"). */
const staffMember = (email: string, displayName: string, roles: readonly StaffRole[], note: string): DemoAccount => ({
  email,
  password: STAFF_PASSWORD,
  roles: [STAFF_ROLE, ...roles.map(staffRoleClaim)],
  displayName,
  note,
});

/**
 * The demo logins: one per client status, one without the client role and one staff member, and active clients
 * of their own for browser tests that change what they touch (so demo@ stays as documented for the others).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  approvedClient('demo@example.com', ['Aisyah', 'Rahman'], 'active client'),
  // Staff flag it (PEP) in the closure notice's browser test.
  approvedClient('closing@example.com', ['Hafiz', 'Osman'], 'active client (for staff to flag for closure)'),
  // Staff reject its upload in the central-bank documents' browser test.
  approvedClient('bnm@example.com', ['Mei Ling', 'Wong'], 'active client (uploads central-bank documents)'),
  // The change-password browser test changes its password (other sessions end).
  approvedClient('password@example.com', ['Ravi', 'Kumar'], 'active client (changes its password in tests)'),
  // The personal-data browser test downloads a copy of its data (docs/account.md "Your data").
  approvedClient('yourdata@example.com', ['Nurul', 'Hassan'], 'active client (downloads a copy of its data in tests)'),
  demoClient('draft@example.com', Draft, ['Daniel', 'Tan'], 'registration in progress (step 5)', { currentStep: 5 }),
  demoClient('pending@example.com', Pending, ['Priya', 'Nair'], 'application pending review', {
    application: 'submitted',
  }),
  // A second pending application: the browser tests approve this one, so pending@ stays pending for the others.
  demoClient('review@example.com', Pending, ['Farah', 'Aziz'], 'application pending review (for staff to decide)', {
    application: 'submitted',
  }),
  demoClient('reject@example.com', Reject, ['Rizal', 'Hamid'], 'application rejected'),
  demoClient('close@example.com', Close, ['Chong', 'Wei Ling'], 'account closed'),
  demoClient('suspend@example.com', Suspend, ['Suresh', 'Kumar'], 'account suspended'),
  demoClient('norole@example.com', Active, ['Nurul', 'Izzah'], "client record but no 'c' role (forbidden)", {
    roles: [],
  }),
  staffMember('staff@example.com', 'Nadia Ismail', StaffRoles, 'back-office staff holding every role'),
  staffMember('reviewer@example.com', 'Amir Hassan', ['reviewer'], 'staff: reviewer (applications, documents)'),
  staffMember('operations@example.com', 'Siti Rahim', ['operations'], 'staff: operations (payments, payouts)'),
  staffMember('compliance@example.com', 'Kavitha Raj', ['compliance'], 'staff: compliance (closure, audit log)'),
  staffMember('admin@example.com', 'Lim Wei Jie', ['administrator'], 'staff: administrator (staff accounts)'),
  staffMember('shariah@example.com', 'Ustaz Hafiz Rahman', ['shariah_adviser'], 'staff: Shariah adviser (approvals)'),
  // The browser test of a staff member's first sign-in resets its second factor (as an administrator would) and
  // enrols it again; the demo secret is its starting point like every seeded member's.
  staffMember('newstaff@example.com', 'Kamal Hassan', ['reviewer'], 'staff: reviewer (second factor reset in tests)'),
  // Married, with no spouse NRIC/passport on record: the spouse ID notice at every login until it is given.
  approvedClient('spouse@example.com', ['Azman', 'Yusof'], 'active client, married, no spouse ID (its notice)'),
  // The Shariah browser test chooses Shariah-compliant investing in My Profile and adds a Shariah goal.
  approvedClient('hajar@example.com', ['Siti Hajar', 'Ismail'], 'active client (chooses Shariah investing in tests)'),
  // A Shariah goal with the demo history's deposits and purified dividends (seed/demo-history.ts): the
  // purification on the transactions page and the monthly statements (docs/shariah.md "In the browser").
  approvedClient('amin@example.com', ['Amin', 'Yusof'], 'active client, Shariah goal with history (purification)'),
];

/** The e-mail of copy `n` (1, 2, …) of a demo staff member: `copy1.staff@example.com` for staff@example.com. */
export const demoStaffCopyEmail = (email: string, n: number): string => `copy${n}.${email}`;

/**
 * The demo accounts with `staffCopies` copies of each demo staff member (DEMO_STAFF_COPIES; development and test
 * only): the same name, roles, password and (seed/demo-second-factor.ts) demo second factor under an e-mail of its
 * own. Each code of a member's second factor is accepted once, so people who sign in at the same time as the same
 * member take each other's codes; with copies, each (a trainee, a browser-test worker) signs in as members of
 * their own (docs/testing.md "Staff members per worker"). The copies come after the documented accounts.
 */
export function demoAccounts(staffCopies: number): readonly DemoAccount[] {
  if (staffCopies <= 0) return DEMO_ACCOUNTS;
  const staff = DEMO_ACCOUNTS.filter((a) => a.roles.includes(STAFF_ROLE));
  const copies = Array.from({ length: staffCopies }, (_, i) =>
    staff.map((a) => ({ ...a, email: demoStaffCopyEmail(a.email, i + 1), note: `copy ${i + 1} of ${a.email}` })),
  );
  return [...DEMO_ACCOUNTS, ...copies.flat()];
}

export interface SeedResult {
  /** Logins this run created (already existing ones are left alone). */
  createdUsers: string[];
  createdClients: string[];
}

/**
 * Makes sure every demo account exists. Idempotent and safe to run from several instances at once.
 *
 * Decision: create what is missing, never modify what exists. An existing demo login keeps its password,
 * roles, status and lockout counters: a restart must not undo what a tester did through the app (changed the
 * password, moved the client through registration) and two instances starting together must not fight over the
 * rows. To get the documented passwords back, delete the rows (or the data directory) and restart.
 *
 * Concurrency: every insert is `ON CONFLICT DO NOTHING` on the unique keys (users.email, clients.user_id), so
 * a concurrent run that wins the race simply makes this run's insert a no-op. Passwords are hashed only for
 * logins that are missing, so a restart of a seeded database costs no argon2 time.
 */
export async function seedDemoData(db: Db, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<SeedResult> {
  const emails = accounts.map((a) => a.email.toLowerCase());
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((r) => r.email),
  );

  const missing = accounts.filter((a) => !existing.has(a.email.toLowerCase()));
  const hashes = await Promise.all(missing.map((a) => hashPassword(a.password)));
  const createdUsers: string[] = [];
  if (missing.length > 0) {
    const inserted = await db
      .insert(users)
      .values(
        missing.map((a, i) => ({
          email: a.email.toLowerCase(),
          passwordHash: hashes[i]!,
          roles: a.roles,
          displayName: a.displayName ?? null,
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ email: users.email });
    createdUsers.push(...inserted.map((r) => r.email));
  }

  // Client rows for every client account, also for logins created by an earlier (possibly interrupted) run.
  const userIds = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map(
      (r) => [r.email, r.id] as const,
    ),
  );
  const clientRows = accounts.flatMap((a) => {
    const userId = userIds.get(a.email.toLowerCase());
    // Every demo client passed steps 1–3: a confirmed e-mail and a (fictitious) mobile number from sign-up.
    const mobileNumber = `+6012345678${accounts.indexOf(a) % 10}`;
    return a.client && userId ? [{ userId, emailAddress: a.email.toLowerCase(), mobileNumber, ...a.client }] : [];
  });
  const createdClients: string[] = [];
  if (clientRows.length > 0) {
    const inserted = await db
      .insert(clients)
      .values(clientRows)
      .onConflictDoNothing({ target: clients.userId })
      .returning({ emailAddress: clients.emailAddress });
    createdClients.push(...inserted.map((r) => r.emailAddress));
  }
  // Sign-up records (consents, confirmed e-mail) for every demo client, so step-1 data is there on resume.
  const demoClients = await db
    .select({ clientId: clients.clientId })
    .from(clients)
    .where(inArray(clients.emailAddress, emails));
  if (demoClients.length > 0) {
    const at = new Date();
    await db
      .insert(clientSignups)
      .values(
        demoClients.map((c) => ({
          clientId: c.clientId,
          termsAcceptedAt: at,
          privacyAcceptedAt: at,
          emailConfirmedAt: at,
        })),
      )
      .onConflictDoNothing({ target: clientSignups.clientId });
  }
  await grantRolesToOlderStaffLogins(db, accounts);
  return { createdUsers, createdClients };
}

/**
 * The one exception to "never modify what exists": a demo staff login from a data folder older than staff roles
 * holds the bare `staff` entry and no role, so it could open nothing. It gets its documented roles; a login that
 * holds any role already (whatever an administrator made of it) is left alone.
 */
async function grantRolesToOlderStaffLogins(db: Db, accounts: readonly DemoAccount[]): Promise<void> {
  for (const account of accounts) {
    if (!account.roles.includes(STAFF_ROLE) || account.roles.length === 1) continue;
    await db
      .update(users)
      .set({ roles: account.roles, updatedAt: new Date() })
      .where(and(eq(users.email, account.email.toLowerCase()), sql`${users.roles} = array[${STAFF_ROLE}]::text[]`));
  }
}
