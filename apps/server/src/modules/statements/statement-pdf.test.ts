import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/helpers/pdf-text';
import type { StatementDocument } from './statement-document';
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

const NO_HISTORY = { twr: null, mwr: null, unavailableReason: 'NO_HISTORY' as const };

/** A one-portfolio October 2026 statement in the given language (figures as the gatherer would give them). */
function october(language: string): StatementDocument {
  const returns = { twr: '0.031250', mwr: '0.000000', unavailableReason: null };
  const section = {
    openingSen: 150_000n,
    closingSen: 201_000n,
    netFlowSen: 50_000n,
    feesSen: 120n,
    gainSen: 1_000n,
    dividendsSen: 0n,
    withholdingSen: 0n,
    purificationSen: 0n,
  };
  return {
    period: monthPeriod(2026, 10),
    issuedOn: '2026-11-01',
    client: { name: 'Siti Aminah', addressLines: ['1 Jalan Ampang', '50450 Kuala Lumpur'], reference: 'ABCD1234' },
    language,
    summary: section,
    combinedReturns: { period: returns, yearToDate: { twr: '-0.012345', mwr: null, unavailableReason: null } },
    portfolios: [
      {
        ...section,
        goalName: 'Persaraan',
        riskLevelName: 'Sederhana',
        openingDate: '2026-09-30',
        closingDate: '2026-10-30',
        cashSen: 1_000n,
        holdings: [
          {
            ticker: 'VTI',
            name: 'Vanguard Total Stock Market ETF',
            assetClass: 'EQUITY',
            units: 1_500_000n,
            currency: 'USD',
            price: '300.00',
            priceDate: '2026-10-30',
            fx: '4.40',
            valueSen: 198_000n,
          },
        ],
        holdingsTotalSen: 199_000n,
        usdMyr: '4.40',
        transactions: [
          {
            date: '2026-10-05',
            type: 'DEPOSIT',
            status: 'COMPLETED',
            description: 'Online banking',
            descriptionFields: null,
            amountSen: 50_000n,
          },
          {
            date: '2026-10-20',
            type: 'WITHDRAWAL',
            status: 'PENDING',
            description: null,
            descriptionFields: null,
            amountSen: null,
          },
        ],
        totals: [],
        returns: { period: returns, yearToDate: returns },
      },
    ],
    footer: DEFAULT_FOOTER,
  };
}

/** A node of pdf.js's structure tree of a page (what a screen reader walks). */
interface StructNode {
  role?: string;
  alt?: string;
  type?: string;
  children?: StructNode[];
}

/** Each page's structure tree as pdf.js reads it (null for a page without one: an untagged PDF). */
async function structTrees(pdf: Buffer): Promise<(StructNode | null)[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const trees: (StructNode | null)[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    trees.push((await (await document.getPage(n)).getStructTree()) as StructNode | null);
  }
  await document.destroy();
  return trees;
}

/** The roles of a tree, depth first (its reading order). */
function roles(node: StructNode | null | undefined): string[] {
  if (!node) return [];
  return [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(roles)];
}
function find(node: StructNode | null | undefined, role: string): StructNode[] {
  if (!node) return [];
  return [...(node.role === role ? [node] : []), ...(node.children ?? []).flatMap((c) => find(c, role))];
}

/** UTF-16BE with its byte-order mark, as pdfkit writes a non-ASCII string. */
const utf16 = (text: string) => Buffer.from(`\ufeff${text}`, 'utf16le').swap16().toString('latin1');

describe('statement PDF', () => {
  it('draws a Tamil name in its font and gives its spelling as ActualText (copied text is visual order)', async () => {
    const pdf = await renderStatementPdf({
      period: monthPeriod(2026, 10),
      issuedOn: '2026-11-01',
      client: { name: 'செல்வி ராஜா', addressLines: [], reference: 'ABCD1234' },
      language: 'en',
      summary: {
        openingSen: 0n,
        closingSen: 0n,
        netFlowSen: 0n,
        feesSen: 0n,
        gainSen: 0n,
        dividendsSen: 0n,
        withholdingSen: 0n,
        purificationSen: 0n,
      },
      combinedReturns: { period: NO_HISTORY, yearToDate: NO_HISTORY },
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

  it('prints every label in Bahasa Melayu for a client whose language is ms, and in English otherwise', async () => {
    const ms = await pdfText(await renderStatementPdf(october('ms')));
    for (const label of [
      'Penyata bulanan, Oktober 2026',
      'Tempoh penyata',
      '1 Okt 2026 hingga 31 Okt 2026',
      'Tarikh penyata',
      'Rujukan pelanggan',
      'Ringkasan akaun anda',
      'Pembukaan (RM)',
      'Deposit bersih (RM)',
      'Yuran (RM)',
      'Untung / rugi (RM)',
      'Penutup (RM)',
      'Jumlah',
      'Pulangan semua portfolio anda bersama',
      'Nilai pembukaan (30 Sep 2026)',
      'Nilai penutup (30 Okt 2026)',
      'Pulangan berwajaran masa, bulan ini',
      'Pulangan berwajaran wang, tahun hingga kini',
      'Pegangan pada 31 Okt 2026',
      'Dana',
      'Unit',
      'Harga',
      'Nilai (RM)',
      'Tunai',
      'Dana dalam dolar AS dinilai pada kadar USD/MYR 4.4000.',
      'Transaksi',
      'Tarikh',
      'Jenis',
      'Keterangan',
      'Amaun (RM)',
      '5 Okt 2026',
      'Pengeluaran',
      'Belum selesai',
      'belum diketahui',
      'Selesai',
      't/b',
      'Halaman 1 daripada 1',
      'Suruhanjaya Sekuriti Malaysia',
      'tidak dilindungi oleh Perbadanan Insurans Deposit Malaysia (PIDM)',
    ]) {
      expect(ms, label).toContain(label);
    }
    // No English label is left (figures, names and the fund's own name aside).
    for (const english of ['Statement', 'Opening', 'Closing', 'Holdings', 'Page 1', 'Cash', 'Fees', 'Pending', 'n/a']) {
      expect(ms, english).not.toContain(english);
    }
    // The combined figures sit next to the portfolio's: +3.13% this month, -1.23% year to date, MWR n/a.
    expect(ms).toContain('+3.13%');
    expect(ms).toContain('-1.23%');

    const en = await pdfText(await renderStatementPdf(october('en')));
    expect(en).toContain('Monthly statement, October 2026');
    expect(en).toContain('Returns of all your portfolios together');
    expect(en).toContain('Page 1 of 1');
    expect(en).not.toContain('Penyata');
  });

  it('prints goal and fund names whole, taking a second line where the column is narrow', async () => {
    const document = october('en');
    const long = 'Emergency fund for the whole family and the house';
    document.portfolios[0]!.goalName = long;
    document.portfolios[0]!.holdings[0]!.name = 'Vanguard Total World Stock Index Fund ETF Shares, accumulating';
    const text = await pdfText(await renderStatementPdf(document));
    expect(text).not.toContain('…');
    // The summary's goal column and the section's heading both carry the whole name.
    expect(text.split(long).length - 1).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/VTI\s+Vanguard Total World Stock Index Fund ETF Shares, accumulating/);
  });

  it('is a tagged PDF/UA document: language, title, headings, tables with header cells, a described donut', async () => {
    const pdf = await renderStatementPdf(october('ms'));
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toMatch(/\/MarkInfo/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toMatch(/\/StructTreeRoot/);
    expect(raw).toContain('/Lang (ms-MY)');
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    expect(raw).toContain('<pdfuaid:part>1</pdfuaid:part>');

    const [page] = await structTrees(pdf);
    const order = roles(page);
    // Reading order: the title, the summary (heading, table), then the portfolio's section.
    expect(order.indexOf('H1')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('H1')).toBeLessThan(order.indexOf('H2'));
    for (const role of ['Document', 'Sect', 'H2', 'H3', 'Table', 'TR', 'TH', 'TD', 'P', 'Figure']) {
      expect(order, role).toContain(role);
    }
    const headings = find(page, 'H2').length;
    expect(headings).toBe(2); // the summary and the one portfolio
    const [donut] = find(page, 'Figure');
    expect(donut!.alt).toBe('Carta donat peruntukan mengikut kelas aset: Saham 99.5%, Tunai 0.5%.');
    // Every drawn thing is either in the tree or an artifact: no untagged content on the page.
    for (const stream of contentStreams(pdf).filter((s) => s.includes(' Tf'))) {
      const outside = stream.replace(/\/(Artifact|H1|H2|H3|P|TH|TD|Figure|Span)\b[^]*?BDC[^]*?EMC/g, '');
      expect(outside).not.toMatch(/\bTJ\b|\bTj\b/);
    }
  });

  it('prints Jawi names in an Arabic font, shaped right to left, with their spelling as ActualText', async () => {
    const document = october('ms');
    document.client.name = 'محمد ڤيکري بن عبدالله';
    const pdf = await renderStatementPdf(document);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic/);
    const text = await pdfText(pdf);
    // pdf.js puts a right-to-left word back in reading order (a ligature such as the one of 'الله' aside: there the
    // ActualText below is what a reader gets).
    expect(text).toContain('محمد');
    const escaped = (value: string) => value.replace(/[\\()]/g, (c) => `\\${c}`);
    expect(contentStreams(pdf).join('\n')).toContain(escaped(utf16('محمد ڤيکري بن عبدالله')));
  });

  it('replaces a character no font has with a visible U+FFFD, keeping the character as ActualText', async () => {
    const document = october('en');
    document.client.name = 'Siti \u{1F33A} Aminah \u{10FFFD}';
    const pdf = await renderStatementPdf(document);
    const text = await pdfText(pdf);
    expect(text).toContain('Siti \ufffd Aminah \ufffd');
    const streams = contentStreams(pdf).join('\n');
    const escaped = (value: string) => value.replace(/[\\()]/g, (c) => `\\${c}`);
    expect(streams).toContain(escaped(utf16('\u{1F33A}')));
  });
});
