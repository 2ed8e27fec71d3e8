import { ApiPaths, SwitchApiPaths } from '@harta/contracts/paths';
import { portfolioListResponseSchema } from '@harta/contracts/schemas/portfolios';
import { switchOptionsResponseSchema } from '@harta/contracts/schemas/portfolio-switch';
import { riskListResponseSchema } from '@harta/contracts/schemas/registration-investment';
import { dashboardSummaryResponseSchema } from '@harta/contracts/schemas/returns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients';
import { modelPortfolios } from '../src/db/schema/portfolio';
import { portfolios } from '../src/db/schema/portfolios';
import { DEFAULT_FOOTER } from '../src/modules/statements/statement-footer';
import { gatherStatement } from '../src/modules/statements/statement-gather';
import { monthPeriod } from '../src/modules/statements/statement-period';
import { renderStatementPdf } from '../src/modules/statements/statement-pdf';
import { testDatabases, type TestDatabase } from './databases';
import { pdfText } from './helpers/pdf-text';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * The model portfolios' names in the reader's language (docs/languages.md "Reference texts from the server"): the
 * API answers in the Accept-Language of the call, a statement in the client's stored language, and a portfolio
 * staff renamed without a Malay name shows its English name in both.
 */
describe.each(testDatabases())('model portfolio names by language on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let client: { clientId: number; token: string };

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    const c = await createTestClient(database.db, { email: 'bahasa@example.com', status: 'ACTIVE', currentStep: 10 });
    await fillRegistration(database.db, c);
    await database.db.insert(portfolios).values({
      clientId: c.clientId,
      goalName: 'Rumah',
      riskLevel: 3,
      createdAt: new Date('2026-10-14T10:00:00+08:00'),
    });
    client = {
      clientId: c.clientId,
      token: (await server.login('bahasa@example.com', TEST_CLIENT_PASSWORD)).access_token,
    };
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const read = async (path: string, language?: string) => {
    const response = await server.fetch(path, {
      headers: { ...bearer(client.token), ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.status).toBe(200);
    return response.json();
  };
  const riskNames = async (language?: string) =>
    riskListResponseSchema.parse(await read(ApiPaths.dropDown.getRiskList, language)).result;
  const listedName = async (language?: string) =>
    portfolioListResponseSchema.parse(await read(ApiPaths.portfolios.list, language)).result.portfolios[0]!
      .riskLevelName;
  const dashboardName = async (language?: string) =>
    dashboardSummaryResponseSchema.parse(await read(ApiPaths.dashboard.getDashBoardSummary, language)).result
      .portfolios[0]!.riskLevelName;
  const switchNames = async (language?: string) =>
    switchOptionsResponseSchema
      .parse(await read(`${SwitchApiPaths.options}?clientId=${client.clientId}`, language))
      .result.levels.map((l) => l.name);
  const statementText = async () => {
    const document = await gatherStatement(
      database.db,
      client.clientId,
      monthPeriod(2026, 10),
      DEFAULT_FOOTER,
      '2026-11-01',
    );
    return pdfText(await renderStatementPdf(document!));
  };

  it('answers the Malay names and descriptions to a Malay reader and the English ones otherwise', async () => {
    const english = await riskNames();
    expect(english.map((l) => l.name)).toEqual([
      'Conservative',
      'Moderately conservative',
      'Balanced',
      'Growth',
      'Aggressive',
    ]);
    expect(await riskNames('en-GB,en;q=0.9')).toEqual(english);
    const malay = await riskNames('ms');
    expect(malay.map((l) => l.name)).toEqual([
      'Konservatif',
      'Konservatif sederhana',
      'Seimbang',
      'Pertumbuhan',
      'Agresif',
    ]);
    expect(malay[0]!.description).toMatch(/^Kebanyakannya bon/);
    expect(malay.map((l) => l.expectedReturn)).toEqual(english.map((l) => l.expectedReturn));
    expect((await riskNames('ms-MY')).map((l) => l.name)).toEqual(malay.map((l) => l.name));

    expect(await listedName()).toBe('Balanced');
    expect(await listedName('ms')).toBe('Seimbang');
    expect(await dashboardName()).toBe('Balanced');
    expect(await dashboardName('ms')).toBe('Seimbang');
    expect(await switchNames()).toContain('Growth');
    expect(await switchNames('ms')).toEqual([
      'Konservatif',
      'Konservatif sederhana',
      'Seimbang',
      'Pertumbuhan',
      'Agresif',
    ]);
  });

  it("names the model in a statement in the client's stored language", async () => {
    expect(await statementText()).toContain('Rumah (Balanced)');
    await database.db.update(clients).set({ language: 'ms' }).where(eq(clients.clientId, client.clientId));
    expect(await statementText()).toContain('Rumah (Seimbang)');
  });

  it('shows a name staff gave without a Malay one in English to a Malay reader', async () => {
    await database.db
      .update(modelPortfolios)
      .set({ name: 'Balanced Plus', nameMs: null })
      .where(eq(modelPortfolios.riskLevel, 3));
    expect(await listedName('ms')).toBe('Balanced Plus');
    await database.db.update(modelPortfolios).set({ nameMs: '' }).where(eq(modelPortfolios.riskLevel, 3));
    expect(await dashboardName('ms')).toBe('Balanced Plus');
    expect((await riskNames('ms'))[2]!.description).toMatch(/^Kira-kira separuh saham/);
  });
});
