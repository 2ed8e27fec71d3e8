import { STAFF_ROLE } from '@harta/contracts/constants';
import { DEMO_TOTP_SECRET } from '@harta/contracts/second-factor';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema/identity';
import type { SecondFactorKey } from '../identity/second-factor-secret';
import { setKnownSecret } from '../identity/second-factor-store';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-seed';

/**
 * Every seeded staff member (a demo account whose roles hold `staff`) gets the documented demo secret
 * (contracts DEMO_TOTP_SECRET, README "Demo accounts"), already active, so anyone can sign in from the README
 * alone. Like the rest of the demo seed it creates what is missing and changes nothing that exists: a member who
 * enrolled their own app, or was reset by an administrator and enrolled again, keeps their own secret.
 * Returns the e-mails that got the demo secret in this run.
 */
export async function seedDemoSecondFactors(
  db: Db,
  key: SecondFactorKey,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<string[]> {
  const emails = accounts.filter((a) => a.roles.includes(STAFF_ROLE)).map((a) => a.email.toLowerCase());
  if (emails.length === 0) return [];
  const members = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const seeded: string[] = [];
  for (const member of members) {
    if (await setKnownSecret(db, member.id, DEMO_TOTP_SECRET, key)) seeded.push(member.email);
  }
  return seeded;
}
