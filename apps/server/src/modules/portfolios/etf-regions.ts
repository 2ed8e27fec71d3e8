import type { ETF_UNIVERSE } from '../investment-profile/reference-data';

/**
 * Where each ETF of the universe invests, for the allocation views (by asset class from the etfs table, by region
 * from here). The universe and the model portfolios' weights stay in investment-profile/reference-data.ts: one
 * source for what a risk level holds.
 */
export const ETF_REGIONS = {
  '0800EA': 'MALAYSIA',
  '0820EA': 'MALAYSIA',
  '0821EA': 'MALAYSIA',
  VTI: 'UNITED_STATES',
  VXUS: 'INTERNATIONAL_EX_US',
  BND: 'UNITED_STATES',
  VNQ: 'UNITED_STATES',
  IAU: 'GLOBAL',
  SHV: 'UNITED_STATES',
  '0824EA': 'MALAYSIA',
  '0829EA': 'MALAYSIA',
  '0830EA': 'MALAYSIA',
  '0828EA': 'GLOBAL',
  SPUS: 'UNITED_STATES',
  HLAL: 'UNITED_STATES',
  UMMA: 'INTERNATIONAL_EX_US',
  SPSK: 'GLOBAL',
  SPRE: 'GLOBAL',
} as const satisfies Record<(typeof ETF_UNIVERSE)[number]['ticker'], string>;

export type Region = (typeof ETF_REGIONS)[keyof typeof ETF_REGIONS];

/** Where an ETF invests; OTHER for a ticker outside the universe (never expected, but never a crash). */
export function regionOf(ticker: string): Region | 'OTHER' {
  return (ETF_REGIONS as Record<string, Region>)[ticker] ?? 'OTHER';
}
