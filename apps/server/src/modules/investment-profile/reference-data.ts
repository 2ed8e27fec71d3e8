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
  // The Shariah universe (docs/shariah.md "The universe"): certified funds only, each with its screening standard
  // and certifying body. 0821EA above is one of them (SHARIAH_FACTS).
  {
    ticker: '0824EA',
    name: 'MyETF MSCI Malaysia Islamic Dividend',
    assetClass: 'EQUITY',
    currency: 'MYR',
    exchange: 'Bursa Malaysia',
  },
  {
    ticker: '0829EA',
    name: 'Malaysia Government Sukuk ETF',
    assetClass: 'SUKUK',
    currency: 'MYR',
    exchange: 'Bursa Malaysia',
  },
  {
    ticker: '0830EA',
    name: 'Malaysia Short-Term Sukuk ETF (Islamic cash)',
    assetClass: 'SUKUK',
    currency: 'MYR',
    exchange: 'Bursa Malaysia',
  },
  {
    ticker: '0828EA',
    name: 'TradePlus Shariah Gold Tracker',
    assetClass: 'GOLD',
    currency: 'MYR',
    exchange: 'Bursa Malaysia',
  },
  {
    ticker: 'SPUS',
    name: 'SP Funds S&P 500 Sharia Industry Exclusions ETF',
    assetClass: 'EQUITY',
    currency: 'USD',
    exchange: 'NYSE Arca',
  },
  { ticker: 'HLAL', name: 'Wahed FTSE USA Shariah ETF', assetClass: 'EQUITY', currency: 'USD', exchange: 'NASDAQ' },
  {
    ticker: 'UMMA',
    name: 'Wahed Dow Jones Islamic World ETF',
    assetClass: 'EQUITY',
    currency: 'USD',
    exchange: 'NASDAQ',
  },
  {
    ticker: 'SPSK',
    name: 'SP Funds Dow Jones Global Sukuk ETF',
    assetClass: 'SUKUK',
    currency: 'USD',
    exchange: 'NYSE Arca',
  },
  {
    ticker: 'SPRE',
    name: 'SP Funds S&P Global REIT Sharia ETF',
    assetClass: 'REIT',
    currency: 'USD',
    exchange: 'NYSE Arca',
  },
] as const;

export type UniverseTicker = (typeof ETF_UNIVERSE)[number]['ticker'];

/** What the etfs table holds beyond the listing: the issuer and the texts, en + ms, of every fund. */
export interface FundTexts {
  issuer: string;
  nameMs: string;
  description: string;
  descriptionMs: string;
}

/** A certified fund's Shariah facts (docs/shariah.md names them per fund). */
export interface ShariahFacts {
  screeningStandard: string;
  certifyingBody: string;
}

const SC_SAC = 'Shariah Advisory Council of the Securities Commission Malaysia';

export const FUND_TEXTS: Record<UniverseTicker, FundTexts> = {
  '0800EA': {
    issuer: 'AmFunds Management',
    nameMs: 'Dana Indeks Bon ABF Malaysia',
    description: 'Malaysian government and quasi-government bonds.',
    descriptionMs: 'Bon kerajaan dan separa kerajaan Malaysia.',
  },
  '0820EA': {
    issuer: 'AmFunds Management',
    nameMs: 'ETF FTSE Bursa Malaysia KLCI',
    description: 'The 30 largest companies listed on Bursa Malaysia.',
    descriptionMs: '30 syarikat terbesar yang tersenarai di Bursa Malaysia.',
  },
  '0821EA': {
    issuer: 'i-VCAP Management',
    nameMs: 'MyETF Dow Jones Islamic Market Malaysia Titans 25',
    description: 'The 25 largest Shariah-compliant companies listed on Bursa Malaysia.',
    descriptionMs: '25 syarikat patuh Syariah terbesar yang tersenarai di Bursa Malaysia.',
  },
  VTI: {
    issuer: 'Vanguard',
    nameMs: 'ETF Pasaran Saham Keseluruhan Vanguard',
    description: 'The whole US stock market, large and small companies.',
    descriptionMs: 'Seluruh pasaran saham AS, syarikat besar dan kecil.',
  },
  VXUS: {
    issuer: 'Vanguard',
    nameMs: 'ETF Saham Antarabangsa Keseluruhan Vanguard',
    description: 'Shares of companies outside the United States, developed and emerging markets.',
    descriptionMs: 'Saham syarikat di luar Amerika Syarikat, pasaran maju dan pasaran baru muncul.',
  },
  BND: {
    issuer: 'Vanguard',
    nameMs: 'ETF Pasaran Bon Keseluruhan Vanguard',
    description: 'US government and investment-grade corporate bonds.',
    descriptionMs: 'Bon kerajaan AS dan bon korporat gred pelaburan.',
  },
  VNQ: {
    issuer: 'Vanguard',
    nameMs: 'ETF Hartanah Vanguard',
    description: 'US real estate investment trusts (REITs).',
    descriptionMs: 'Amanah pelaburan hartanah (REIT) AS.',
  },
  IAU: {
    issuer: 'BlackRock (iShares)',
    nameMs: 'Amanah Emas iShares',
    description: 'Physical gold held in vaults.',
    descriptionMs: 'Emas fizikal yang disimpan dalam bilik kebal.',
  },
  SHV: {
    issuer: 'BlackRock (iShares)',
    nameMs: 'ETF Bon Perbendaharaan Jangka Pendek iShares',
    description: 'US Treasury bills maturing within a year: cash-like.',
    descriptionMs: 'Bil Perbendaharaan AS yang matang dalam setahun: seperti tunai.',
  },
  '0824EA': {
    issuer: 'i-VCAP Management',
    nameMs: 'MyETF MSCI Malaysia Islamic Dividend',
    description: 'Shariah-compliant Malaysian companies that pay steady dividends.',
    descriptionMs: 'Syarikat Malaysia patuh Syariah yang membayar dividen secara tetap.',
  },
  '0829EA': {
    issuer: 'i-VCAP Management',
    nameMs: 'ETF Sukuk Kerajaan Malaysia',
    description: 'Sukuk issued by the Government of Malaysia (illustrative listing of the demo).',
    descriptionMs: 'Sukuk terbitan Kerajaan Malaysia (senarai ilustrasi demo).',
  },
  '0830EA': {
    issuer: 'i-VCAP Management',
    nameMs: 'ETF Sukuk Jangka Pendek Malaysia (tunai Islam)',
    description:
      'Sukuk maturing within a year and Islamic deposits: the cash-like holding of the Shariah portfolios, ' +
      'in place of a money-market fund (illustrative listing of the demo).',
    descriptionMs:
      'Sukuk yang matang dalam setahun dan deposit Islam: pegangan seperti tunai portfolio Syariah, sebagai ganti ' +
      'dana pasaran wang (senarai ilustrasi demo).',
  },
  '0828EA': {
    issuer: 'Affin Hwang Asset Management',
    nameMs: 'TradePlus Shariah Gold Tracker',
    description: 'Physical gold, priced in ringgit.',
    descriptionMs: 'Emas fizikal, dinilai dalam ringgit.',
  },
  SPUS: {
    issuer: 'SP Funds',
    nameMs: 'ETF SP Funds S&P 500 Pengecualian Industri Syariah',
    description: 'The Shariah-compliant companies of the S&P 500.',
    descriptionMs: 'Syarikat patuh Syariah dalam S&P 500.',
  },
  HLAL: {
    issuer: 'Wahed Invest',
    nameMs: 'ETF Wahed FTSE USA Syariah',
    description: 'Shariah-compliant US companies, large and mid-sized.',
    descriptionMs: 'Syarikat AS patuh Syariah, besar dan sederhana.',
  },
  UMMA: {
    issuer: 'Wahed Invest',
    nameMs: 'ETF Wahed Dow Jones Islamic World',
    description: 'Shariah-compliant companies outside the United States.',
    descriptionMs: 'Syarikat patuh Syariah di luar Amerika Syarikat.',
  },
  SPSK: {
    issuer: 'SP Funds',
    nameMs: 'ETF SP Funds Dow Jones Sukuk Global',
    description: 'US-dollar sukuk of governments and companies worldwide.',
    descriptionMs: 'Sukuk dolar AS terbitan kerajaan dan syarikat di seluruh dunia.',
  },
  SPRE: {
    issuer: 'SP Funds',
    nameMs: 'ETF SP Funds S&P REIT Global Syariah',
    description: 'Shariah-compliant real estate investment trusts worldwide.',
    descriptionMs: 'Amanah pelaburan hartanah patuh Syariah di seluruh dunia.',
  },
};

/**
 * The certified funds and on what standard (docs/shariah.md "The universe"). A fund not here is not Shariah-compliant
 * and may never be in a Shariah model portfolio (assertPortfolioWeights; the test over the reference data).
 */
export const SHARIAH_FACTS: Partial<Record<UniverseTicker, ShariahFacts>> = {
  '0821EA': {
    screeningStandard: 'SC Malaysia Shariah screening (Dow Jones Islamic Market Malaysia Titans 25 Index)',
    certifyingBody: SC_SAC,
  },
  '0824EA': {
    screeningStandard: 'SC Malaysia Shariah screening (MSCI Malaysia IMI Islamic High Dividend Yield 10/40 Index)',
    certifyingBody: SC_SAC,
  },
  '0829EA': { screeningStandard: 'SC Malaysia Guidelines on Sukuk', certifyingBody: SC_SAC },
  '0830EA': { screeningStandard: 'SC Malaysia Guidelines on Sukuk; BNM Shariah Policy', certifyingBody: SC_SAC },
  '0828EA': { screeningStandard: 'SC Malaysia Shariah parameters for gold investment', certifyingBody: SC_SAC },
  SPUS: {
    screeningStandard: 'AAOIFI Shariah Standards (S&P 500 Shariah Industry Exclusions Index)',
    certifyingBody: 'Shariah Supervisory Board of SP Funds (Ratings Intelligence Partners)',
  },
  HLAL: {
    screeningStandard: 'AAOIFI Shariah Standards (FTSE USA Shariah Index, Yasaar screening)',
    certifyingBody: 'Shariah Supervisory Board of Wahed Invest',
  },
  UMMA: {
    screeningStandard: 'AAOIFI Shariah Standards (Dow Jones Islamic Market International Titans 100 Index)',
    certifyingBody: 'Shariah Supervisory Board of Wahed Invest',
  },
  SPSK: {
    screeningStandard: 'AAOIFI Shariah Standard No. 17 on sukuk (Dow Jones Sukuk Total Return Index)',
    certifyingBody: 'Shariah Supervisory Board of SP Funds (Ratings Intelligence Partners)',
  },
  SPRE: {
    screeningStandard: 'AAOIFI Shariah Standards (S&P Global All Equity REIT Shariah Capped Index)',
    certifyingBody: 'Shariah Supervisory Board of SP Funds (Ratings Intelligence Partners)',
  },
};

export interface ModelPortfolioSeed {
  riskLevel: number;
  /** The Shariah model of the level (docs/shariah.md): certified funds only. */
  shariah: boolean;
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
    shariah: false,
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
    shariah: false,
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
    shariah: false,
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
    shariah: false,
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
    shariah: false,
    name: 'Aggressive',
    description: 'All shares and property. The largest ups and downs; for money you will not need for 10+ years.',
    nameMs: 'Agresif',
    descriptionMs:
      'Semuanya saham dan hartanah. Turun naik paling besar; untuk wang yang tidak anda perlukan selama 10 tahun atau lebih.',
    expectedReturn: '0.0800',
    volatility: '0.1600',
    weights: { '0820EA': 2500, '0821EA': 1000, VTI: 3500, VXUS: 2000, VNQ: 1000 },
  },
  // The Shariah models: certified funds only, sukuk in place of bonds and a short-term sukuk fund (Islamic cash) in
  // place of money market (docs/shariah.md "Model portfolios").
  {
    riskLevel: 1,
    shariah: true,
    name: 'Conservative (Shariah)',
    description:
      'Mostly sukuk and Islamic cash, Shariah-compliant only. Small ups and downs; growth a little above ' +
      'Islamic fixed deposits.',
    nameMs: 'Konservatif (Syariah)',
    descriptionMs:
      'Kebanyakannya sukuk dan tunai Islam, patuh Syariah sahaja. Turun naik kecil; pertumbuhan sedikit melebihi ' +
      'deposit tetap Islam.',
    expectedReturn: '0.0380',
    volatility: '0.0450',
    weights: { '0830EA': 3000, '0829EA': 3500, SPSK: 2000, '0821EA': 500, SPUS: 500, '0828EA': 500 },
  },
  {
    riskLevel: 2,
    shariah: true,
    name: 'Moderately conservative (Shariah)',
    description: 'Sukuk first, with some Shariah-compliant shares and gold for growth. Modest ups and downs.',
    nameMs: 'Konservatif sederhana (Syariah)',
    descriptionMs:
      'Sukuk diutamakan, dengan sedikit saham patuh Syariah dan emas untuk pertumbuhan. Turun naik sederhana.',
    expectedReturn: '0.0480',
    volatility: '0.0750',
    weights: { '0830EA': 1500, '0829EA': 3000, SPSK: 2000, '0821EA': 1000, SPUS: 1500, '0828EA': 1000 },
  },
  {
    riskLevel: 3,
    shariah: true,
    name: 'Balanced (Shariah)',
    description:
      'About half Shariah-compliant shares, half sukuk and gold. Moderate ups and downs for steadier long-term growth.',
    nameMs: 'Seimbang (Syariah)',
    descriptionMs:
      'Kira-kira separuh saham patuh Syariah, separuh sukuk dan emas. Turun naik sederhana untuk pertumbuhan jangka ' +
      'panjang yang lebih stabil.',
    expectedReturn: '0.0590',
    volatility: '0.1050',
    weights: { '0829EA': 2000, SPSK: 2000, '0821EA': 1500, SPUS: 2000, UMMA: 1000, SPRE: 500, '0828EA': 1000 },
  },
  {
    riskLevel: 4,
    shariah: true,
    name: 'Growth (Shariah)',
    description:
      'Mostly Shariah-compliant Malaysian and global shares. Larger ups and downs; aims for higher growth over 5+ years.',
    nameMs: 'Pertumbuhan (Syariah)',
    descriptionMs:
      'Kebanyakannya saham Malaysia dan global patuh Syariah. Turun naik lebih besar; menyasarkan pertumbuhan lebih ' +
      'tinggi dalam tempoh 5 tahun atau lebih.',
    expectedReturn: '0.0690',
    volatility: '0.1350',
    weights: {
      '0829EA': 1000,
      SPSK: 1000,
      '0821EA': 1500,
      '0824EA': 500,
      SPUS: 2000,
      HLAL: 1000,
      UMMA: 1500,
      SPRE: 1000,
      '0828EA': 500,
    },
  },
  {
    riskLevel: 5,
    shariah: true,
    name: 'Aggressive (Shariah)',
    description:
      'All Shariah-compliant shares and property. The largest ups and downs; for money you will not need for 10+ years.',
    nameMs: 'Agresif (Syariah)',
    descriptionMs:
      'Semuanya saham dan hartanah patuh Syariah. Turun naik paling besar; untuk wang yang tidak anda perlukan selama ' +
      '10 tahun atau lebih.',
    expectedReturn: '0.0790',
    volatility: '0.1650',
    weights: { '0821EA': 2000, '0824EA': 1500, SPUS: 2500, HLAL: 1000, UMMA: 2000, SPRE: 1000 },
  },
];

export const BPS_TOTAL = 10_000;

/**
 * Refuses a portfolio whose weights do not add up to 100 %, that names an ETF outside the universe, or (a Shariah
 * model) a fund without Shariah certification.
 */
export function assertPortfolioWeights(portfolio: ModelPortfolioSeed): void {
  const tickers = new Set<string>(ETF_UNIVERSE.map((e) => e.ticker));
  const name = `model portfolio ${portfolio.riskLevel}${portfolio.shariah ? ' (Shariah)' : ''}`;
  const total = Object.values(portfolio.weights).reduce((a, b) => a + b, 0);
  if (total !== BPS_TOTAL) throw new Error(`${name}: weights add up to ${total} bps`);
  for (const [ticker, bps] of Object.entries(portfolio.weights)) {
    if (!tickers.has(ticker)) throw new Error(`${name}: unknown ETF ${ticker}`);
    if (!Number.isInteger(bps) || bps <= 0) throw new Error(`${name}: bad weight`);
    if (portfolio.shariah && !SHARIAH_FACTS[ticker as UniverseTicker]) {
      throw new Error(`${name}: ${ticker} is not Shariah-compliant`);
    }
  }
}

/** An etfs row as the code defines it: listing, texts and Shariah facts (null for a conventional fund). */
export function etfRow(etf: (typeof ETF_UNIVERSE)[number]) {
  const facts = SHARIAH_FACTS[etf.ticker];
  return {
    ...etf,
    ...FUND_TEXTS[etf.ticker],
    shariahCompliant: facts !== undefined,
    screeningStandard: facts?.screeningStandard ?? null,
    certifyingBody: facts?.certifyingBody ?? null,
  };
}

/** Idempotent; safe from several instances at once (every write is an upsert). */
export async function ensureInvestmentReferenceData(db: Db): Promise<void> {
  MODEL_PORTFOLIOS.forEach(assertPortfolioWeights);
  await db.transaction(async (tx) => {
    for (const etf of ETF_UNIVERSE) {
      // The Shariah facts are written on insert only: once stored, they change only through the Shariah
      // adviser's approval (docs/shariah.md "What the adviser approves"), and a restart must not undo that.
      const { ticker, shariahCompliant, screeningStandard, certifyingBody, ...listing } = etfRow(etf);
      await tx
        .insert(etfs)
        .values({ ticker, shariahCompliant, screeningStandard, certifyingBody, ...listing })
        .onConflictDoUpdate({ target: etfs.ticker, set: listing });
    }
    for (const p of MODEL_PORTFOLIOS) {
      const row = {
        riskLevel: p.riskLevel,
        shariah: p.shariah,
        name: p.name,
        description: p.description,
        nameMs: p.nameMs,
        descriptionMs: p.descriptionMs,
        expectedReturn: p.expectedReturn,
        volatility: p.volatility,
      };
      await tx
        .insert(modelPortfolios)
        .values(row)
        .onConflictDoUpdate({ target: [modelPortfolios.riskLevel, modelPortfolios.shariah], set: row });
      const tickers = Object.keys(p.weights);
      await tx
        .delete(modelPortfolioAllocations)
        .where(
          and(
            eq(modelPortfolioAllocations.riskLevel, p.riskLevel),
            eq(modelPortfolioAllocations.shariah, p.shariah),
            notInArray(modelPortfolioAllocations.ticker, tickers),
          ),
        );
      for (const [ticker, weightBps] of Object.entries(p.weights)) {
        await tx
          .insert(modelPortfolioAllocations)
          .values({ riskLevel: p.riskLevel, shariah: p.shariah, ticker, weightBps })
          .onConflictDoUpdate({
            target: [
              modelPortfolioAllocations.riskLevel,
              modelPortfolioAllocations.shariah,
              modelPortfolioAllocations.ticker,
            ],
            set: { weightBps },
          });
      }
    }
  });
}
