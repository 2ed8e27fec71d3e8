import { describe, expect, it } from 'vitest';
import { statementFonts, textRuns } from './statement-fonts';

describe('statement fonts', () => {
  const fonts = statementFonts();
  const names = (text: string) => textRuns(text, fonts.regular).map((r) => [r.text, fonts.names.get(r.font)]);

  it('unwraps the WOFF files into fonts that cover Malay, Tamil and Chinese', () => {
    for (const char of 'Nur Aisyah binti Abdullah')
      expect(fonts.regular.hasGlyphForCodePoint(char.codePointAt(0)!)).toBe(true);
    expect(fonts.fallbacks.some((f) => f.hasGlyphForCodePoint('க'.codePointAt(0)!))).toBe(true);
    expect(fonts.fallbacks.some((f) => f.hasGlyphForCodePoint('陈'.codePointAt(0)!))).toBe(true);
  });

  it('splits text into runs per script, keeping a name and its marks in one run', () => {
    expect(names('Chen 陈伟明')).toEqual([
      ['Chen ', 'regular'],
      ['陈伟明', 'chinese'],
    ]);
    // A space between two Tamil words stays in the Tamil run, so the name shapes as one.
    expect(names('Encik முருகன் கிருஷ்ணன்!')).toEqual([
      ['Encik ', 'regular'],
      ['முருகன் கிருஷ்ணன்', 'tamil'],
      ['!', 'regular'],
    ]);
  });

  it('draws Jawi in the Arabic font, and a character no font has as U+FFFD with the character kept', () => {
    const runs = (text: string) =>
      textRuns(text, fonts.regular).map((r) => [r.text, fonts.names.get(r.font), r.actual]);
    // The Jawi letters (nga, ca, pa, ga, va, nya) are in Noto Sans Arabic.
    for (const char of 'ڠچڤݢۏڽ')
      expect(fonts.fallbacks.some((f) => f.hasGlyphForCodePoint(char.codePointAt(0)!))).toBe(true);
    expect(runs('Ahmad محمد بن عبدالله')).toEqual([
      ['Ahmad ', 'regular', undefined],
      ['محمد بن عبدالله', 'arabic', undefined],
    ]);
    expect(runs('Siti \u{1F33A}\u{1F33B} Aminah')).toEqual([
      ['Siti ', 'regular', undefined],
      ['\ufffd\ufffd', 'regular', '\u{1F33A}\u{1F33B}'],
      [' Aminah', 'regular', undefined],
    ]);
  });
});
