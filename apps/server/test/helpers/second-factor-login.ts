import { DEMO_TOTP_SECRET, OTP_GRANT_PARAMETER, SecondFactorGrantErrors } from '@harta/contracts/second-factor';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connection';
import { users } from '../../src/db/schema/identity';
import { secondFactors } from '../../src/db/schema/second-factor';
import { totpCodeAt } from '../../src/identity/totp';

/** The answer of a token request: its status and body (a token set or an OAuth error). */
export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A password login for the tests, second factor included: when the grant answers `mfa_required` for a member
 * with the demo secret (the seeded staff), it sends the current code. The suites log the same member in many
 * times within one 30-second step, which the replay rule refuses by design (docs/security.md "Second factor"), so
 * this helper forgets the member's last used step first. The replay rule itself is tested on its own
 * (test/second-factor.test.ts), never through this helper.
 */
export async function loginWithDemoSecondFactor(
  db: Db,
  request: (params: Record<string, string>) => Promise<TokenAnswer>,
  params: Record<string, string>,
): Promise<TokenAnswer> {
  const first = await request(params);
  if (first.body.error !== SecondFactorGrantErrors.required) return first;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = lower(${params.username})`);
  if (!member) return first;
  let answer = first;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await db.update(secondFactors).set({ lastUsedStep: null }).where(eq(secondFactors.userId, member.id));
    answer = await request({ ...params, [OTP_GRANT_PARAMETER]: totpCodeAt(DEMO_TOTP_SECRET).code });
    // Two logins of one member at the same instant: the other one took this step; go again.
    if (answer.body.error !== SecondFactorGrantErrors.replayed) return answer;
  }
  return answer;
}
