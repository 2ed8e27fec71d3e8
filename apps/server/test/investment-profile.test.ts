import { messagesEn } from '@harta/contracts/messages';
import { errorBodySchema, profileUpdateResultSchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import type { RiskAnswers } from '@harta/contracts/risk-profile';
import {
  etfRecommendationResponseSchema,
  investmentProfileResponseSchema,
  riskListResponseSchema,
  saveInvestmentProfileResponseSchema,
} from '@harta/contracts/schemas/registration-investment';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { modelPortfolioAllocations, modelPortfolios } from '../src/db/schema/portfolio';
import { clientKnowledgeAnswers } from '../src/db/schema/registration';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import { testDatabases } from './databases';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, serverSuite } from './helpers/start-server';

/** Step 9: reference data, recommendation (capped), questionnaire save/update, and the active-client update. */

const bold: RiskAnswers = {
  horizon: 'GT_10Y',
  goal: 'MAX_GROWTH',
  reaction: 'BUY_MORE',
  savingsShare: 'LT_10',
  incomeStability: 'VERY_STABLE',
};

describe.each(testDatabases())('investment profile on $name', (kind) => {
  const suite = serverSuite(kind.open);
  let seq = 0;

  async function newClient(options: { currentStep?: number; status?: string; knowledgeCap?: number } = {}) {
    seq += 1;
    const email = `invest${seq}@example.com`;
    const c = await createTestClient(suite.database.db, {
      email,
      currentStep: options.currentStep ?? 9,
      status: options.status,
    });
    if (options.knowledgeCap) {
      await suite.database.db.insert(clientKnowledgeAnswers).values({
        clientId: c.clientId,
        hasFinanceEducation: false,
        investmentExperience: 'NONE',
        understandsRisk: true,
        understandsCurrencyRisk: false,
        riskCap: options.knowledgeCap,
        createdBy: email,
        modifiedBy: email,
      });
    }
    return { ...c, token: (await suite.server.login(email, TEST_CLIENT_PASSWORD)).access_token };
  }

  const post = (url: string, token: string, body: unknown = {}) =>
    suite.server.fetch(url, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('seeds two model portfolios per level (conventional, Shariah) whose weights add up to exactly 100 %, idempotently', async () => {
    await ensureInvestmentReferenceData(suite.database.db); // a second run (the server ran the first) changes nothing
    const sums = await suite.database.db
      .select({
        level: modelPortfolioAllocations.riskLevel,
        shariah: modelPortfolioAllocations.shariah,
        total: sql<number>`sum(${modelPortfolioAllocations.weightBps})::int`,
      })
      .from(modelPortfolioAllocations)
      .groupBy(modelPortfolioAllocations.riskLevel, modelPortfolioAllocations.shariah)
      .orderBy(modelPortfolioAllocations.shariah, modelPortfolioAllocations.riskLevel);
    expect(sums).toEqual(
      [false, true].flatMap((shariah) => [1, 2, 3, 4, 5].map((level) => ({ level, shariah, total: 10_000 }))),
    );
    const [p3] = await suite.database.db
      .select()
      .from(modelPortfolios)
      .where(and(eq(modelPortfolios.riskLevel, 3), eq(modelPortfolios.shariah, false)));
    expect(p3!.expectedReturn).toBe('0.0600'); // numeric, not a float
  });

  it('lists the risk levels (public dropdown)', async () => {
    const response = await suite.server.fetch(ApiPaths.dropDown.getRiskList);
    expect(response.status).toBe(200);
    const { result } = riskListResponseSchema.parse(await response.json());
    expect(result.map((r) => r.riskLevel)).toEqual([1, 2, 3, 4, 5]);
    expect(result[0]).toMatchObject({ name: 'Conservative', expectedReturn: '0.0400' });
  });

  it('recommends the model portfolio of a level with weights summing to 100 % and a plain explanation', async () => {
    const c = await newClient();
    const response = await post(ApiPaths.registration.getETFRecommendation(4), c.token);
    expect(response.status).toBe(200);
    const { result } = etfRecommendationResponseSchema.parse(await response.json());
    expect(result).toMatchObject({
      requestedRiskLevel: 4,
      riskLevel: 4,
      capped: false,
      maxRiskLevel: 5,
      name: 'Growth',
    });
    expect(result.allocations.reduce((sum, a) => sum + a.weightBps, 0)).toBe(10_000);
    expect(
      result.allocations.some((a) => a.currency === 'USD') && result.allocations.some((a) => a.currency === 'MYR'),
    ).toBe(true);
    expect(result.allocations[0]!.weightPercent).toMatch(/^\d+\.\d\d$/);
    expect(result.explanation).toMatch(/Risk level 4 \(Growth\)/);
    expect(result.explanation).toMatch(/US-dollar/);
    expect((await post(ApiPaths.registration.getETFRecommendation(6), c.token)).status).toBe(400);
    expect(
      (await post(ApiPaths.registration.getETFRecommendation(1), c.token, { clientId: c.clientId + 1000 })).status,
    ).toBe(403);
  });

  it('caps the recommendation at the knowledge cap of step 8', async () => {
    const c = await newClient({ knowledgeCap: 2 });
    const { result } = etfRecommendationResponseSchema.parse(
      await (await post(ApiPaths.registration.getETFRecommendation(5), c.token)).json(),
    );
    expect(result).toMatchObject({ requestedRiskLevel: 5, riskLevel: 2, capped: true, maxRiskLevel: 2 });
    expect(result.explanation).toMatch(/limit your portfolio to risk level 2/);
  });

  it('explains the recommendation in Malay to a Malay reader (Accept-Language), the cap included', async () => {
    const c = await newClient({ knowledgeCap: 2 });
    const response = await suite.server.fetch(ApiPaths.registration.getETFRecommendation(5), {
      method: 'POST',
      headers: { ...bearer(c.token), 'accept-language': 'ms-MY', 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: c.clientId }),
    });
    const { result } = etfRecommendationResponseSchema.parse(await response.json());
    expect(result.explanation).toMatch(/^Tahap risiko 2 \(Konservatif sederhana\) memegang \d+% /);
    expect(result.explanation).toContain('kami mengehadkan portfolio anda kepada tahap risiko 2');
    expect(result.explanation).not.toMatch(/Risk level|exchange-traded/);
  });

  it('saves the questionnaire, scores and caps it, and moves the client to step 10', async () => {
    const c = await newClient();
    expect(
      investmentProfileResponseSchema.parse(
        await (
          await suite.server.fetch(ApiPaths.registration.getInvestmentProfileByClientId, { headers: bearer(c.token) })
        ).json(),
      ).result,
    ).toBeNull();

    const saved = await post(ApiPaths.registration.saveInvestmentProfile, c.token, {
      answers: { ...bold, horizon: 'LT_1Y' },
    });
    expect(saved.status).toBe(200);
    expect(saveInvestmentProfileResponseSchema.parse(await saved.json()).result).toMatchObject({
      score: 16,
      scoredRiskLevel: 4,
      maxRiskLevel: 2,
      capReason: 'SHORT_HORIZON',
      riskLevel: 2,
      riskLevelName: 'Moderately conservative',
      currentStep: 10,
    });
    // Now the recommendation is capped by the saved questionnaire too.
    const rec = etfRecommendationResponseSchema.parse(
      await (await post(ApiPaths.registration.getETFRecommendation(5), c.token)).json(),
    ).result;
    expect(rec).toMatchObject({ riskLevel: 2, capped: true });
    expect(rec.explanation).toMatch(/within a year/);

    // A level above the allowed one is refused; a lower one is fine (update keeps the step).
    const tooHigh = await post(ApiPaths.registration.updateInvestmentProfile, c.token, {
      answers: { ...bold, horizon: 'LT_1Y' },
      riskLevel: 3,
    });
    expect(tooHigh.status).toBe(400);
    expect(errorBodySchema.parse(await tooHigh.json()).result).toBe('You can choose at most risk level 2.');
    const lower = await post(ApiPaths.registration.updateInvestmentProfile, c.token, { answers: bold, riskLevel: 3 });
    expect(saveInvestmentProfileResponseSchema.parse(await lower.json()).result).toMatchObject({
      riskLevel: 3,
      maxRiskLevel: 5,
      currentStep: 10,
    });
    const get = investmentProfileResponseSchema.parse(
      await (
        await suite.server.fetch(ApiPaths.registration.getInvestmentProfileByClientId, { headers: bearer(c.token) })
      ).json(),
    ).result;
    expect(get).toMatchObject({ riskLevel: 3, answers: bold });
  });

  it('refuses bad answers (400), a step not reached and a submitted application (409)', async () => {
    const c = await newClient({ currentStep: 8 });
    expect(
      (await post(ApiPaths.registration.saveInvestmentProfile, c.token, { answers: { ...bold, goal: 'LOTTERY' } }))
        .status,
    ).toBe(400);
    const early = await post(ApiPaths.registration.saveInvestmentProfile, c.token, { answers: bold });
    expect(early.status).toBe(409);
    const pending = await newClient({ status: 'PENDING', currentStep: 10 });
    const frozen = await post(ApiPaths.registration.saveInvestmentProfile, pending.token, { answers: bold });
    expect(errorBodySchema.parse(await frozen.json()).code).toBe('NOT_DRAFT');
  });

  it('lets an active client update the profile from the profile page ({ status, errorMessage })', async () => {
    const active = await newClient({ status: 'ACTIVE', currentStep: 10 });
    const ok = await post(ApiPaths.clientProfile.updateInvestmentProfile, active.token, {
      answers: bold,
      riskLevel: 4,
    });
    expect(profileUpdateResultSchema.parse(await ok.json())).toEqual({ status: true, errorMessage: null });
    const refused = await post(ApiPaths.clientProfile.updateInvestmentProfile, active.token, {
      answers: { ...bold, horizon: 'LT_1Y' },
      riskLevel: 4,
    });
    expect(profileUpdateResultSchema.parse(await refused.json())).toEqual({
      status: false,
      errorMessage: 'You can choose at most risk level 2.',
    });
    const draft = await newClient();
    const notYet = await post(ApiPaths.clientProfile.updateInvestmentProfile, draft.token, { answers: bold });
    expect(profileUpdateResultSchema.parse(await notYet.json())).toEqual({
      status: false,
      errorMessage: messagesEn['profile.notActive'],
    });
  });
});
