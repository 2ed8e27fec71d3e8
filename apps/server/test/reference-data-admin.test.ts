import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  countryListResponseSchema,
  dropdownListResponseSchema,
  restrictedCountryListResponseSchema,
  systemParameterResponseSchema,
} from '@harta/contracts/schemas/reference-data';
import {
  referenceItemResponseSchema,
  referenceListItemsResponseSchema,
  referenceListsResponseSchema,
} from '@harta/contracts/schemas/reference-data-admin';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { auditLog } from '../src/db/schema/audit';
import { findValue } from '../src/modules/reference-data/reference-data.repository';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startServer, type StartedServer } from './helpers/start-server';
import { approveSent, signInNewStaffMember, type StaffMember } from './helpers/staff-members';

const paths = ApiPaths.backofficeReferenceData;

/** Staff editing of reference data: staff only, validated, audited, never deleting, and visible to the public lists. */
describe.each(testDatabases())('reference data editing on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  /** A second instance on the same database, as behind a load balancer (public routes only). */
  let other: App;
  let staffToken: string;
  let staffId: string;
  let clientToken: string;
  /** Four eyes: a second (administrator) member approves fee and limit changes. */
  let checker: StaffMember;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    staffToken = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    staffId = JSON.parse(Buffer.from(staffToken.split('.')[1]!, 'base64url').toString()).sub as string;
    clientToken = (await server.login('demo@example.com', 'Demo@1234')).access_token;
    checker = await signInNewStaffMember(database.db, server, `admin-${kind.name}@example.com`, ['administrator']);
    const another = await database.openAnother();
    other = await buildApp({ config: server.config, database: another });
    await other.ready();
  });

  afterAll(async () => {
    await other?.close();
    await server?.close();
    await database?.dispose();
  });

  const json = { 'content-type': 'application/json' };
  const staff = (method: string, path: string, body?: unknown) =>
    server.fetch(path, {
      method,
      headers: { ...bearer(staffToken), ...(body === undefined ? {} : json) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function okItem(response: Response) {
    expect(response.status, await response.clone().text()).toBe(200);
    return referenceItemResponseSchema.parse(await response.json()).result;
  }

  async function publicCodes(path: string) {
    const response = await server.fetch(path);
    expect(response.status).toBe(200);
    return dropdownListResponseSchema.parse(await response.json()).result;
  }

  async function auditFor(subjectId: string) {
    return database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'reference_data'), eq(auditLog.subjectId, subjectId)))
      .orderBy(asc(auditLog.id));
  }

  it('lists every reference list with counts; the rule-bound lists are marked fixed', async () => {
    const response = await staff('GET', paths.lists);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lists = referenceListsResponseSchema.parse(await response.json()).result;
    const byId = new Map(lists.map((l) => [l.id, l]));
    expect(byId.get('BANK')).toMatchObject({
      kind: 'dropdown',
      fixedCodes: false,
      itemCount: 20,
      activeCount: 20,
      publicPath: ApiPaths.dropDown.getBankList,
    });
    expect(byId.get('STATE')).toMatchObject({ fixedCodes: true, itemCount: 16 });
    expect(byId.get('TITLE')!.publicPath).toBe(ApiPaths.dropDown.getValueByType('TITLE'));
    expect(byId.get('SYSTEM_PARAMETER')).toMatchObject({ kind: 'systemParameter', itemCount: 70 });
    // The exchanges' holidays that decide the trade dates (docs/money.md "Trade dates"): Bursa and NYSE, 2026-2027.
    expect(byId.get('EXCHANGE_HOLIDAY')).toMatchObject({ kind: 'dropdown', fixedCodes: false, itemCount: 50 });
    expect(byId.get('RESTRICTED_COUNTRY')).toMatchObject({ kind: 'restrictedCountry', itemCount: 3 });
  });

  it('lists the items of one list, inactive ones included, and 404 for an unknown list', async () => {
    const response = await staff('GET', paths.items('bank'));
    const { list, items } = referenceListItemsResponseSchema.parse(await response.json()).result;
    expect(list.id).toBe('BANK');
    expect(items[0]).toMatchObject({ code: 'MBB', label: 'Maybank', value: null, sortOrder: 1, active: true });
    const countries = referenceListItemsResponseSchema.parse(await (await staff('GET', paths.items('COUNTRY'))).json())
      .result.items;
    expect(countries[0]).toMatchObject({ code: 'MY', label: 'Malaysia', value: '+60' });
    const params = referenceListItemsResponseSchema.parse(
      await (await staff('GET', paths.items('SYSTEM_PARAMETER'))).json(),
    ).result.items;
    expect(params).toContainEqual(
      expect.objectContaining({ code: 'OTP.MAX_ATTEMPTS', value: '5', label: expect.stringContaining('Wrong codes') }),
    );

    const unknown = await staff('GET', paths.items('NOPE'));
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(await unknown.json()).result).toBe('There is no reference list called NOPE.');
  });

  it('adds a dropdown item after the last one, shows it publicly at once (on every instance) and audits it', async () => {
    const created = await okItem(await staff('POST', paths.items('BANK'), { code: ' gxbank ', label: 'GXBank' }));
    expect(created).toMatchObject({ code: 'GXBANK', label: 'GXBank', value: null, sortOrder: 21, active: true });

    expect((await publicCodes(ApiPaths.dropDown.getBankList)).at(-1)).toEqual({ code: 'GXBANK', name: 'GXBank' });
    const elsewhere = await other.inject({ method: 'GET', url: ApiPaths.dropDown.getBankList });
    expect(elsewhere.json<{ result: { code: string }[] }>().result.map((b) => b.code)).toContain('GXBANK');

    const [entry, ...more] = await auditFor('BANK/GXBANK');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actor: staffId, action: 'reference-data.create' });
    expect(entry!.at).toBeInstanceOf(Date);
    expect(entry!.details).toEqual({
      list: 'BANK',
      code: 'GXBANK',
      by: 'staff@example.com',
      before: null,
      after: { label: 'GXBank', value: null, sortOrder: 21, active: true },
    });
  });

  it('edits the label and order (never the code), with before and after in the audit log', async () => {
    const edited = await okItem(
      await staff('PUT', paths.item('BANK', 'CITI'), { label: 'Citibank Berhad', sortOrder: 0 }),
    );
    expect(edited).toMatchObject({ code: 'CITI', label: 'Citibank Berhad', sortOrder: 0, active: true });
    expect((await publicCodes(ApiPaths.dropDown.getBankList))[0]).toEqual({ code: 'CITI', name: 'Citibank Berhad' });

    const [entry] = await auditFor('BANK/CITI');
    expect(entry).toMatchObject({ actor: staffId, action: 'reference-data.update' });
    expect(entry!.details).toMatchObject({
      before: { label: 'Citibank Malaysia', sortOrder: 20, active: true },
      after: { label: 'Citibank Berhad', sortOrder: 0, active: true },
    });

    // Saving the same values again changes nothing and records nothing.
    await okItem(await staff('PUT', paths.item('BANK', 'CITI'), { label: 'Citibank Berhad' }));
    expect(await auditFor('BANK/CITI')).toHaveLength(1);

    // A country's dialling code is its value.
    const country = await okItem(await staff('PUT', paths.item('COUNTRY', 'BN'), { label: 'Brunei', value: '+673' }));
    expect(country).toMatchObject({ label: 'Brunei', value: '+673' });
    const countries = countryListResponseSchema.parse(
      await (await server.fetch(ApiPaths.dropDown.getCountryList)).json(),
    ).result;
    expect(countries.find((c) => c.code === 'BN')).toEqual({ code: 'BN', name: 'Brunei', dialCode: '+673' });
  });

  it('deactivates without deleting: the item leaves the public list and registration checks, and can come back', async () => {
    const deactivated = await okItem(await staff('POST', paths.deactivate('OCCUPATION', 'FREELANCER')));
    expect(deactivated.active).toBe(false);
    expect((await publicCodes(ApiPaths.dropDown.getOccupationList)).map((o) => o.code)).not.toContain('FREELANCER');
    // The check registration's saves run (financial step: 400 'validation.unknownOption').
    expect(await findValue(database.db, 'OCCUPATION', 'FREELANCER')).toBeUndefined();
    const staffView = referenceListItemsResponseSchema.parse(
      await (await staff('GET', paths.items('OCCUPATION'))).json(),
    ).result.items;
    expect(staffView.find((i) => i.code === 'FREELANCER')).toMatchObject({ active: false });

    // Deactivating twice is harmless and not recorded twice.
    await okItem(await staff('POST', paths.deactivate('OCCUPATION', 'FREELANCER')));
    const reactivated = await okItem(await staff('POST', paths.reactivate('OCCUPATION', 'FREELANCER')));
    expect(reactivated.active).toBe(true);
    expect((await publicCodes(ApiPaths.dropDown.getOccupationList)).map((o) => o.code)).toContain('FREELANCER');

    const entries = await auditFor('OCCUPATION/FREELANCER');
    expect(entries.map((e) => e.action)).toEqual(['reference-data.deactivate', 'reference-data.reactivate']);
    expect(entries[0]!.details).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(entries.every((e) => e.actor === staffId)).toBe(true);

    expect((await staff('POST', paths.deactivate('OCCUPATION', 'NOPE'))).status).toBe(404);
  });

  it('answers 400 with a message key per field when an item breaks its list rules', async () => {
    const issues = async (response: Response) => {
      expect(response.status).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(body.code).toBe('VALIDATION_ERROR');
      return body.issues;
    };
    expect(await issues(await staff('POST', paths.items('BANK'), { code: 'new bank!', label: ' ' }))).toEqual(
      expect.arrayContaining([
        { path: 'code', message: 'referenceData.codeFormat' },
        { path: 'label', message: 'validation.required' },
      ]),
    );
    expect(
      await issues(await staff('POST', paths.items('BANK'), { code: 'OK', label: 'x'.repeat(201), sortOrder: -1 })),
    ).toEqual(
      expect.arrayContaining([
        { path: 'label', message: 'validation.maxLength' },
        { path: 'sortOrder', message: 'referenceData.sortOrder' },
      ]),
    );
    expect(await issues(await staff('POST', paths.items('COUNTRY'), { code: 'XKK', label: 'Kosovo' }))).toEqual([
      { path: 'code', message: 'referenceData.countryCode' },
    ]);
    expect(await issues(await staff('PUT', paths.item('COUNTRY', 'MY'), { label: 'Malaysia', value: '60' }))).toEqual([
      { path: 'value', message: 'referenceData.dialCode' },
    ]);
    expect(
      await issues(await staff('POST', paths.items('SYSTEM_PARAMETER'), { code: 'NO_DOT', label: 'x', value: '' })),
    ).toEqual([
      { path: 'code', message: 'referenceData.parameterCode' },
      { path: 'value', message: 'validation.required' },
    ]);
    expect(await issues(await staff('POST', paths.items('RESTRICTED_COUNTRY'), { code: 'XX', label: 'x' }))).toEqual([
      { path: 'code', message: 'validation.countryCode' },
    ]);
    // The body's shape is checked by the route itself.
    expect(await issues(await staff('POST', paths.items('BANK'), { label: 'No code' }))).toEqual([
      expect.objectContaining({ path: 'code' }),
    ]);
    // Nothing was written.
    const banks = referenceListItemsResponseSchema.parse(await (await staff('GET', paths.items('BANK'))).json()).result;
    expect(banks.items.map((i) => i.code)).not.toContain('OK');
  });

  it('answers 409 for a code already in the list, active or not', async () => {
    const taken = await staff('POST', paths.items('BANK'), { code: 'mbb', label: 'Another Maybank' });
    expect(taken.status).toBe(409);
    const body = errorBodySchema.parse(await taken.json());
    expect(body.code).toBe('DUPLICATE_CODE');
    expect(body.result).toBe(
      'The code MBB is already in this list. Codes cannot be reused: edit the existing entry, or reactivate it if it is inactive.',
    );
    expect(body.issues).toEqual([{ path: 'code', message: 'referenceData.duplicateCode' }]);

    await okItem(await staff('POST', paths.deactivate('BANK', 'AGRO')));
    expect((await staff('POST', paths.items('BANK'), { code: 'AGRO', label: 'Agro' })).status).toBe(409);
    // The same code may exist in another list.
    await okItem(await staff('POST', paths.items('SOURCE_OF_FUNDS'), { code: 'AGRO', label: 'Agriculture' }));
  });

  it('lets staff rename items of a rule-bound list, but not add or deactivate them (409 FIXED_CODES)', async () => {
    const added = await staff('POST', paths.items('STATE'), { code: 'XYZ', label: 'Nowhere' });
    expect(added.status).toBe(409);
    expect(errorBodySchema.parse(await added.json())).toMatchObject({
      code: 'FIXED_CODES',
      result: messagesEn['referenceData.fixedCodes'],
    });
    expect((await staff('POST', paths.deactivate('STATE', 'KUL'))).status).toBe(409);
    await okItem(await staff('PUT', paths.item('STATE', 'KUL'), { label: 'Kuala Lumpur' }));
    const states = await publicCodes(ApiPaths.dropDown.getValueByType('STATE'));
    expect(states.find((s) => s.code === 'KUL')!.name).toBe('Kuala Lumpur');
  });

  it('edits, adds and deactivates system parameters; the public endpoint follows', async () => {
    const param = async (a: string, b: string) => server.fetch(ApiPaths.systemParameter(a, b));
    // A payment limit: sent for approval, changed once a second member approves.
    const sent = await staff('PUT', paths.item('SYSTEM_PARAMETER', 'FPX.MAX_AMOUNT_MYR'), {
      label: 'Largest online-banking payment',
      value: '25000',
    });
    expect(sent.status).toBe(202);
    expect(systemParameterResponseSchema.parse(await (await param('FPX', 'MAX_AMOUNT_MYR')).json()).result.value).toBe(
      '30000',
    );
    const approved = await approveSent(server, checker.token, sent);
    expect(approved.change).toMatchObject({ before: { value: '30000' }, after: { value: '25000' } });
    expect(systemParameterResponseSchema.parse(await (await param('FPX', 'MAX_AMOUNT_MYR')).json()).result.value).toBe(
      '25000',
    );

    await okItem(
      await staff('POST', paths.items('SYSTEM_PARAMETER'), {
        code: 'support.hotline',
        label: 'Support hotline',
        value: '1-300-88-0000',
      }),
    );
    expect(systemParameterResponseSchema.parse(await (await param('SUPPORT', 'HOTLINE')).json()).result).toEqual({
      category: 'SUPPORT',
      key: 'HOTLINE',
      value: '1-300-88-0000',
    });

    await okItem(await staff('POST', paths.deactivate('SYSTEM_PARAMETER', 'SUPPORT.HOTLINE')));
    expect((await param('SUPPORT', 'HOTLINE')).status).toBe(404);
    expect((await auditFor('SYSTEM_PARAMETER/SUPPORT.HOTLINE')).map((e) => e.action)).toEqual([
      'reference-data.create',
      'reference-data.deactivate',
    ]);
  });

  it('adds and lifts country restrictions; the restricted list follows', async () => {
    const restricted = async () =>
      restrictedCountryListResponseSchema
        .parse(await (await server.fetch(ApiPaths.restrictedCountryGet)).json())
        .result.map((r) => r.code);
    await okItem(await staff('POST', paths.items('RESTRICTED_COUNTRY'), { code: 'af', label: 'Sanctions' }));
    expect(await restricted()).toEqual(['AF', 'IR', 'KP', 'MM']);
    await okItem(await staff('POST', paths.deactivate('RESTRICTED_COUNTRY', 'MM')));
    expect(await restricted()).toEqual(['AF', 'IR', 'KP']);
  });

  it('refuses clients (403) and anonymous callers (401) on every route, and changes nothing', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', paths.lists],
      ['GET', paths.items('BANK')],
      ['POST', paths.items('BANK'), { code: 'CLIENT_BANK', label: 'Client bank' }],
      ['PUT', paths.item('BANK', 'MBB'), { label: 'Hacked' }],
      ['POST', paths.deactivate('BANK', 'MBB')],
      ['POST', paths.reactivate('BANK', 'MBB')],
    ];
    for (const [method, path, body] of routes) {
      const init = { method, body: body === undefined ? undefined : JSON.stringify(body) };
      const asClient = await server.fetch(path, {
        ...init,
        headers: { ...bearer(clientToken), ...(body === undefined ? {} : json) },
      });
      expect(asClient.status, `${method} ${path}`).toBe(403);
      expect(errorBodySchema.parse(await asClient.json()).code).toBe('FORBIDDEN');
      const anonymous = await server.fetch(path, { ...init, headers: body === undefined ? {} : json });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    const banks = await publicCodes(ApiPaths.dropDown.getBankList);
    expect(banks.find((b) => b.code === 'MBB')!.name).toBe('Maybank');
    expect(banks.map((b) => b.code)).not.toContain('CLIENT_BANK');
  });

  it('documents every route in the OpenAPI document as staff-only', async () => {
    type Operation = { tags?: string[]; summary?: string; security?: unknown; responses: Record<string, unknown> };
    const doc = (await (await server.fetch(ApiPaths.openapi)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const expected: [string, string][] = [
      [paths.lists, 'get'],
      ['/api/backoffice/reference-data/{list}/items', 'get'],
      ['/api/backoffice/reference-data/{list}/items', 'post'],
      ['/api/backoffice/reference-data/{list}/items/{code}', 'put'],
      ['/api/backoffice/reference-data/{list}/items/{code}/deactivate', 'post'],
      ['/api/backoffice/reference-data/{list}/items/{code}/reactivate', 'post'],
    ];
    for (const [path, method] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual(['Back office: reference data']);
      expect(operation!.summary).toMatch(/^Staff: /);
      expect(operation!.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    }
  });
});
