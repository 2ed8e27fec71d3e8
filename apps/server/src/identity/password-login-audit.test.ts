import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { auditLog } from '../db/schema/audit';
import { createUser, identitySuite, passwordLogin, setLockoutState } from './test-harness';

/** Every password login that reaches the credential check leaves one audit entry, on either path. */
describe.each(testDatabases())('password login audit ($name)', ({ open }) => {
  const suite = identitySuite(open);

  async function lastEntry() {
    const [entry] = await suite.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return entry!;
  }

  it('records a login with its grant, and a refusal with the account and the reason, never the password', async () => {
    const user = await createUser(suite.database.db);
    const ok = await passwordLogin(suite.server.base, user.email, user.password);
    expect(ok.status).toBe(200);
    expect(await lastEntry()).toMatchObject({
      actor: user.id,
      action: 'auth.passwordLogin',
      subjectType: 'user',
      subjectId: user.id,
      details: { grantId: expect.any(String) },
    });

    const wrong = 'Wrong!pass1';
    expect((await passwordLogin(suite.server.base, user.email, wrong)).status).toBe(400);
    const refused = await lastEntry();
    expect(refused).toMatchObject({
      actor: user.id,
      action: 'auth.passwordRefused',
      subjectId: user.id,
      details: { reason: 'invalid' },
    });
    expect(JSON.stringify(refused)).not.toContain(wrong);

    await setLockoutState(suite.database.db, user.email, {
      failedLoginCount: 3,
      lockedUntil: new Date(Date.now() + 3600_000),
    });
    expect((await passwordLogin(suite.server.base, user.email, user.password)).status).toBe(400);
    expect(await lastEntry()).toMatchObject({ actor: user.id, details: { reason: 'locked' } });
  });

  it('records an unknown e-mail without the e-mail', async () => {
    const email = 'nobody-audit@example.test';
    expect((await passwordLogin(suite.server.base, email, 'Whatever!1')).status).toBe(400);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ actor: 'anonymous', action: 'auth.passwordRefused', details: { reason: 'invalid' } });
    expect(JSON.stringify(entry)).not.toContain(email);
  });
});
