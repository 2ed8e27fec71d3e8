import { LOCKOUT_MAX_ATTEMPTS } from '@harta/contracts/constants';
import { messagesEn } from '@harta/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../test/databases';
import { verifyPassword } from './passwords';
import { createUser, passwordLogin, startIdentityServer, type IdentityServer } from './test-harness';

/**
 * Issue 10 item 2: guesses fired at once must not get more than LOCKOUT_MAX_ATTEMPTS password verifications
 * between them, whatever the concurrency and however many server instances share the database.
 *
 * The servers run with a password check that counts each verification and holds it until the test lets go.
 * Holding them is what makes the race certain instead of likely: every guess of the burst has reached the
 * server (and, before the fix, read an unlocked account) before any verification is allowed to finish.
 */

const invalid = { error: 'invalid_grant', error_description: messagesEn['auth.invalidCredentials'] };
const locked = { error: 'account_locked', error_description: messagesEn['auth.lockout'] };
const BURST = 40;

function heldVerifications() {
  let count = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const waiting: { n: number; resolve: () => void }[] = [];
  return {
    get count() {
      return count;
    },
    async verify(hash: string, password: string): Promise<boolean> {
      count += 1;
      for (const w of waiting.filter((w) => count >= w.n)) w.resolve();
      await released;
      return verifyPassword(hash, password);
    },
    /** Resolves once `n` verifications have started. */
    reached(n: number): Promise<void> {
      return new Promise((resolve) => (count >= n ? resolve() : waiting.push({ n, resolve })));
    },
    release,
  };
}

type Answer = Awaited<ReturnType<typeof passwordLogin>>;

describe.each(testDatabases())('lockout under concurrent guesses ($name)', ({ open }) => {
  let database: TestDatabase;
  const servers: IdentityServer[] = [];
  const gates: ReturnType<typeof heldVerifications>[] = [];

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    // A failed test may have left verifications held: let them finish so the servers can close.
    for (const gate of gates) gate.release();
    await Promise.all(servers.map((server) => server.close()));
    await database?.dispose();
  });

  /** Two instances (on PostgreSQL each with its own pool, as two processes would) sharing one held check. */
  async function instances(gate: ReturnType<typeof heldVerifications>): Promise<[IdentityServer, IdentityServer]> {
    gates.push(gate);
    const a = await startIdentityServer(database.db, { verifyPassword: gate.verify });
    const b = await startIdentityServer((await database.openAnother()).db, { verifyPassword: gate.verify });
    servers.push(a, b);
    return [a, b];
  }

  it(`dozens of wrong guesses and the right one at once: ${LOCKOUT_MAX_ATTEMPTS} verifications, no tokens`, async () => {
    const user = await createUser(database.db);
    const gate = heldVerifications();
    const [a, b] = await instances(gate);

    const wrong = Array.from({ length: BURST - 1 }, (_, i) =>
      passwordLogin(i % 2 ? a.base : b.base, user.email, `wrong-${i}`),
    );
    await gate.reached(LOCKOUT_MAX_ATTEMPTS);
    const right = passwordLogin(b.base, user.email, user.password);
    // Either the right password is refused without a verification, or (the bug) every guess is being verified.
    await Promise.race([right, gate.reached(BURST)]);
    gate.release();
    const answers: Answer[] = await Promise.all([...wrong, right]);

    expect(gate.count).toBeLessThanOrEqual(LOCKOUT_MAX_ATTEMPTS);
    expect(await right).toEqual({ status: 400, body: locked });
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect([invalid, locked]).toContainEqual(answer.body);
    }
    expect(answers.filter((answer) => answer.body.error === 'invalid_grant')).toHaveLength(LOCKOUT_MAX_ATTEMPTS - 1);
    // And it stays locked for the right password afterwards.
    expect((await passwordLogin(a.base, user.email, user.password)).body).toEqual(locked);
    expect(gate.count).toBeLessThanOrEqual(LOCKOUT_MAX_ATTEMPTS);
  });

  it('the last allowed attempt still gets in when it is right; one more at that instant is refused unverified', async () => {
    const user = await createUser(database.db);
    const gate = heldVerifications();
    const [a, b] = await instances(gate);

    const wrong = Array.from({ length: LOCKOUT_MAX_ATTEMPTS - 1 }, (_, i) =>
      passwordLogin(a.base, user.email, `wrong-${i}`),
    );
    await gate.reached(LOCKOUT_MAX_ATTEMPTS - 1);
    const right = passwordLogin(b.base, user.email, user.password);
    await gate.reached(LOCKOUT_MAX_ATTEMPTS);
    const extra = passwordLogin(a.base, user.email, 'one-too-many');
    await Promise.race([extra, gate.reached(LOCKOUT_MAX_ATTEMPTS + 1)]);
    expect(gate.count).toBe(LOCKOUT_MAX_ATTEMPTS);
    expect(await extra).toEqual({ status: 400, body: locked });

    gate.release();
    expect((await right).status).toBe(200);
    for (const answer of await Promise.all(wrong)) expect(answer).toEqual({ status: 400, body: invalid });
    // The success settled what came before it: the account is not locked and counts afresh.
    expect((await passwordLogin(a.base, user.email, 'wrong')).body).toEqual(invalid);
    expect((await passwordLogin(b.base, user.email, user.password)).status).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one, lockout included, with one verification each', async () => {
    const known = await createUser(database.db);
    const withoutPassword = await createUser(database.db, { password: null });
    const disabled = await createUser(database.db, { disabled: true });
    const unknown = `nobody-${known.id}@example.test`;
    const gate = heldVerifications();
    gate.release();
    const [a, b] = await instances(gate);

    const run = async (email: string) => {
      const steps: { body: object; verifications: number }[] = [];
      for (let attempt = 0; attempt <= LOCKOUT_MAX_ATTEMPTS; attempt += 1) {
        const before = gate.count;
        const { body } = await passwordLogin(attempt % 2 ? a.base : b.base, email, 'Wr0ng!pass');
        steps.push({ body, verifications: gate.count - before });
      }
      return steps;
    };
    const expected = [
      ...Array.from({ length: LOCKOUT_MAX_ATTEMPTS - 1 }, () => ({ body: invalid, verifications: 1 })),
      { body: locked, verifications: 1 },
      { body: locked, verifications: 0 },
    ];
    expect(await run(known.email)).toEqual(expected);
    expect(await run(unknown)).toEqual(expected);
    expect(await run(withoutPassword.email)).toEqual(expected);
    expect(await run(disabled.email)).toEqual(expected);
    // The counter is per login name as the user types it: case and spaces do not make a fresh one.
    expect((await passwordLogin(a.base, ` ${unknown.toUpperCase()} `, 'x')).body).toEqual(locked);
  });
});
