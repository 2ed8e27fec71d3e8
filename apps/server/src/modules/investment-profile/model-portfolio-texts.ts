import { sql, type SQL } from 'drizzle-orm';
import { modelPortfolios } from '../../db/schema/portfolio';

/**
 * A model portfolio's name and description in a reader's language (docs/languages.md): the Malay column when it
 * has text, else the English one (staff may rename a portfolio without giving a Malay name). 'ms' is Malay and
 * anything else (an absent language, an unknown stored one) English, so a client's stored language passes as it is.
 */
export type ReadingLanguage = string | null | undefined;

export function modelPortfolioName(language: ReadingLanguage): SQL<string> {
  return language === 'ms'
    ? sql<string>`coalesce(nullif(${modelPortfolios.nameMs}, ''), ${modelPortfolios.name})`
    : sql<string>`${modelPortfolios.name}`;
}

export function modelPortfolioDescription(language: ReadingLanguage): SQL<string> {
  return language === 'ms'
    ? sql<string>`coalesce(nullif(${modelPortfolios.descriptionMs}, ''), ${modelPortfolios.description})`
    : sql<string>`${modelPortfolios.description}`;
}

/** The columns a client sees of a model portfolio, its texts in the reader's language. */
export function modelPortfolioColumns(language: ReadingLanguage) {
  return {
    riskLevel: modelPortfolios.riskLevel,
    shariah: modelPortfolios.shariah,
    name: modelPortfolioName(language),
    description: modelPortfolioDescription(language),
    expectedReturn: modelPortfolios.expectedReturn,
    volatility: modelPortfolios.volatility,
  };
}

/** Which model portfolio a portfolio holds: its risk level's conventional or Shariah one (docs/shariah.md). */
export interface ModelRef {
  riskLevel: number;
  shariah: boolean;
}

/** A model portfolio's key in maps: '3' for the conventional model of level 3, '3S' for its Shariah one. */
export const modelKey = (riskLevel: number, shariah: boolean): string => `${riskLevel}${shariah ? 'S' : ''}`;
