import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/helpers/pdf-text';
import { DEFAULT_FOOTER } from './statement-footer';
import { monthPeriod } from './statement-period';
import { renderStatementPdf } from './statement-pdf';

/** The content streams of a PDF, inflated (pdfkit compresses each page's). */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (a font file is deflated too; anything else is skipped).
    }
  }
  return streams;
}

/** UTF-16BE with its byte-order mark, as pdfkit writes a non-ASCII string. */
const utf16 = (text: string) => Buffer.from(`\ufeff${text}`, 'utf16le').swap16().toString('latin1');

describe('statement PDF', () => {
  it('draws a Tamil name in its font and gives its spelling as ActualText (copied text is visual order)', async () => {
    const pdf = await renderStatementPdf({
      period: monthPeriod(2026, 10),
      issuedOn: '2026-11-01',
      client: { name: 'செல்வி ராஜா', addressLines: [], reference: 'ABCD1234' },
      summary: { openingSen: 0n, closingSen: 0n, netFlowSen: 0n, feesSen: 0n, gainSen: 0n },
      portfolios: [],
      footer: DEFAULT_FOOTER,
    });
    // pdf.js reads glyphs in the order drawn: the vowel sign ெ is drawn before its consonant ச.
    expect(await pdfText(pdf)).toContain('ெசல்வி ராஜா');
    const streams = contentStreams(pdf).join('\n');
    expect(streams).toContain('/ActualText');
    const escaped = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
    expect(streams).toContain(escaped(utf16('செல்வி ராஜா')));
  });
});
