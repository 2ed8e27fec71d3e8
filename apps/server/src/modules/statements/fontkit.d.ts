/** The little of fontkit 2 (pdfkit's font engine; it ships no types) that the statement fonts use. */
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: unknown, ...rest: unknown[]): GlyphRun;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: unknown[];
    positions: GlyphPosition[];
    readonly advanceWidth: number;
  }
  export function create(buffer: Buffer | Uint8Array): Font;
}
