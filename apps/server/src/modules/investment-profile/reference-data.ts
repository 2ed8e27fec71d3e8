import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { etfs, modelPortfolioAllocations, modelPortfolios } from '../../db/schema/portfolio';

/**
 * Step 9 reference data: the ETF universe and one model portfolio per risk level. Written at start-up
 * (idempotent upserts: the code is the source of truth, so a changed weight reaches the database on the next
 * start). Rates are decimal strings; weights basis points that add up to exactly 10000 per portfolio.
 * The line-up is illustrative of a Malaysian robo-advisor (Bursa-listed and US-listed ETFs), not advice.
 */
export const ETF_UNIVERSE = [
  {
    ticker: '0800EA',
    name: 'ABF Malaysia Bond Index Fund',
    assetClass: 'FIXED_INCOME',
    currency: 'MYR',
    exchange: 'Bursa Malaysia',
  },
  {
    ticker: '0820EA',
    name: 'FTSE Bursa Malaysia KLCI ETF',
    assetClass: 'EQUITY',
    currency: 'MYR',
    exchange: 'Bursa Malaysia',
  },
  {
    ticker: '0821EA',
    name: 'MyETF Dow Jones Islamic Market Malaysia Titans 25',
    assetClass: 'EQUITY',
    currency: 'MYR',
    exchange: 'Bursa Malaysia',
  },
  {
    ticker: 'VTI',
    name: 'Vanguard Total Stock Market ETF',
    assetClass: 'EQUITY',
    currency: 'USD',
    exchange: 'NYSE Arca',
  },
  {
    ticker: 'VXUS',
    name: 'Vanguard Total International Stock ETF',
    assetClass: 'EQUITY',
    currency: 'USD',
    exchange: 'NASDAQ',
  },
  {
    ticker: 'BND',
    name: 'Vanguard Total Bond Market ETF',
    assetClass: 'FIXED_INCOME',
    currency: 'USD',
    exchange: 'NASDAQ',
  },
  { ticker: 'VNQ', name: 'Vanguard Real Estate ETF', assetClass: 'REIT', currency: 'USD', exchange: 'NYSE Arca' },
  { ticker: 'IAU', name: 'iShares Gold Trust', assetClass: 'GOLD', currency: 'USD', exchange: 'NYSE Arca' },
  {
    ticker: 'SHV',
    name: 'iShares Short Treasury Bond ETF',
    assetClass: 'MONEY_MARKET',
    currency: 'USD',
    exchange: 'NASDAQ',
  },
] as const;

export interface ModelPortfolioSeed {
  riskLevel: number;
  name: string;
  description: string;
  nameMs: string;
  descriptionMs: string;
  expectedReturn: string;
  volatility: string;
  weights: Record<string, number>;
}

export const MODEL_PORTFOLIOS: readonly ModelPortfolioSeed[] = [
  {
    riskLevel: 1,
    name: 'Conservative',
    description: 'Mostly bonds and cash-like funds. Small ups and downs; growth a little above fixed deposits.',
    nameMs: 'Konservatif',
    descriptionMs:
      'Kebanyakannya bon dan dana seperti tunai. Turun naik kecil; pertumbuhan sedikit melebihi simpanan tetap.',
    expectedReturn: '0.0400',
    volatility: '0.0400',
    weights: { '0800EA': 4000, BND: 3000, SHV: 2000, '0820EA': 500, VTI: 500 },
  },
  {
    riskLevel: 2,
    name: 'Moderately conservative',
    description: 'Bonds first, with some shares and gold for growth. Modest ups and downs.',
    nameMs: 'Konservatif sederhana',
    descriptionMs: 'Bon diutamakan, dengan sedikit saham dan emas untuk pertumbuhan. Turun naik sederhana.',
    expectedReturn: '0.0500',
    volatility: '0.0700',
    weights: { '0800EA': 3000, BND: 2500, SHV: 1000, '0820EA': 1000, VTI: 1500, IAU: 1000 },
  },
  {
    riskLevel: 3,
    name: 'Balanced',
    description: 'About half shares, half bonds and gold. Moderate ups and downs for steadier long-term growth.',
    nameMs: 'Seimbang',
    descriptionMs:
      'Kira-kira separuh saham, separuh bon dan emas. Turun naik sederhana untuk pertumbuhan jangka panjang yang lebih stabil.',
    expectedReturn: '0.0600',
    volatility: '0.1000',
    weights: { '0800EA': 2000, BND: 2000, '0820EA': 1500, VTI: 2000, VXUS: 1000, VNQ: 500, IAU: 1000 },
  },
  {
    riskLevel: 4,
    name: 'Growth',
    description: 'Mostly Malaysian and global shares. Larger ups and downs; aims for higher growth over 5+ years.',
    nameMs: 'Pertumbuhan',
    descriptionMs:
      'Kebanyakannya saham Malaysia dan global. Turun naik lebih besar; menyasarkan pertumbuhan lebih tinggi dalam tempoh 5 tahun atau lebih.',
    expectedReturn: '0.0700',
    volatility: '0.1300',
    weights: { '0800EA': 1000, BND: 1000, '0820EA': 2000, VTI: 3000, VXUS: 1500, VNQ: 1000, IAU: 500 },
  },
  {
    riskLevel: 5,
    name: 'Aggressive',
    description: 'All shares and property. The largest ups and downs; for money you will not need for 10+ years.',
    nameMs: 'Agresif',
    descriptionMs:
      'Semuanya saham dan hartanah. Turun naik paling besar; untuk wang yang tidak anda perlukan selama 10 tahun atau lebih.',
    expectedReturn: '0.0800',
    volatility: '0.1600',
    weights: { '0820EA': 2500, '0821EA': 1000, VTI: 3500, VXUS: 2000, VNQ: 1000 },
  },
];

export const BPS_TOTAL = 10_000;

/** Refuses a portfolio whose weights do not add up to 100 % or that names an ETF outside the universe. */
export function assertPortfolioWeights(portfolio: ModelPortfolioSeed): void {
  const tickers = new Set<string>(ETF_UNIVERSE.map((e) => e.ticker));
  const total = Object.values(portfolio.weights).reduce((a, b) => a + b, 0);
  if (total !== BPS_TOTAL) throw new Error(`model portfolio ${portfolio.riskLevel}: weights add up to ${total} bps`);
  for (const [ticker, bps] of Object.entries(portfolio.weights)) {
    if (!tickers.has(ticker)) throw new Error(`model portfolio ${portfolio.riskLevel}: unknown ETF ${ticker}`);
    if (!Number.isInteger(bps) || bps <= 0) throw new Error(`model portfolio ${portfolio.riskLevel}: bad weight`);
  }
}

/** Idempotent; safe from several instances at once (every write is an upsert). */
export async function ensureInvestmentReferenceData(db: Db): Promise<void> {
  MODEL_PORTFOLIOS.forEach(assertPortfolioWeights);
  await db.transaction(async (tx) => {
    for (const etf of ETF_UNIVERSE) {
      await tx
        .insert(etfs)
        .values(etf)
        .onConflictDoUpdate({
          target: etfs.ticker,
          set: { name: etf.name, assetClass: etf.assetClass, currency: etf.currency, exchange: etf.exchange },
        });
    }
    for (const p of MODEL_PORTFOLIOS) {
      const row = {
        riskLevel: p.riskLevel,
        name: p.name,
        description: p.description,
        nameMs: p.nameMs,
        descriptionMs: p.descriptionMs,
        expectedReturn: p.expectedReturn,
        volatility: p.volatility,
      };
      await tx.insert(modelPortfolios).values(row).onConflictDoUpdate({ target: modelPortfolios.riskLevel, set: row });
      const tickers = Object.keys(p.weights);
      await tx
        .delete(modelPortfolioAllocations)
        .where(
          and(
            eq(modelPortfolioAllocations.riskLevel, p.riskLevel),
            notInArray(modelPortfolioAllocations.ticker, tickers),
          ),
        );
      for (const [ticker, weightBps] of Object.entries(p.weights)) {
        await tx
          .insert(modelPortfolioAllocations)
          .values({ riskLevel: p.riskLevel, ticker, weightBps })
          .onConflictDoUpdate({
            target: [modelPortfolioAllocations.riskLevel, modelPortfolioAllocations.ticker],
            set: { weightBps },
          });
      }
    }
  });
}
