import { CLIENT_ROLE, STAFF_ROLE } from '@harta/contracts/constants';
import { ClientStatus } from '@harta/contracts/client-status';
import { inArray } from 'drizzle-orm';
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
  /** What the account demonstrates, for the start-up banner. */
  note: string;
}

const CLIENT_PASSWORD = 'Demo@1234';
const STAFF_PASSWORD = 'Staff@1234';
const FINAL_STEP = 10;

/** The demo logins: one per client status, one without the client role and one staff member. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo@example.com',
    password: CLIENT_PASSWORD,
    roles: [CLIENT_ROLE],
    client: { status: ClientStatus.Active, givenName: 'Aisyah', surName: 'Rahman', currentStep: FINAL_STEP },
    note: 'active client',
  },
  {
    // A second active client for the closure notice's browser test: staff flag it (PEP), demo@ stays usable.
    email: 'closing@example.com',
    password: CLIENT_PASSWORD,
    roles: [CLIENT_ROLE],
    client: { status: ClientStatus.Active, givenName: 'Hafiz', surName: 'Osman', currentStep: FINAL_STEP },
    note: 'active client (for staff to flag for closure)',
  },
  {
    // An active client for the central-bank documents' browser test: staff reject its upload, demo@ stays usable.
    email: 'bnm@example.com',
    password: CLIENT_PASSWORD,
    roles: [CLIENT_ROLE],
    client: { status: ClientStatus.Active, givenName: 'Mei Ling', surName: 'Wong', currentStep: FINAL_STEP },
    note: 'active client (uploads central-bank approval documents for staff to review)',
  },
  {
    // An active client whose password the change-password browser test changes (other sessions end), demo@ untouched.
    email: 'password@example.com',
    password: CLIENT_PASSWORD,
    roles: [CLIENT_ROLE],
    client: { status: ClientStatus.Active, givenName: 'Ravi', surName: 'Kumar', currentStep: FINAL_STEP },
    note: 'active client (changes its password in the browser tests)',
  },
  {
    email: 'draft@example.com',
    password: CLIENT_PASSWORD,
    roles: [CLIENT_ROLE],
    client: { status: ClientStatus.Draft, givenName: 'Daniel', surName: 'Tan', currentStep: 5 },
    note: 'registration in progress (step 5)',
  },
  {
    email: 'pending@example.com',
    password: CLIENT_PASSWORD,
    roles: [CLIENT_ROLE],
    client: { status: ClientStatus.Pending, givenName: 'Priya', surName: 'Nair', currentStep: FINAL_STEP },
    note: 'application pending review',
  },
  {
    // A second pending application: the browser tests approve this one, so pending@ stays pending for the others.
    email: 'review@example.com',
    password: CLIENT_PASSWORD,
    roles: [CLIENT_ROLE],
    client: { status: ClientStatus.Pending, givenName: 'Farah', surName: 'Aziz', currentStep: FINAL_STEP },
    note: 'application pending review (for staff to decide)',
  },
  {
    email: 'reject@example.com',
    password: CLIENT_PASSWORD,
    roles: [CLIENT_ROLE],
    client: { status: ClientStatus.Reject, givenName: 'Rizal', surName: 'Hamid', currentStep: FINAL_STEP },
    note: 'application rejected',
  },
  {
    email: 'close@example.com',
    password: CLIENT_PASSWORD,
    roles: [CLIENT_ROLE],
    client: { status: ClientStatus.Close, givenName: 'Chong', surName: 'Wei Ling', currentStep: FINAL_STEP },
    note: 'account closed',
  },
  {
    email: 'suspend@example.com',
    password: CLIENT_PASSWORD,
    roles: [CLIENT_ROLE],
    client: { status: ClientStatus.Suspend, givenName: 'Suresh', surName: 'Kumar', currentStep: FINAL_STEP },
    note: 'account suspended',
  },
  {
    email: 'norole@example.com',
    password: CLIENT_PASSWORD,
    roles: [],
    client: { status: ClientStatus.Active, givenName: 'Nurul', surName: 'Izzah', currentStep: FINAL_STEP },
    note: "client record but no 'c' role (forbidden)",
  },
  {
    email: 'staff@example.com',
    password: STAFF_PASSWORD,
    roles: [STAFF_ROLE],
    displayName: 'Nadia Ismail',
    note: 'back-office staff, no client record',
  },
];

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
  return { createdUsers, createdClients };
}
