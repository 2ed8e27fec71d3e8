import type { DashboardSummary, PeriodReturn, Performance } from '@harta/contracts/schemas/returns';

/** Contract payloads of the dashboard and performance endpoints (issue 12), for the web's component tests. */

export const RETIREMENT_GUID = '11111111-1111-4111-8111-111111111111';
export const EMERGENCY_GUID = '22222222-2222-4222-8222-222222222222';

export function dashboardSummary(patch: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    asOf: '2026-03-06',
    totalValue: '12345.67',
    netDeposits: '11111.11',
    totalReturn: '1234.56',
    totalReturnRate: '0.111111',
    portfolios: [
      {
        guid: RETIREMENT_GUID,
        goalName: 'Retirement',
        riskLevel: 3,
        riskLevelName: 'Balanced',
        value: '12345.67',
        netDeposits: '11111.11',
        totalReturn: '1234.56',
        totalReturnRate: '0.111111',
        allocation: [
          { key: 'EQUITY', value: '7407.40', weightBps: 6000 },
          { key: 'FIXED_INCOME', value: '4938.27', weightBps: 4000 },
        ],
      },
      {
        guid: EMERGENCY_GUID,
        goalName: 'Emergency fund',
        riskLevel: 1,
        riskLevelName: 'Conservative',
        value: '0.00',
        netDeposits: '0.00',
        totalReturn: '0.00',
        totalReturnRate: null,
        allocation: [],
      },
    ],
    pending: [
      {
        id: 'TXN-9',
        type: 'DEPOSIT',
        status: 'PENDING',
        amount: '500.00',
        goalName: 'Retirement',
        createdAt: '2026-03-05T10:00:00.000Z',
      },
    ],
    hasProcessingDeposit: true,
    ...patch,
  };
}

/** A client approved and logged in, nothing deposited yet. */
export function emptyDashboardSummary(): DashboardSummary {
  return dashboardSummary({
    asOf: null,
    totalValue: '0.00',
    netDeposits: '0.00',
    totalReturn: '0.00',
    totalReturnRate: null,
    portfolios: [],
    pending: [],
    hasProcessingDeposit: false,
  });
}

function periodReturn(patch: Partial<PeriodReturn> & Pick<PeriodReturn, 'period'>): PeriodReturn {
  return {
    from: '2026-02-06',
    to: '2026-03-06',
    twr: '0.012345',
    mwr: '0.011000',
    annualised: false,
    gain: '150.25',
    unavailableReason: null,
    ...patch,
  };
}

export function performance(patch: Partial<Performance> = {}): Performance {
  return {
    scope: 'ALL',
    asOf: '2026-03-06',
    value: '12345.67',
    netDeposits: '11111.11',
    returns: [
      periodReturn({ period: '1M' }),
      periodReturn({ period: '3M', from: '2025-12-08', twr: '-0.020000', mwr: '-0.025000', gain: '-250.00' }),
      periodReturn({ period: '6M', from: '2025-09-08', twr: '0.040000', mwr: '0.035000', gain: '400.00' }),
      periodReturn({ period: 'YTD', from: '2026-01-02', twr: '0.015000', mwr: '0.014000', gain: '170.00' }),
      periodReturn({ period: '1Y', from: '2025-03-06', twr: '0.031250', mwr: '0.000000', gain: '300.00' }),
      periodReturn({
        period: '3Y',
        from: null,
        to: null,
        twr: null,
        mwr: null,
        gain: null,
        unavailableReason: 'NO_HISTORY',
      }),
      periodReturn({
        period: 'SI',
        from: '2024-03-06',
        twr: '0.054321',
        mwr: '0.050000',
        annualised: true,
        gain: '1234.56',
      }),
    ],
    series: {
      dates: ['2024-03-06', '2025-03-06', '2026-02-06', '2026-03-06'],
      values: ['1000.00', '9000.00', '12000.00', '12345.67'],
      netDeposits: ['1000.00', '8800.00', '11111.11', '11111.11'],
    },
    allocation: {
      byAssetClass: [
        { key: 'EQUITY', value: '7407.40', weightBps: 6000 },
        { key: 'FIXED_INCOME', value: '4938.27', weightBps: 4000 },
      ],
      byRegion: [
        { key: 'UNITED_STATES', value: '6172.84', weightBps: 5000 },
        { key: 'MALAYSIA', value: '3703.70', weightBps: 3000 },
        { key: 'INTERNATIONAL_EX_US', value: '2469.13', weightBps: 2000 },
      ],
    },
    holdings: [
      {
        ticker: 'VTI',
        name: 'Vanguard Total Stock Market ETF',
        assetClass: 'EQUITY',
        region: 'UNITED_STATES',
        units: '5.123456',
        price: '250.123456',
        currency: 'USD',
        priceDate: '2026-03-06',
        value: '6172.84',
        cost: '5500.00',
        gain: '672.84',
        weightBps: 5000,
      },
      {
        ticker: '0800EA',
        name: 'ABF Malaysia Bond Index Fund',
        assetClass: 'FIXED_INCOME',
        region: 'MALAYSIA',
        units: '3000.000000',
        price: '1.234567',
        currency: 'MYR',
        priceDate: '2026-03-06',
        value: '3703.70',
        cost: '3800.00',
        gain: '-96.30',
        weightBps: 3000,
      },
    ],
    ...patch,
  };
}

/** The static world map's shape, tiny. */
export const worldMap = {
  width: 1080,
  height: 426,
  regions: { MALAYSIA: 'M1 1l1 0l0 1z', UNITED_STATES: 'M10 10l1 0l0 1z', REST: 'M20 20l1 0l0 1z' },
};
