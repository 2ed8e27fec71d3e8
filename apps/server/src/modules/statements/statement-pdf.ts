import { describeTransaction } from '@harta/contracts/transaction-description';
import PDFDocument from 'pdfkit';
import type { Font } from 'fontkit';
import type { PortfolioSection, StatementDocument } from './statement-document';
import { footerLines } from './statement-footer';
import { statementFonts, textRuns, type StatementFonts } from './statement-fonts';
import { formatPrice, formatReturn, formatRinggit, formatSen, formatSignedSen, formatUnits } from './statement-format';
import { statementTexts, type StatementTexts } from './statement-texts';

/**
 * Draws a statement as an A4 PDF with pdfkit (docs/returns.md "Statements"): the client's name and address and
 * the period on the first page, a summary across portfolios, then a section per portfolio (values, returns,
 * holdings, transactions), and on every page the regulatory footer and "Page n of m". Every string goes through
 * {@link Writer.text}, which splits it into runs per script so that Chinese and Tamil names print with their own
 * fonts. Amount columns are right-aligned; the renderer formats figures, it computes none.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const FOOTER_HEIGHT = 78;
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT;
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = RIGHT - PAGE.margin;
const ROW = 14;
const GREY = '#555555';
const RULE = '#bbbbbb';

type Align = 'left' | 'right';

/** The footer's lines per text, size and width (see Writer.wrap). */
const wrapped = new Map<string, string[]>();
interface Column {
  title: string;
  width: number;
  align: Align;
}

class Writer {
  readonly doc: PDFKit.PDFDocument;
  readonly fonts: StatementFonts;
  /** The client's language: every label goes through it. */
  readonly l: StatementTexts;
  y = PAGE.margin;

  constructor(doc: PDFKit.PDFDocument, fonts: StatementFonts, texts: StatementTexts) {
    this.doc = doc;
    this.fonts = fonts;
    this.l = texts;
  }

  use(font: Font, size: number) {
    // pdfkit takes a fontkit font object as a source (see statement-fonts.ts); its typings list only files.
    this.doc.font(font as unknown as PDFKit.Mixins.PDFFontSource, this.fonts.names.get(font)!).fontSize(size);
  }

  /** The runs of `text` with each one's width at `size` (measured once: layout is the costly part of drawing). */
  private measure(text: string, size: number, bold: boolean) {
    return textRuns(text, bold ? this.fonts.bold : this.fonts.regular, this.fonts).map((run) => {
      this.use(run.font, size);
      return { ...run, width: this.doc.widthOfString(run.text) };
    });
  }

  /** One line of text at (x, y), left-aligned or right-aligned to x + width, cut with '…' when it does not fit. */
  text(
    value: string,
    x: number,
    y: number,
    options: { size?: number; bold?: boolean; width?: number; align?: Align; color?: string } = {},
  ) {
    const size = options.size ?? 8.5;
    const bold = options.bold ?? false;
    let shown = value;
    let runs = this.measure(shown, size, bold);
    const total = () => runs.reduce((sum, run) => sum + run.width, 0);
    if (options.width !== undefined) {
      while (shown.length > 1 && total() > options.width) {
        shown = `${shown.slice(0, -2)}…`;
        runs = this.measure(shown, size, bold);
      }
    }
    let cursor = options.align === 'right' && options.width !== undefined ? x + options.width - total() : x;
    this.doc.fillColor(options.color ?? 'black');
    for (const run of runs) {
      this.use(run.font, size);
      // Shaped Tamil stores a vowel sign written before its consonant in visual order; ActualText gives readers
      // that honour it (Acrobat, screen readers) the name as it is spelt for copying and searching.
      const actual = this.fonts.names.get(run.font) === 'tamil';
      if (actual) this.doc.markContent('Span', { actual: run.text });
      this.doc.text(run.text, cursor, y, { lineBreak: false });
      if (actual) this.doc.endMarkedContent();
      cursor += run.width;
    }
  }

  /**
   * `text` broken into lines no wider than `width` at `size`, greedily at spaces. The footer is the same on every
   * page of every statement, so its lines are worked out once per process (pdfkit's own wrapper redid it per page).
   */
  wrap(text: string, size: number, width: number): string[] {
    const key = `${size}|${width}|${text}`;
    const known = wrapped.get(key);
    if (known) return known;
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && this.measure(candidate, size, false).reduce((sum, r) => sum + r.width, 0) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line !== '') lines.push(line);
    if (wrapped.size > 100) wrapped.clear();
    wrapped.set(key, lines);
    return lines;
  }

  rule(y: number, color = RULE) {
    this.doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(color).stroke();
  }

  /** Starts a new page when `height` more points do not fit; answers whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  heading(value: string, size = 12) {
    this.ensure(size + 30);
    this.y += 6;
    this.text(value, PAGE.margin, this.y, { size, bold: true, width: WIDTH });
    this.y += size + 6;
  }

  /** A table with its header repeated on each page it runs onto. */
  table(columns: Column[], rows: string[][], options: { boldLast?: boolean } = {}) {
    const header = () => {
      let x = PAGE.margin;
      for (const c of columns) {
        this.text(c.title, x, this.y, { bold: true, width: c.width - 4, align: c.align, size: 8 });
        x += c.width;
      }
      this.y += ROW - 2;
      this.rule(this.y - 2);
    };
    this.ensure(ROW * 2);
    header();
    rows.forEach((cells, i) => {
      if (this.ensure(ROW)) header();
      let x = PAGE.margin;
      const bold = options.boldLast === true && i === rows.length - 1;
      cells.forEach((cell, j) => {
        const c = columns[j]!;
        this.text(cell, x, this.y, { width: c.width - 4, align: c.align, bold });
        x += c.width;
      });
      this.y += ROW;
    });
    this.y += 4;
  }

  /**
   * Label-value pairs (label left, value right-aligned), in two columns, or in one for labels too long for half
   * the page (the returns, whose Malay labels are longer than the English).
   */
  pairs(items: [string, string][], columns: 1 | 2 = 2) {
    const width = WIDTH / columns;
    const labelWidth = columns === 2 ? width * 0.7 : width * 0.5;
    const valueWidth = columns === 2 ? width * 0.3 - 12 : width * 0.15 - 12;
    for (let i = 0; i < items.length; i += columns) {
      this.ensure(ROW);
      items.slice(i, i + columns).forEach(([label, value], j) => {
        const x = PAGE.margin + j * width;
        this.text(label, x, this.y, { color: GREY, width: labelWidth });
        this.text(value, x + labelWidth, this.y, { width: valueWidth, align: 'right' });
      });
      this.y += ROW;
    }
    this.y += 4;
  }

  /** A small grey note over as many lines as it needs. */
  note(value: string) {
    for (const line of this.wrap(value, 7, WIDTH)) {
      this.ensure(9);
      this.text(line, PAGE.margin, this.y, { size: 7, color: GREY });
      this.y += 9;
    }
    this.y += 4;
  }
}

function periodTitle(doc: StatementDocument, l: StatementTexts): string {
  const { period } = doc;
  if (period.kind === 'ANNUAL') return l.t('annualTitle', { year: period.label });
  return l.t('monthlyTitle', { month: l.month(Number(period.label.slice(0, 4)), Number(period.label.slice(5, 7))) });
}

function periodRange(doc: StatementDocument, l: StatementTexts): string {
  return l.t('periodRange', { from: l.date(doc.period.start), to: l.date(doc.period.end) });
}

function drawHeader(w: Writer, doc: StatementDocument) {
  w.text('Harta', PAGE.margin, w.y, { size: 18, bold: true });
  const { l } = w;
  w.text(periodTitle(doc, l), PAGE.margin, w.y + 4, { size: 12, bold: true, width: WIDTH, align: 'right' });
  w.y += 30;
  const right = PAGE.margin + WIDTH / 2;
  const lines = [doc.client.name, ...doc.client.addressLines];
  lines.forEach((line, i) =>
    w.text(line, PAGE.margin, w.y + i * 12, { size: 10, bold: i === 0, width: WIDTH / 2 - 10 }),
  );
  const facts: [string, string][] = [
    [l.t('statementPeriod'), periodRange(doc, l)],
    [l.t('statementDate'), l.date(doc.issuedOn)],
    [l.t('clientReference'), doc.client.reference],
  ];
  facts.forEach(([label, value], i) => {
    w.text(label, right, w.y + i * 12, { color: GREY });
    w.text(value, right, w.y + i * 12, { width: WIDTH / 2, align: 'right' });
  });
  w.y += Math.max(lines.length, facts.length) * 12 + 10;
  w.rule(w.y);
  w.y += 6;
}

const AMOUNT = 92;

function drawSummary(w: Writer, doc: StatementDocument) {
  const { l } = w;
  w.heading(l.t('summaryHeading'));
  const { summary } = doc;
  const rows = doc.portfolios.map((p) => [
    p.goalName,
    formatSen(p.openingSen),
    formatSignedSen(p.netFlowSen),
    formatSen(p.feesSen),
    formatSignedSen(p.gainSen),
    formatSen(p.closingSen),
  ]);
  rows.push([
    l.t('total'),
    formatSen(summary.openingSen),
    formatSignedSen(summary.netFlowSen),
    formatSen(summary.feesSen),
    formatSignedSen(summary.gainSen),
    formatSen(summary.closingSen),
  ]);
  w.table(
    [
      { title: l.t('portfolio'), width: WIDTH - AMOUNT * 5, align: 'left' },
      { title: l.t('openingRm'), width: AMOUNT, align: 'right' },
      { title: l.t('netDepositsRm'), width: AMOUNT, align: 'right' },
      { title: l.t('feesRm'), width: AMOUNT, align: 'right' },
      { title: l.t('gainRm'), width: AMOUNT, align: 'right' },
      { title: l.t('closingRm'), width: AMOUNT, align: 'right' },
    ],
    rows,
    { boldLast: true },
  );
  w.note(l.t('summaryNote'));
  w.y += 2;

  // The client's money as a whole, next to each portfolio's own returns in its section.
  w.text(l.t('combinedHeading'), PAGE.margin, w.y, { bold: true, size: 9.5 });
  w.y += ROW;
  w.pairs(returnPairs(doc, l, doc.combinedReturns), 1);
  w.y -= 4;
  w.note(l.t('combinedNote'));
  w.y += 4;
}

/** The period's (and, monthly, the year to date's) TWR and MWR as label-value pairs. */
function returnPairs(
  doc: StatementDocument,
  l: StatementTexts,
  returns: PortfolioSection['returns'],
): [string, string][] {
  const na = l.t('notAvailable');
  const monthly = doc.period.kind === 'MONTHLY';
  return [
    [l.t(monthly ? 'twrMonth' : 'twrYear'), formatReturn(returns.period.twr, na)],
    [l.t(monthly ? 'mwrMonth' : 'mwrYear'), formatReturn(returns.period.mwr, na)],
    ...(monthly
      ? ([
          [l.t('twrYtd'), formatReturn(returns.yearToDate.twr, na)],
          [l.t('mwrYtd'), formatReturn(returns.yearToDate.mwr, na)],
        ] as [string, string][])
      : []),
  ];
}

function drawPortfolio(w: Writer, doc: StatementDocument, p: PortfolioSection) {
  w.ensure(160);
  w.heading(`${p.goalName} (${p.riskLevelName})`, 11);
  const { l } = w;
  w.pairs([
    [`${l.t('openingValue')}${p.openingDate ? ` (${l.date(p.openingDate)})` : ''}`, formatRinggit(p.openingSen)],
    [`${l.t('closingValue')}${p.closingDate ? ` (${l.date(p.closingDate)})` : ''}`, formatRinggit(p.closingSen)],
    [l.t('netDeposits'), formatSignedSen(p.netFlowSen)],
    [l.t('fees'), formatRinggit(p.feesSen)],
    [l.t('gain'), formatSignedSen(p.gainSen)],
  ]);
  w.pairs(returnPairs(doc, l, p.returns), 1);

  w.text(l.t('holdingsOn', { date: l.date(doc.period.end) }), PAGE.margin, w.y, { bold: true, size: 9.5 });
  w.y += ROW;
  const holdingRows = p.holdings.map((h) => [
    `${h.ticker}  ${h.name}`,
    formatUnits(h.units),
    `${h.currency} ${formatPrice(h.price)}`,
    h.fx === null ? '' : formatPrice(h.fx),
    formatSen(h.valueSen),
  ]);
  holdingRows.push([l.t('cash'), '', '', '', formatSen(p.cashSen)]);
  holdingRows.push([l.t('total'), '', '', '', formatSen(p.holdingsTotalSen)]);
  w.table(
    [
      { title: l.t('fund'), width: WIDTH - 90 - 90 - 60 - AMOUNT, align: 'left' },
      { title: l.t('units'), width: 90, align: 'right' },
      { title: l.t('price'), width: 90, align: 'right' },
      { title: 'USD/MYR', width: 60, align: 'right' },
      { title: l.t('valueRm'), width: AMOUNT, align: 'right' },
    ],
    holdingRows,
    { boldLast: true },
  );
  if (p.usdMyr !== null) {
    w.text(l.t('usdNote', { rate: formatPrice(p.usdMyr) }), PAGE.margin, w.y, {
      size: 7,
      color: GREY,
    });
    w.y += 12;
  }

  if (doc.period.kind === 'MONTHLY') {
    w.ensure(ROW * 3);
    w.text(l.t('transactions'), PAGE.margin, w.y, { bold: true, size: 9.5 });
    w.y += ROW;
    if (p.transactions.length === 0) {
      w.text(l.t('noTransactions'), PAGE.margin, w.y, { color: GREY });
      w.y += ROW + 4;
    } else {
      w.table(
        [
          { title: l.t('date'), width: 70, align: 'left' },
          { title: l.t('type'), width: 90, align: 'left' },
          { title: l.t('description'), width: WIDTH - 70 - 90 - 70 - AMOUNT, align: 'left' },
          { title: l.t('status'), width: 70, align: 'left' },
          { title: l.t('amountRm'), width: AMOUNT, align: 'right' },
        ],
        p.transactions.map((t) => [
          l.date(t.date),
          l.type(t.type),
          describeTransaction(t.descriptionFields, l.language, t.description) ?? '',
          l.status(t.status),
          t.amountSen === null ? l.t('amountPending') : formatSen(t.amountSen),
        ]),
      );
    }
  } else {
    w.ensure(ROW * 3);
    w.text(l.t('yearTransactions'), PAGE.margin, w.y, { bold: true, size: 9.5 });
    w.y += ROW;
    w.table(
      [
        { title: l.t('type'), width: WIDTH - 60 - AMOUNT, align: 'left' },
        { title: l.t('count'), width: 60, align: 'right' },
        { title: l.t('amountRm'), width: AMOUNT, align: 'right' },
      ],
      p.totals.length === 0
        ? [[l.t('none'), '0', formatSen(0n)]]
        : p.totals.map((t) => [l.type(t.type), String(t.count), formatSen(t.amountSen)]),
    );
  }
  w.y += 6;
}

function drawFooters(w: Writer, doc: StatementDocument) {
  const range = w.doc.bufferedPageRange();
  const lines = footerLines(doc.footer, w.l);
  for (let i = range.start; i < range.start + range.count; i += 1) {
    w.doc.switchToPage(i);
    const top = PAGE.height - PAGE.margin - FOOTER_HEIGHT + 8;
    w.rule(top - 4);
    w.wrap(lines.join(' '), 6.5, WIDTH).forEach((line, n) => {
      w.text(line, PAGE.margin, top + n * 8, { size: 6.5, color: GREY });
    });
    w.text(
      `${doc.client.name}  ·  ${periodRange(doc, w.l)}  ·  ${w.l.t('page', { page: i + 1, pages: range.count })}`,
      PAGE.margin,
      PAGE.height - PAGE.margin - 10,
      { size: 7, width: WIDTH, align: 'right', color: GREY },
    );
  }
}

/** The statement as PDF bytes. */
export async function renderStatementPdf(
  doc: StatementDocument,
  fonts: StatementFonts = statementFonts(),
): Promise<Buffer> {
  const texts = statementTexts(doc.language);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    // No default font: every string is drawn in the embedded fonts, so Helvetica is never loaded.
    font: '',
    lang: texts.language === 'ms' ? 'ms-MY' : 'en-MY',
    info: {
      Title: `${periodTitle(doc, texts)} - ${doc.client.name}`,
      Author: 'Harta',
      Subject: `Statement ${doc.period.label}`,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const w = new Writer(pdf, fonts, texts);
  drawHeader(w, doc);
  drawSummary(w, doc);
  for (const portfolio of doc.portfolios) drawPortfolio(w, doc, portfolio);
  drawFooters(w, doc);
  pdf.end();
  return finished;
}
