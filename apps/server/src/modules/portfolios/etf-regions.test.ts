import { describe, expect, it } from 'vitest';
import { SANDBOX_ASSETS, SANDBOX_PROXIED_ASSETS } from '../../providers/market-data/sandbox-assumptions';
import { ETF_UNIVERSE } from '../investment-profile/reference-data';
import { ETF_REGIONS } from './etf-regions';

describe('portfolio reference data', () => {
  it('gives every ETF of the universe a region and a sandbox price series', () => {
    const priced = new Set([...SANDBOX_ASSETS, ...SANDBOX_PROXIED_ASSETS].map((a) => a.symbol));
    for (const etf of ETF_UNIVERSE) {
      expect(ETF_REGIONS[etf.ticker]).toBeTruthy();
      expect(priced.has(etf.ticker)).toBe(true);
    }
  });
});
