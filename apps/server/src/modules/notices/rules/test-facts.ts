import type { NoticeFacts } from './notice-facts';

/** Facts of a client no rule fires for; tests change one fact at a time. */
export function quietFacts(overrides: Partial<NoticeFacts> = {}): NoticeFacts {
  return {
    closure: null,
    personal: { maritalStatus: 'SINGLE', spouseNric: null, ethnicity: 'MALAY', ethnicityListed: true },
    borrowing: { hasBorrowing: false, declaredAt: new Date('2026-06-01T00:00:00Z') },
    bnmDocumentsRejected: false,
    foreignLimit: { applies: false, limitSen: 100_000_000n, usedSen: 0n, year: 2026, latestRefusal: null },
    recurringDeposits: { failedCollection: null, rejectedMandate: null, expiredMandate: null },
    ...overrides,
  };
}
