import { USD_MYR } from './market-data-provider';

/**
 * Long-run assumptions the sandbox walks from: annual drift (expected return), annual volatility and a plausible
 * close on the origin date for each symbol, and the correlations between their daily moves. Round, realistic
 * figures for a demo (broad US equity ~9 %/17 %, bonds ~3 %/5 %, gold ~6 %/15 %, USD/MYR ~6 % volatility), not
 * forecasts. Every ETF of the investment universe (modules/investment-profile/reference-data.ts) appears here or
 * in SANDBOX_PROXIED_ASSETS.
 */
export interface SandboxAsset {
  symbol: string;
  /** Close on the origin date, as a decimal string. */
  start: string;
  drift: number;
  volatility: number;
}

export const SANDBOX_ASSETS: readonly SandboxAsset[] = [
  { symbol: 'VTI', start: '138.0000', drift: 0.09, volatility: 0.17 },
  { symbol: 'VXUS', start: '58.0000', drift: 0.06, volatility: 0.16 },
  { symbol: 'BND', start: '81.5000', drift: 0.03, volatility: 0.05 },
  { symbol: 'VNQ', start: '82.0000', drift: 0.06, volatility: 0.2 },
  { symbol: 'IAU', start: '12.8000', drift: 0.06, volatility: 0.15 },
  { symbol: 'SHV', start: '110.2000', drift: 0.02, volatility: 0.005 },
  { symbol: '0800EA', start: '1.1500', drift: 0.04, volatility: 0.03 },
  { symbol: '0820EA', start: '1.8500', drift: 0.04, volatility: 0.14 },
  { symbol: '0821EA', start: '1.1000', drift: 0.04, volatility: 0.15 },
  { symbol: USD_MYR, start: '4.0500', drift: 0.01, volatility: 0.06 },
];

/** Correlation of daily log returns, in the order of SANDBOX_ASSETS (symmetric, positive definite). */
export const SANDBOX_CORRELATION: readonly (readonly number[])[] = [
  // VTI  VXUS   BND   VNQ   IAU   SHV  0800  0820  0821  USDMYR
  [1.0, 0.85, 0.1, 0.7, 0.05, 0.0, 0.0, 0.35, 0.3, -0.2], // VTI
  [0.85, 1.0, 0.1, 0.65, 0.15, 0.0, 0.0, 0.45, 0.4, -0.25], // VXUS
  [0.1, 0.1, 1.0, 0.3, 0.3, 0.2, 0.4, 0.0, 0.0, 0.0], // BND
  [0.7, 0.65, 0.3, 1.0, 0.1, 0.0, 0.05, 0.3, 0.25, -0.15], // VNQ
  [0.05, 0.15, 0.3, 0.1, 1.0, 0.0, 0.1, 0.05, 0.05, 0.05], // IAU
  [0.0, 0.0, 0.2, 0.0, 0.0, 1.0, 0.1, 0.0, 0.0, 0.0], // SHV
  [0.0, 0.0, 0.4, 0.05, 0.1, 0.1, 1.0, 0.1, 0.1, -0.1], // 0800EA
  [0.35, 0.45, 0.0, 0.3, 0.05, 0.0, 0.1, 1.0, 0.9, -0.3], // 0820EA
  [0.3, 0.4, 0.0, 0.25, 0.05, 0.0, 0.1, 0.9, 1.0, -0.3], // 0821EA
  [-0.2, -0.25, 0.0, -0.15, 0.05, 0.0, -0.1, -0.3, -0.3, 1.0], // USDMYR
];

/**
 * The walk starts here and always from here, so a date's price depends only on the seed, never on when or how
 * far the history was generated: adding each new trading day extends the same series.
 */
export const SANDBOX_ORIGIN = '2018-01-01';

/**
 * A symbol that walks with another (its proxy): its daily shock is ρ·z_proxy + √(1−ρ²)·e, with e drawn from a
 * second generator. The Shariah funds (docs/shariah.md) follow the conventional funds closest to them this way, so
 * they move with the market as real ones do, while the series of SANDBOX_ASSETS stay exactly as they were.
 */
export interface ProxiedSandboxAsset extends SandboxAsset {
  proxy: string;
  /** Correlation of its daily moves with the proxy's, in [-1, 1]. */
  correlation: number;
}

export const SANDBOX_PROXIED_ASSETS: readonly ProxiedSandboxAsset[] = [
  { symbol: '0824EA', start: '1.0200', drift: 0.045, volatility: 0.13, proxy: '0821EA', correlation: 0.85 },
  { symbol: '0829EA', start: '1.0800', drift: 0.04, volatility: 0.035, proxy: '0800EA', correlation: 0.8 },
  { symbol: '0830EA', start: '1.0000', drift: 0.03, volatility: 0.004, proxy: '0800EA', correlation: 0.2 },
  { symbol: '0828EA', start: '0.5600', drift: 0.06, volatility: 0.15, proxy: 'IAU', correlation: 0.9 },
  { symbol: 'SPUS', start: '27.5000', drift: 0.095, volatility: 0.18, proxy: 'VTI', correlation: 0.95 },
  { symbol: 'HLAL', start: '30.0000', drift: 0.09, volatility: 0.175, proxy: 'VTI', correlation: 0.97 },
  { symbol: 'UMMA', start: '20.0000', drift: 0.06, volatility: 0.17, proxy: 'VXUS', correlation: 0.92 },
  { symbol: 'SPSK', start: '19.0000', drift: 0.035, volatility: 0.05, proxy: 'BND', correlation: 0.55 },
  { symbol: 'SPRE', start: '22.0000', drift: 0.05, volatility: 0.21, proxy: 'VNQ', correlation: 0.85 },
];
