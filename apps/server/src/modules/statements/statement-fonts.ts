import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff';

/**
 * The statement's fonts (docs/returns.md "Statements"): Noto Sans for Latin (Malay and English), Noto Sans Tamil,
 * Noto Sans SC (Chinese) and Noto Sans Arabic (Jawi and Arabic names), all SIL Open Font License 1.1, from the
 * @fontsource packages on npm. The standard PDF fonts know only Latin-1 and silently garble other names (GUIDE §8),
 * so every run of text is drawn in the first font that has its characters, and pdfkit embeds only the glyphs used
 * (a few kilobytes a statement). A character no font has is drawn as U+FFFD (the replacement character, which
 * Noto Sans has), never left out: the reader sees that something is there and asks.
 *
 * Loaded once per process (unwrapped from WOFF, see woff.ts) and shared by every document: pdfkit takes a fontkit
 * font object as a font source and keeps its own per-document subset.
 */
export interface StatementFonts {
  /** Each font's name in a document (pdfkit caches a document's fonts by it; the Latin faces share a PostScript name). */
  names: Map<fontkit.Font, string>;
  regular: fontkit.Font;
  bold: fontkit.Font;
  /** In the order a character looks for a glyph: Latin first, then the other scripts. */
  fallbacks: fontkit.Font[];
}

const FILES = {
  regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  latinExt: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  tamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
  chinese: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
  arabic: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
} as const;

/** What a character no font has is drawn as (Noto Sans has it): visible, where dropping it would hide it. */
export const REPLACEMENT_CHARACTER = '\ufffd';

const require = createRequire(import.meta.url);
let loaded: StatementFonts | undefined;

function load(file: string): fontkit.Font {
  return memoizeLayout(fontkit.create(woffToSfnt(readFileSync(require.resolve(file)))));
}

/** Distinct strings shaped per font before the cache starts over (amounts vary; names and labels repeat). */
const LAYOUT_CACHE_SIZE = 20_000;

/**
 * Shaping (fontkit's `layout`) was most of a statement's time, and pdfkit caches it per document only. The fonts
 * are shared by every document, so their shaping is cached here for all of them. pdfkit scales the positions of a
 * run in place, so each caller gets its own copy of them; the glyphs are only read.
 */
function memoizeLayout(font: fontkit.Font): fontkit.Font {
  const shape = font.layout.bind(font);
  const cache = new Map<string, { glyphs: unknown[]; positions: fontkit.GlyphPosition[] }>();
  font.layout = (text, features, ...rest) => {
    if (features != null || rest.length > 0) return shape(text, features, ...rest);
    let run = cache.get(text);
    if (!run) {
      if (cache.size >= LAYOUT_CACHE_SIZE) cache.clear();
      const shaped = shape(text);
      run = { glyphs: shaped.glyphs, positions: shaped.positions.map((p) => ({ ...p })) };
      cache.set(text, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  return font;
}

export function statementFonts(): StatementFonts {
  loaded ??= (() => {
    const fonts = {
      regular: load(FILES.regular),
      bold: load(FILES.bold),
      latinExt: load(FILES.latinExt),
      tamil: load(FILES.tamil),
      chinese: load(FILES.chinese),
      arabic: load(FILES.arabic),
    };
    return {
      names: new Map(Object.entries(fonts).map(([name, font]) => [font, name])),
      regular: fonts.regular,
      bold: fonts.bold,
      fallbacks: [fonts.latinExt, fonts.tamil, fonts.chinese, fonts.arabic],
    };
  })();
  return loaded;
}

/** Marks that shape with the character before them, and the joiners Tamil conjuncts use: never split from it. */
const JOINS_PREVIOUS = /^[\p{M}\u200c\u200d]$/u;

export interface TextRun {
  /** What is drawn. */
  text: string;
  font: fontkit.Font;
  /** The characters it stands for, when they differ from `text` (replaced characters): the PDF's ActualText. */
  actual?: string;
}

/**
 * Splits text into runs, each in one font: a character takes the base font when it has a glyph, else the first
 * fallback that has one, else it is replaced by U+FFFD in the regular font (its own character kept as the run's
 * ActualText, so copying and screen readers still get it). Runs of a right-to-left script (Arabic, Jawi) are shaped
 * by fontkit, which joins the letters and answers the glyphs in visual order.
 */
export function textRuns(text: string, base: fontkit.Font, fonts: StatementFonts = statementFonts()): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    let font: fontkit.Font | undefined;
    if (last && last.actual === undefined && JOINS_PREVIOUS.test(char)) font = last.font;
    else if (base.hasGlyphForCodePoint(codePoint)) font = base;
    // A space between two words of another script stays in their run, so the run shapes as one.
    else font = fonts.fallbacks.find((f) => f.hasGlyphForCodePoint(codePoint));
    if (!font) {
      if (last && last.actual !== undefined) {
        last.text += REPLACEMENT_CHARACTER;
        last.actual += char;
      } else runs.push({ text: REPLACEMENT_CHARACTER, font: fonts.regular, actual: char });
    } else if (last && last.font === font && last.actual === undefined) last.text += char;
    else runs.push({ text: char, font });
  }
  return mergeSpaces(runs, base);
}

/** A lone space run between two runs of the same fallback font joins them (fewer, longer runs). */
function mergeSpaces(runs: TextRun[], base: fontkit.Font): TextRun[] {
  const merged: TextRun[] = [];
  for (let i = 0; i < runs.length; i += 1) {
    const run = runs[i]!;
    const previous = merged.at(-1);
    const next = runs[i + 1];
    const plain = (r: TextRun | undefined) => r !== undefined && r.actual === undefined;
    if (
      plain(previous) &&
      plain(next) &&
      run.font === base &&
      run.text.trim() === '' &&
      previous!.font === next!.font
    ) {
      previous!.text += run.text + next!.text;
      i += 1;
    } else if (plain(previous) && plain(run) && previous!.font === run.font) previous!.text += run.text;
    else merged.push({ ...run });
  }
  return merged;
}
