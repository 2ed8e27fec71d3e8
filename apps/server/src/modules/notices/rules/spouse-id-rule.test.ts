import { describe, expect, it } from 'vitest';
import { spouseIdNotice } from './spouse-id-rule';

const personal = (maritalStatus: string, spouseNric: string | null) => ({
  personal: { maritalStatus, spouseNric, ethnicity: 'MALAY', ethnicityListed: true },
});

describe('spouse ID notice', () => {
  it('asks a married client with no spouse ID, mandatory', () => {
    expect(spouseIdNotice(personal('MARRIED', null))).toEqual({
      id: 'SPOUSE_ID',
      code: 'SPOUSE_ID',
      kind: 'mandatory',
    });
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '      '],
    ['not alphanumeric', 'A1234#5678'],
    // Dashes only where a MyKad number has them (900101-14-5678 is valid, as the app writes it); elsewhere refused.
    ['a MyKad number with misplaced dashes', '9001-0114-5678'],
    ['too short', 'A1234'],
    ['too long', 'A'.repeat(21)],
  ])('asks a married client whose spouse ID is %s', (_label, value) => {
    expect(spouseIdNotice(personal('MARRIED', value))?.code).toBe('SPOUSE_ID');
  });

  it('stays quiet for a married client with a valid spouse ID (6 and 20 characters)', () => {
    expect(spouseIdNotice(personal('MARRIED', 'A12345'))).toBeNull();
    expect(spouseIdNotice(personal('MARRIED', 'A'.repeat(20)))).toBeNull();
  });

  it('stays quiet for a client who is not married, whatever the spouse ID', () => {
    expect(spouseIdNotice(personal('SINGLE', null))).toBeNull();
    expect(spouseIdNotice(personal('WIDOWED', 'x'))).toBeNull();
  });

  it('stays quiet when there is no personal information on record', () => {
    expect(spouseIdNotice({ personal: null })).toBeNull();
  });
});
