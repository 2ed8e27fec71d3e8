import { describe, expect, it } from 'vitest';
import { closureNotice } from './closure-rule';

describe('closure notice (PEP / restricted country)', () => {
  it('shows nothing for a client staff have not flagged', () => {
    expect(closureNotice({ closure: null })).toBeNull();
  });

  it('shows the PEP notice, mandatory, for a client flagged as a politically exposed person', () => {
    expect(closureNotice({ closure: { reason: 'PEP' } })).toEqual({
      id: 'CLOSURE_PEP',
      code: 'CLOSURE_PEP',
      kind: 'mandatory',
    });
  });

  it('shows the restricted-country notice for a client flagged for a restricted country', () => {
    expect(closureNotice({ closure: { reason: 'RESTRICTED_COUNTRY' } })?.code).toBe('CLOSURE_RESTRICTED_COUNTRY');
  });
});
