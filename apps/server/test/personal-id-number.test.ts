import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { getPersonalInfoResponseSchema } from '@harta/contracts/schemas/registration-personal';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientPersonalInfo } from '../src/db/schema/registration';
import { testDatabases } from './databases';
import { json } from './helpers/registration';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, serverSuite } from './helpers/start-server';

/** Step 5: one person, one account. An ID number another client already holds is refused with 409. */

const personal = {
  title: 'MR',
  surName: 'Tan',
  country: 'MY',
  idType: 'MYKAD',
  nric: '850612-10-5671',
  martialStatus: 'SINGLE',
  ethnicity: 'CHINESE',
  isPep: false,
};

const passport = { ...personal, country: 'SG', idType: 'PASSPORT', dob: '1985-06-12', gender: 'M' };

describe.each(testDatabases())('ID number uniqueness on $name', (kind) => {
  const suite = serverSuite(kind.open, { seed: false });
  let seq = 0;

  /** A new client standing on step 5, logged in. */
  async function newClient() {
    seq += 1;
    const c = await createTestClient(suite.database.db, { email: `id-number-${seq}@example.com`, currentStep: 5 });
    const { access_token } = await suite.server.login(c.email, TEST_CLIENT_PASSWORD);
    const save = (body: Record<string, unknown>) =>
      suite.server.fetch(ApiPaths.registration.saveClientPersonalInformation, json(body, bearer(access_token)));
    const saved = async () =>
      getPersonalInfoResponseSchema.parse(
        await (
          await suite.server.fetch(ApiPaths.registration.getPersonalInfoByClientId, { headers: bearer(access_token) })
        ).json(),
      ).result;
    return { ...c, save, saved };
  }

  async function expectTaken(response: Response) {
    const text = await response.text();
    expect(response.status, text).toBe(409);
    const body = errorBodySchema.parse(JSON.parse(text));
    expect(body).toMatchObject({
      code: 'ID_NUMBER_TAKEN',
      result: messagesEn['registration.idNumberTaken'],
      issues: [{ path: 'nric', message: 'registration.idNumberTaken' }],
    });
    return text;
  }

  it('refuses a MyKad number another client saved, whatever its hyphens, without saying whose it is', async () => {
    const first = await newClient();
    expect((await first.save(personal)).status).toBe(200);

    const second = await newClient();
    const text = await expectTaken(await second.save({ ...personal, nric: '850612105671', surName: 'Lim' }));
    expect(text).not.toContain(first.email);
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['code', 'issues', 'requestId', 'result']);
    expect(await second.saved()).toBeNull();
    await expectTaken(await second.save({ ...personal, nric: ' 850612-10-5671 ' }));

    // The same person's other card types share the numbering: a MyPR with those digits is the same person.
    await expectTaken(await second.save({ ...personal, country: 'SG', idType: 'MYPR' }));

    // The first client's own record is untouched.
    expect(await first.saved()).toMatchObject({ nric: '850612-10-5671', surName: 'Tan' });
  });

  it('lets a client save its own number again, in any format', async () => {
    const client = await newClient();
    expect((await client.save({ ...personal, nric: '870203-14-5433' })).status).toBe(200);
    const again = await client.save({ ...personal, nric: '870203145433', martialStatus: 'DIVORCED' });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await client.saved()).toMatchObject({ nric: '870203-14-5433', martialStatus: 'DIVORCED' });

    // A client that changes its number frees the old one.
    expect((await client.save({ ...personal, nric: '870203-14-5435' })).status).toBe(200);
    const other = await newClient();
    expect((await other.save({ ...personal, nric: '870203-14-5433' })).status).toBe(200);
  });

  it('refuses a passport number of the same country in another case; another country is another passport', async () => {
    const first = await newClient();
    expect((await first.save({ ...passport, nric: 'k1234567x' })).status).toBe(200);
    const second = await newClient();
    await expectTaken(await second.save({ ...passport, nric: 'K1234567X' }));
    expect((await second.save({ ...passport, country: 'ID', nric: 'K1234567X' })).status).toBe(200);
  });

  it('lets only one of two clients saving one number at the same moment win', async () => {
    const [a, b] = [await newClient(), await newClient()];
    const nric = '910405-08-5127';
    const responses = await Promise.all([a.save({ ...personal, nric }), b.save({ ...personal, nric: '910405085127' })]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    await expectTaken(responses.find((r) => r.status === 409)!);
    const rows = await suite.database.db
      .select({ clientId: clientPersonalInfo.clientId })
      .from(clientPersonalInfo)
      .where(eq(clientPersonalInfo.nric, nric));
    expect(rows).toHaveLength(1);
  });

  it('is enforced by the database itself, not only by the route', async () => {
    const [a, b] = [await newClient(), await newClient()];
    const row = (clientId: number, nric: string) => ({
      clientId,
      title: 'MR',
      country: 'MY',
      idType: 'MYKAD',
      nric,
      gender: 'M',
      dob: '1993-01-01',
      maritalStatus: 'SINGLE',
      ethnicity: 'MALAY',
      isPep: false,
      createdBy: 'test',
      modifiedBy: 'test',
    });
    await suite.database.db.insert(clientPersonalInfo).values(row(a.clientId, '930101-01-5555'));
    await expect(
      suite.database.db.insert(clientPersonalInfo).values(row(b.clientId, '930101015555')),
    ).rejects.toThrow();
  });
});
