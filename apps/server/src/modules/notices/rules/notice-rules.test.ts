import { describe, expect, it } from 'vitest';
import { applicableNotices } from './notice-rules';
import { quietFacts } from './test-facts';

const now = new Date('2026-11-26T09:00:00Z');

describe('the notice table', () => {
  it('answers nothing when no rule fires', () => {
    expect(applicableNotices(quietFacts(), now, new Set())).toEqual([]);
  });

  it('orders the notices most pressing first', () => {
    const facts = quietFacts({
      personal: { maritalStatus: 'MARRIED', spouseNric: null, ethnicity: '', ethnicityListed: false },
      borrowing: null,
      bnmDocumentsRejected: true,
      foreignLimit: { ...quietFacts().foreignLimit, latestRefusal: { id: 7, remainingSen: 0n } },
    });
    expect(applicableNotices(facts, now, new Set()).map((n) => n.code)).toEqual([
      'SPOUSE_ID',
      'ETHNICITY',
      'RINGGIT_BORROWING',
      'BNM_DOCUMENTS_REJECTED',
      'FOREIGN_LIMIT_REFUSED',
    ]);
  });

  it('leaves out a dismissed informational notice, never a mandatory one', () => {
    const facts = quietFacts({
      borrowing: null,
      foreignLimit: { ...quietFacts().foreignLimit, latestRefusal: { id: 7, remainingSen: 0n } },
    });
    const dismissed = new Set(['FOREIGN_LIMIT_REFUSED:7', 'RINGGIT_BORROWING']);
    expect(applicableNotices(facts, now, dismissed).map((n) => n.id)).toEqual(['RINGGIT_BORROWING']);
  });

  it('shows a client flagged for closure the closure notice alone', () => {
    const facts = quietFacts({ closure: { reason: 'PEP' }, borrowing: null });
    expect(applicableNotices(facts, now, new Set()).map((n) => n.code)).toEqual(['CLOSURE_PEP']);
  });
});
