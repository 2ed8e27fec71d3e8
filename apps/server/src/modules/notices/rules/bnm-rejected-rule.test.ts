import { describe, expect, it } from 'vitest';
import { bnmRejectedNotice } from './bnm-rejected-rule';

describe('rejected supporting documents notice', () => {
  it('stays quiet when no BNM document is rejected', () => {
    expect(bnmRejectedNotice({ bnmDocumentsRejected: false })).toBeNull();
  });

  it('asks for a new upload, mandatory, when a BNM document was rejected', () => {
    expect(bnmRejectedNotice({ bnmDocumentsRejected: true })).toEqual({
      id: 'BNM_DOCUMENTS_REJECTED',
      code: 'BNM_DOCUMENTS_REJECTED',
      kind: 'mandatory',
    });
  });
});
