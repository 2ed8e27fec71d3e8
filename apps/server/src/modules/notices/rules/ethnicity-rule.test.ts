import { describe, expect, it } from 'vitest';
import { ethnicityNotice } from './ethnicity-rule';

const personal = (ethnicity: string, ethnicityListed: boolean) => ({
  personal: { maritalStatus: 'SINGLE', spouseNric: null, ethnicity, ethnicityListed },
});

describe("'Update Your Ethnicity' notice", () => {
  it('stays quiet when the ethnicity is an active code of the reference list', () => {
    expect(ethnicityNotice(personal('MALAY', true))).toBeNull();
  });

  it('asks, mandatory, when staff retired the code from the reference list', () => {
    expect(ethnicityNotice(personal('OTHERS_OLD', false))).toEqual({
      id: 'ETHNICITY',
      code: 'ETHNICITY',
      kind: 'mandatory',
    });
  });

  it('asks when the ethnicity is missing (blank, or no personal information at all)', () => {
    expect(ethnicityNotice(personal('  ', true))?.code).toBe('ETHNICITY');
    expect(ethnicityNotice({ personal: null })?.code).toBe('ETHNICITY');
  });
});
