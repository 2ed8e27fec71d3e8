import { describe, expect, it } from 'vitest';
import { containsPattern, searchTerms } from './application-search';

describe('staff search terms', () => {
  it('splits words, and keeps a phone-like query whole with its digits', () => {
    expect(searchTerms('  Priya   NAIR ')).toEqual([
      { text: 'Priya', compact: 'Priya' },
      { text: 'NAIR', compact: 'NAIR' },
    ]);
    expect(searchTerms('+60 12-345 6789')).toEqual([{ text: '+60 12-345 6789', compact: '60123456789' }]);
    expect(searchTerms('900101-14-5678')).toEqual([{ text: '900101-14-5678', compact: '900101145678' }]);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('looks at six words at most', () => {
    expect(searchTerms('a b c d e f g h')).toHaveLength(6);
  });

  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern("o'brien")).toBe("%o'brien%");
  });
});
