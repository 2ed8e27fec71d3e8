import type { CollectionView, RecurringDepositView } from '@harta/contracts/schemas/recurring-deposits';

export const GOAL = '11111111-2222-4333-8444-555555555555';
export const SCHEDULE = '99999999-8888-4777-8666-555555555555';

export const goals = {
  portfolios: [
    {
      guid: GOAL,
      goalName: 'Retirement',
      riskLevel: 3,
      riskLevelName: 'Balanced',
      createdAt: '2026-11-25T00:00:00Z',
      cash: '0.00',
      invested: '0.00',
      total: '0.00',
      priceDate: null,
      holdings: [],
    },
  ],
  total: '0.00',
  maxRiskLevel: 5,
  canAdd: true,
};

export const banks = [
  { code: 'MBB', name: 'Maybank', online: true },
  { code: 'KFH', name: 'Kuwait Finance House (Malaysia)', online: false },
];

export function schedule(patch: Partial<RecurringDepositView> = {}): RecurringDepositView {
  return {
    guid: SCHEDULE,
    portfolioGuid: GOAL,
    goalName: 'Retirement',
    amount: '200.00',
    frequency: 'monthly',
    dayOfMonth: 5,
    dayOfWeek: null,
    startDate: '2026-12-01',
    status: 'active',
    statusReason: null,
    bank: { id: 'MBB', name: 'Maybank' },
    mandate: { reference: 'MDT-0001', maxAmount: '500.00', expiresOn: '2031-12-01', status: 'approved' },
    nextCollection: { date: '2026-12-05', amount: '200.00' },
    lastCollection: null,
    createdAt: '2026-11-29T01:00:00Z',
    ...patch,
  };
}

export function collection(patch: Partial<CollectionView> = {}): CollectionView {
  return {
    guid: 'c1',
    scheduledFor: '2026-11-05',
    amount: '200.00',
    status: 'collected',
    failureReason: null,
    attempt: 1,
    orderId: 'o1',
    settledAt: '2026-11-05T03:00:00Z',
    ...patch,
  };
}
