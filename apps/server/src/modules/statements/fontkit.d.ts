/** The little of fontkit 2 (pdfkit's font engine; it ships no types) that the statement fonts use. */
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer | Uint8Array): Font;
}
