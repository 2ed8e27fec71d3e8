import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, as a reader's copy-and-paste would give it: pdf.js (legacy build, pure
 * JavaScript on Node 20) reads the content streams and each font's ToUnicode map. A name drawn in a font that
 * cannot map back (the standard fonts, for Chinese) comes out garbled here just as it would for the client.
 */
export async function pdfPages(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : [])));
  }
  await document.destroy();
  return pages;
}

/** Every page's text joined (items joined by a space; runs of one drawn string stay together). */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfPages(pdf)).map((items) => items.join(' ')).join('\n');
}
