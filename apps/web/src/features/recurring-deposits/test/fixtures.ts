import type { CollectionView, RecurringDepositView } from '@harta/contracts/schemas/recurring-deposits';
import { recurringDepositView } from '../../../test/fixtures';

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

/** A recurring deposit schedule of the client's Retirement goal (the shared builder, src/test/fixtures). */
export function schedule(patch: Partial<RecurringDepositView> = {}): RecurringDepositView {
  return recurringDepositView({ guid: SCHEDULE, portfolioGuid: GOAL, ...patch });
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
