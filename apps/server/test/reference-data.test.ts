import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  countryListResponseSchema,
  dropdownListResponseSchema,
  restrictedCountryListResponseSchema,
  systemParameterResponseSchema,
} from '@harta/contracts/schemas/reference-data';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referenceValues } from '../src/db/schema/reference-data';
import { seedReferenceData } from '../src/seed/reference-data-seed';
import { testDatabases } from './databases';
import { serverSuite } from './helpers/start-server';

/** Dropdowns, system parameters, ethnicity and restricted countries: public, cached, from the database. */
describe.each(testDatabases())('reference data on $name', (kind) => {
  const suite = serverSuite(kind.open, { seed: false });

  async function list(path: string) {
    const response = await suite.server.fetch(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    return dropdownListResponseSchema.parse(await response.json()).result;
  }

  it.each([
    [ApiPaths.dropDown.getBusinessTypeList, 'ICT'],
    [ApiPaths.dropDown.getOccupationList, 'PROFESSIONAL'],
    [ApiPaths.dropDown.getNetWorthList, 'NW_LT_100K'],
    [ApiPaths.dropDown.getBankList, 'MBB'],
    [ApiPaths.systemDefaultEthnicity, 'MALAY'],
    [ApiPaths.dropDown.getValueByType('title'), 'MR'],
    [ApiPaths.dropDown.getValueByType('STATE'), 'KUL'],
    [ApiPaths.dropDown.getValueByType('ANNUAL_INCOME'), 'INC_LT_24K'],
  ])('GET %s lists active entries in order, without login', async (path, code) => {
    const items = await list(path);
    expect(items.length).toBeGreaterThan(2);
    expect(items.map((i) => i.code)).toContain(code);
  });

  it('names the lists in Malay for a Malay reader, and keeps a name staff changed as they wrote it', async () => {
    const malay = async (path: string) => {
      const response = await suite.server.fetch(path, { headers: { 'accept-language': 'ms' } });
      expect(response.headers.get('vary')).toMatch(/accept-language/i);
      return dropdownListResponseSchema.parse(await response.json()).result;
    };
    const name = (items: { code: string; name: string }[], code: string) => items.find((i) => i.code === code)?.name;
    expect(name(await malay(ApiPaths.systemDefaultEthnicity), 'CHINESE')).toBe('Cina');
    expect(name(await malay(ApiPaths.dropDown.getOccupationList), 'CIVIL_SERVANT')).toBe('Penjawat awam');
    expect(name(await malay(ApiPaths.dropDown.getValueByType('TITLE')), 'MR')).toBe('Encik');
    expect(name(await list(ApiPaths.dropDown.getOccupationList), 'CIVIL_SERVANT')).toBe('Civil servant');
    const countries = countryListResponseSchema.parse(
      await (
        await suite.server.fetch(ApiPaths.dropDown.getCountryList, { headers: { 'accept-language': 'ms' } })
      ).json(),
    ).result;
    expect(countries.find((c) => c.code === 'DE')?.name).toBe(
      new Intl.DisplayNames(['ms'], { type: 'region' }).of('DE'),
    );

    await suite.database.db
      .update(referenceValues)
      .set({ name: 'Government servant' })
      .where(and(eq(referenceValues.type, 'OCCUPATION'), eq(referenceValues.code, 'CIVIL_SERVANT')));
    expect(name(await malay(ApiPaths.dropDown.getOccupationList), 'CIVIL_SERVANT')).toBe('Government servant');
    await suite.database.db
      .update(referenceValues)
      .set({ name: 'Civil servant' })
      .where(and(eq(referenceValues.type, 'OCCUPATION'), eq(referenceValues.code, 'CIVIL_SERVANT')));
  });

  it('answers an empty list for an unknown type', async () => {
    expect(await list(ApiPaths.dropDown.getValueByType('NOPE'))).toEqual([]);
  });

  it('lists countries with Malaysia first; the no-US list has no US', async () => {
    const all = countryListResponseSchema.parse(
      await (await suite.server.fetch(ApiPaths.dropDown.getCountryList)).json(),
    ).result;
    expect(all.length).toBeGreaterThan(240);
    expect(all[0]).toEqual({ code: 'MY', name: 'Malaysia', dialCode: '+60' });
    expect(all.map((c) => c.code)).toContain('US');
    const noUs = countryListResponseSchema.parse(
      await (await suite.server.fetch(ApiPaths.dropDown.getCountryListNoUs)).json(),
    ).result;
    expect(noUs.map((c) => c.code)).not.toContain('US');
    expect(noUs).toHaveLength(all.length - 1);
  });

  it('lists restricted countries with their names', async () => {
    const response = await suite.server.fetch(ApiPaths.restrictedCountryGet);
    const { result } = restrictedCountryListResponseSchema.parse(await response.json());
    expect(result.map((r) => r.code)).toEqual(['IR', 'KP', 'MM']);
    expect(result.find((r) => r.code === 'KP')!.name).toBe('North Korea');
  });

  it('answers one system parameter, and 404 for an unknown one', async () => {
    const response = await suite.server.fetch(ApiPaths.systemParameter('otp', 'MAX_ATTEMPTS'));
    expect(systemParameterResponseSchema.parse(await response.json()).result).toEqual({
      category: 'OTP',
      key: 'MAX_ATTEMPTS',
      value: '5',
    });
    const missing = await suite.server.fetch(ApiPaths.systemParameter('OTP', 'NOPE'));
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(await missing.json()).code).toBe('NOT_FOUND');
  });

  it('seeding again keeps staff edits and hides inactive entries', async () => {
    await suite.database.db
      .update(referenceValues)
      .set({ name: 'Maybank (edited)' })
      .where(and(eq(referenceValues.type, 'BANK'), eq(referenceValues.code, 'MBB')));
    await suite.database.db
      .update(referenceValues)
      .set({ active: false })
      .where(and(eq(referenceValues.type, 'BANK'), eq(referenceValues.code, 'CITI')));
    await seedReferenceData(suite.database.db);
    const banks = await list(ApiPaths.dropDown.getBankList);
    expect(banks.find((b) => b.code === 'MBB')!.name).toBe('Maybank (edited)');
    expect(banks.map((b) => b.code)).not.toContain('CITI');
  });
});
