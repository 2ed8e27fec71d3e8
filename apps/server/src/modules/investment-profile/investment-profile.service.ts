import type { Language } from '@harta/contracts/languages';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { messagesMs } from '@harta/contracts/messages-ms';
import { RISK_LEVEL_MAX, scoreRiskProfile, type RiskAnswers } from '@harta/contracts/risk-profile';
import type {
  Allocation,
  EtfRecommendation,
  InvestmentProfile,
  RiskLevelItem,
  SaveInvestmentProfileRequest,
} from '@harta/contracts/schemas/registration-investment';
import type { Db } from '../../db/connection';
import { NotFoundError, ValidationError } from '../../plugins/errors/app-error';
import {
  findInvestmentProfile,
  findModelPortfolio,
  knowledgeRiskCap,
  listModelPortfolios,
  upsertInvestmentProfile,
  type InvestmentProfileRow,
} from './investment-profile.repository';

/** "0.0650" → "6.5%" (decimal strings in, no float arithmetic on stored values beyond display). */
function percentText(decimal: string): string {
  const basisPoints = Math.round(Number(decimal) * 10_000);
  return `${(basisPoints / 100).toFixed(basisPoints % 100 === 0 ? 0 : 1)}%`;
}

const bpsToPercent = (bps: number) => `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

export function riskList(db: Db, language: Language, shariah = false): Promise<RiskLevelItem[]> {
  return listModelPortfolios(db, language, shariah);
}

/** The explanation's wording in each language (the client's, as the request carries it). */
const EXPLANATION: Record<
  Language,
  {
    assetWords: Record<string, string>;
    holds: (level: number, name: string, parts: string, funds: number) => string;
    growth: (expected: string, volatility: string) => string;
    foreign: (percent: string) => string;
    allRinggit: string;
    messages: Record<'risk.capReason.SHORT_HORIZON' | 'risk.capReason.KNOWLEDGE', string>;
  }
> = {
  en: {
    assetWords: {
      EQUITY: 'shares',
      FIXED_INCOME: 'bonds',
      SUKUK: 'sukuk',
      REIT: 'property (REITs)',
      GOLD: 'gold',
      MONEY_MARKET: 'cash-like funds',
    },
    holds: (level, name, parts, funds) =>
      `Risk level ${level} (${name}) holds ${parts}, through ${funds} exchange-traded funds.`,
    growth: (expected, volatility) =>
      `In a typical year it is expected to grow about ${expected}, but it can move up or down by ` +
      `about ${volatility} in a year, and you may get back less than you invest.`,
    foreign: (percent) => `${percent}% is in US-dollar funds, so exchange rates also move its value in ringgit.`,
    allRinggit: 'All of it is in ringgit funds.',
    messages: messagesEn,
  },
  ms: {
    assetWords: {
      EQUITY: 'saham',
      FIXED_INCOME: 'bon',
      SUKUK: 'sukuk',
      REIT: 'hartanah (REIT)',
      GOLD: 'emas',
      MONEY_MARKET: 'dana seperti tunai',
    },
    holds: (level, name, parts, funds) =>
      `Tahap risiko ${level} (${name}) memegang ${parts}, melalui ${funds} dana dagangan bursa.`,
    growth: (expected, volatility) =>
      `Dalam tahun biasa ia dijangka berkembang kira-kira ${expected}, tetapi nilainya boleh naik atau turun ` +
      `kira-kira ${volatility} dalam setahun, dan anda mungkin mendapat kembali kurang daripada yang anda laburkan.`,
    foreign: (percent) =>
      `${percent}% berada dalam dana dolar AS, jadi kadar pertukaran turut menggerakkan nilainya dalam ringgit.`,
    allRinggit: 'Semuanya berada dalam dana ringgit.',
    messages: messagesMs,
  },
};

/** A plain-words explanation: what the portfolio holds, what to expect, and why it is capped (if it is). */
function explain(
  words: (typeof EXPLANATION)[Language],
  level: number,
  name: string,
  expectedReturn: string,
  volatility: string,
  allocations: Allocation[],
  capNote: string | null,
): string {
  const byClass = new Map<string, number>();
  let foreignBps = 0;
  for (const a of allocations) {
    byClass.set(a.assetClass, (byClass.get(a.assetClass) ?? 0) + a.weightBps);
    if (a.currency !== 'MYR') foreignBps += a.weightBps;
  }
  const parts = [...byClass.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([cls, bps]) => `${bpsToPercent(bps).replace(/\.00$/, '')}% ${words.assetWords[cls] ?? cls.toLowerCase()}`);
  const sentences = [
    words.holds(level, name, parts.join(', '), allocations.length),
    words.growth(percentText(expectedReturn), percentText(volatility)),
    foreignBps > 0 ? words.foreign(bpsToPercent(foreignBps).replace(/\.00$/, '')) : words.allRinggit,
  ];
  if (capNote) sentences.push(capNote);
  return sentences.join(' ');
}

/**
 * The model portfolio of `requestedLevel`, capped at the caller's maximum: the knowledge cap of step 8 and,
 * when a questionnaire is saved, its capped level.
 */
export async function recommendation(
  db: Db,
  clientId: number,
  requestedLevel: number,
  language: Language,
  shariah = false,
): Promise<EtfRecommendation> {
  const [cap, profile] = await Promise.all([knowledgeRiskCap(db, clientId), findInvestmentProfile(db, clientId)]);
  const maxRiskLevel = Math.min(cap, profile?.maxRiskLevel ?? RISK_LEVEL_MAX);
  const riskLevel = Math.min(requestedLevel, maxRiskLevel);
  const found = await findModelPortfolio(db, riskLevel, language, shariah);
  if (!found) throw new NotFoundError();
  const allocations: Allocation[] = found.allocations.map((a) => ({
    ...a,
    assetClass: a.assetClass as Allocation['assetClass'],
    weightPercent: bpsToPercent(a.weightBps),
  }));
  const capped = riskLevel < requestedLevel;
  const capNote = !capped
    ? null
    : profile?.capReason === 'SHORT_HORIZON' && profile.maxRiskLevel === maxRiskLevel
      ? EXPLANATION[language].messages['risk.capReason.SHORT_HORIZON']
      : EXPLANATION[language].messages['risk.capReason.KNOWLEDGE'].replace('{{max}}', String(maxRiskLevel));
  return {
    requestedRiskLevel: requestedLevel,
    riskLevel,
    capped,
    maxRiskLevel,
    shariah,
    name: found.portfolio.name,
    description: found.portfolio.description,
    expectedReturn: found.portfolio.expectedReturn,
    volatility: found.portfolio.volatility,
    allocations,
    explanation: explain(
      EXPLANATION[language],
      riskLevel,
      found.portfolio.name,
      found.portfolio.expectedReturn,
      found.portfolio.volatility,
      allocations,
      capNote,
    ),
  };
}

export async function toInvestmentProfile(
  db: Db,
  row: InvestmentProfileRow,
  language: Language,
): Promise<InvestmentProfile> {
  const portfolio = await findModelPortfolio(db, row.riskLevel, language, row.shariah);
  return {
    clientId: row.clientId,
    answers: row.answers as RiskAnswers,
    score: row.score,
    scoredRiskLevel: row.scoredRiskLevel,
    maxRiskLevel: row.maxRiskLevel,
    capReason: row.capReason as InvestmentProfile['capReason'],
    riskLevel: row.riskLevel,
    shariah: row.shariah,
    riskLevelName: portfolio?.portfolio.name ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getProfile(db: Db, clientId: number, language: Language): Promise<InvestmentProfile | null> {
  const row = await findInvestmentProfile(db, clientId);
  return row ? toInvestmentProfile(db, row, language) : null;
}

/**
 * Scores the answers (contracts risk-profile), caps the level (short horizon, knowledge) and stores the
 * profile. The client may pick a lower level than the score gives, never a higher one (400).
 * Inside a transaction pass the transaction (PGlite has one connection: a query outside it would wait forever).
 */
export async function saveProfile(
  db: Db,
  clientId: number,
  request: SaveInvestmentProfileRequest,
): Promise<InvestmentProfileRow> {
  const [cap, saved] = await Promise.all([knowledgeRiskCap(db, clientId), findInvestmentProfile(db, clientId)]);
  const scored = scoreRiskProfile(request.answers, cap);
  const chosen = request.riskLevel ?? scored.riskLevel;
  if (chosen > scored.riskLevel) {
    const message = formatMessage('investment.riskLevelTooHigh', { max: scored.riskLevel });
    throw new ValidationError([{ path: 'riskLevel', message }], message);
  }
  return upsertInvestmentProfile(db, {
    clientId,
    answers: request.answers,
    score: scored.score,
    scoredRiskLevel: scored.scoredRiskLevel,
    maxRiskLevel: scored.riskLevel,
    capReason: scored.capReason,
    riskLevel: chosen,
    // Left out (an older app), the earlier answer stands.
    shariah: request.shariah ?? saved?.shariah ?? false,
  });
}
