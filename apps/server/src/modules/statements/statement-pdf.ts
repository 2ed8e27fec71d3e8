import { describeTransaction } from '@harta/contracts/transaction-description';
import PDFDocument from 'pdfkit';
import type { Font } from 'fontkit';
import type { PortfolioSection, StatementDocument } from './statement-document';
import { footerLines } from './statement-footer';
import { statementFonts, textRuns, type StatementFonts, type TextRun } from './statement-fonts';
import { formatPrice, formatReturn, formatRinggit, formatSen, formatSignedSen, formatUnits } from './statement-format';
import { statementTexts, type StatementTextKey, type StatementTexts } from './statement-texts';

/**
 * Draws a statement as an A4 PDF with pdfkit (docs/returns.md "Statements"): the client's name and address and
 * the period on the first page, a summary across portfolios, then a section per portfolio (values, returns, an
 * allocation donut, holdings, transactions), and on every page the regulatory footer and "Page n of m". Every
 * string goes through {@link Writer.text}, which splits it into runs per script so that Chinese, Tamil and Jawi
 * names print with their own fonts. Text wraps inside its column rather than being cut. Amount columns are
 * right-aligned; the renderer formats figures, it computes none (beyond the donut's shares).
 *
 * The PDF is tagged (PDF/UA-1, ISO 14289): a structure tree of headings, paragraphs and tables with header cells,
 * in reading order, the donut a Figure with its alternative text, and rules, repeated table headers and the
 * running footers marked as artifacts, so that a screen reader reads the statement as a document.
 */
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const FOOTER_HEIGHT = 78;
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT;
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = RIGHT - PAGE.margin;
const ROW = 14;
/** A wrapped line's height at the body size. */
const LINE = 10.5;
const GREY = '#555555';
const RULE = '#bbbbbb';

type Align = 'left' | 'right';
type Struct = PDFKit.PDFStructureElement;
/** pdfkit's structure options, with the table scope and layout attributes its typings leave out. */
type StructOptions = PDFKit.Mixins.StructureElementOptions & { scope?: 'Row' | 'Column' | 'Both' };

/** The footer's lines per text, size and width (see Writer.wrap). */
const wrapped = new Map<string, string[]>();
interface Column {
  title: string;
  width: number;
  align: Align;
}
interface TextOptions {
  size?: number;
  bold?: boolean;
  width?: number;
  align?: Align;
  color?: string;
}

/** Fonts whose shaped glyphs are not in reading order (Tamil's vowel signs, right-to-left Arabic). */
const VISUAL_ORDER_FONTS = new Set(['tamil', 'arabic']);

class Writer {
  readonly doc: PDFKit.PDFDocument;
  readonly fonts: StatementFonts;
  /** The client's language: every label goes through it. */
  readonly l: StatementTexts;
  /** The structure tree's root: everything read goes under it, in reading order. */
  readonly root: Struct;
  y = PAGE.margin;

  constructor(doc: PDFKit.PDFDocument, fonts: StatementFonts, texts: StatementTexts) {
    this.doc = doc;
    this.fonts = fonts;
    this.l = texts;
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  use(font: Font, size: number) {
    // pdfkit takes a fontkit font object as a source (see statement-fonts.ts); its typings list only files.
    this.doc.font(font as unknown as PDFKit.Mixins.PDFFontSource, this.fonts.names.get(font)!).fontSize(size);
  }

  /** The runs of `text` with each one's width at `size` (measured once: layout is the costly part of drawing). */
  private measure(text: string, size: number, bold: boolean): (TextRun & { width: number })[] {
    return textRuns(text, bold ? this.fonts.bold : this.fonts.regular, this.fonts).map((run) => {
      this.use(run.font, size);
      return { ...run, width: this.doc.widthOfString(run.text) };
    });
  }

  private widthOf(text: string, size: number, bold: boolean): number {
    return this.measure(text, size, bold).reduce((sum, run) => sum + run.width, 0);
  }

  /** One line of text at (x, y), left-aligned or right-aligned to x + width. */
  text(value: string, x: number, y: number, options: TextOptions = {}) {
    const size = options.size ?? 8.5;
    const runs = this.measure(value, size, options.bold ?? false);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let cursor = options.align === 'right' && options.width !== undefined ? x + options.width - total : x;
    this.doc.fillColor(options.color ?? 'black');
    for (const run of runs) {
      this.use(run.font, size);
      // Shaped Tamil stores a vowel sign written before its consonant in visual order, and Arabic script is drawn
      // right to left; a replaced character is drawn as U+FFFD. ActualText gives readers that honour it (Acrobat,
      // screen readers) the text as it is spelt, for reading, copying and searching.
      const actual = run.actual ?? (VISUAL_ORDER_FONTS.has(this.fonts.names.get(run.font)!) ? run.text : undefined);
      if (actual !== undefined) this.doc.markContent('Span', { actual });
      if (this.fonts.names.get(run.font) === 'arabic') this.rightToLeft(run.text, cursor, y);
      else this.doc.text(run.text, cursor, y, { lineBreak: false });
      if (actual !== undefined) this.doc.endMarkedContent();
      cursor += run.width;
    }
  }

  /**
   * A right-to-left run (Arabic script) from x: its words set from the right, each shaped by fontkit (joined
   * letters, glyphs in visual order). pdfkit shapes a string word by word and sets the words left to right, so a
   * run handed over whole would read backwards, its spaces on the wrong side of each word.
   */
  private rightToLeft(text: string, x: number, y: number) {
    const space = this.doc.widthOfString(' ');
    let cursor = x;
    text
      .split(' ')
      .reverse()
      .forEach((word, i) => {
        if (i > 0) cursor += space;
        if (word !== '') this.doc.text(word, cursor, y, { lineBreak: false });
        cursor += this.doc.widthOfString(word);
      });
  }

  /**
   * `text` broken into lines no wider than `width` at `size`, greedily at spaces; a word wider than the line is
   * broken between characters. Nothing is cut: a long goal or fund name takes a second line. The footer is the
   * same on every page of every statement, so lines are remembered (pdfkit's own wrapper redid them per page).
   */
  wrap(text: string, size: number, width: number, bold = false): string[] {
    const key = `${size}|${width}|${bold}|${text}`;
    const known = wrapped.get(key);
    if (known) return known;
    const lines: string[] = [];
    let line = '';
    const fits = (candidate: string) => this.widthOf(candidate, size, bold) <= width;
    for (const word of text.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      // A word longer than the whole line: as many characters as fit on each line.
      let rest = word;
      while (!fits(rest)) {
        const chars = [...rest];
        let n = chars.length - 1;
        while (n > 1 && !fits(chars.slice(0, n).join(''))) n -= 1;
        lines.push(chars.slice(0, n).join(''));
        rest = chars.slice(n).join('');
      }
      line = rest;
    }
    if (line !== '' || lines.length === 0) lines.push(line);
    if (wrapped.size > 2000) wrapped.clear();
    wrapped.set(key, lines);
    return lines;
  }

  /** Lines of text from (x, y) down, wrapped to `width`; answers the height used. */
  block(value: string, x: number, y: number, options: TextOptions & { width: number; lineHeight?: number }) {
    const size = options.size ?? 8.5;
    const lineHeight = options.lineHeight ?? Math.max(LINE, size + 2);
    const lines = this.wrap(value, size, options.width, options.bold ?? false);
    lines.forEach((line, i) => this.text(line, x, y + i * lineHeight, options));
    return lines.length * lineHeight;
  }

  /** A structure element of `type` under `parent`. */
  struct(parent: Struct, type: string, options: StructOptions = {}): Struct {
    const element = this.doc.struct(type, options);
    parent.add(element);
    return element;
  }

  /** What `draw` puts on the page, as the content of `element` (one marked-content sequence on this page). */
  mark(element: Struct, type: string, draw: () => void) {
    const content = this.doc.markStructureContent(type);
    draw();
    this.doc.endMarkedContent();
    element.add(content);
  }

  /** A leaf element (heading, paragraph, cell) under `parent` whose content `draw` puts on the page. */
  leaf(parent: Struct, type: string, draw: () => void, options: StructOptions = {}) {
    const element = this.struct(parent, type, options);
    this.mark(element, type, draw);
    element.end();
    return element;
  }

  /** Drawing that is not part of the text (rules, repeated headers, running footers): skipped by screen readers. */
  artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout') {
    this.doc.markContent('Artifact', { type });
    draw();
    this.doc.endMarkedContent();
  }

  rule(y: number, color = RULE) {
    this.artifact(() => this.doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(color).stroke());
  }

  /** Starts a new page when `height` more points do not fit; answers whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  heading(parent: Struct, value: string, level: 1 | 2 | 3, size = 12) {
    const height = this.wrap(value, size, WIDTH, true).length * (size + 3);
    this.ensure(height + 30);
    this.y += level === 3 ? 0 : 6;
    this.leaf(parent, `H${level}`, () => this.block(value, PAGE.margin, this.y, { size, bold: true, width: WIDTH }));
    this.y += height + (level === 3 ? 2 : 4);
  }

  /**
   * A table (Table, TR, TH with scope Column for the header, TD) whose cells wrap within their column; its header
   * is repeated on each page it runs onto (as an artifact: the reader has it once).
   */
  table(parent: Struct, columns: Column[], rows: string[][], options: { boldLast?: boolean } = {}) {
    const table = this.struct(parent, 'Table');
    const cellLines = (value: string, c: Column, size: number, bold: boolean) =>
      this.wrap(value, size, c.width - 4, bold).length;
    const headerHeight = Math.max(...columns.map((c) => cellLines(c.title, c, 8, true))) * 9.5 + 3;
    const header = (repeated: boolean) => {
      const draw = (c: Column, x: number) =>
        this.block(c.title, x, this.y, { bold: true, width: c.width - 4, align: c.align, size: 8, lineHeight: 9.5 });
      if (repeated) {
        this.artifact(() => columns.reduce((x, c) => (draw(c, x), x + c.width), PAGE.margin), 'Pagination');
      } else {
        const row = this.struct(table, 'TR');
        columns.reduce((x, c) => {
          this.leaf(row, 'TH', () => draw(c, x), { scope: 'Column' });
          return x + c.width;
        }, PAGE.margin);
        row.end();
      }
      this.y += headerHeight;
      this.rule(this.y - 2);
    };
    this.ensure(headerHeight + ROW);
    header(false);
    rows.forEach((cells, i) => {
      const bold = options.boldLast === true && i === rows.length - 1;
      const height = Math.max(...cells.map((cell, j) => cellLines(cell, columns[j]!, 8.5, bold))) * LINE + 3.5;
      if (this.ensure(height)) header(true);
      const row = this.struct(table, 'TR');
      cells.reduce((x, cell, j) => {
        const c = columns[j]!;
        this.leaf(row, 'TD', () => this.block(cell, x, this.y, { width: c.width - 4, align: c.align, bold }));
        return x + c.width;
      }, PAGE.margin);
      row.end();
      this.y += height;
    });
    table.end();
    this.y += 4;
  }

  /**
   * Label-value pairs (label left, value right-aligned), in two columns, or in one for labels too long for half
   * the page (the returns, whose Malay labels are longer than the English). Tagged as a table whose rows are
   * headed by their labels. A label too long for its room wraps.
   */
  pairs(parent: Struct, items: [string, string][], columns: 1 | 2 = 2) {
    const width = WIDTH / columns;
    const labelWidth = columns === 2 ? width * 0.7 : width * 0.5;
    const valueWidth = columns === 2 ? width * 0.3 - 12 : width * 0.15 - 12;
    const table = this.struct(parent, 'Table');
    for (let i = 0; i < items.length; i += columns) {
      const line = items.slice(i, i + columns);
      const height = Math.max(...line.map(([label]) => this.wrap(label, 8.5, labelWidth - 6).length)) * LINE + 3.5;
      this.ensure(height);
      const row = this.struct(table, 'TR');
      line.forEach(([label, value], j) => {
        const x = PAGE.margin + j * width;
        this.leaf(row, 'TH', () => this.block(label, x, this.y, { color: GREY, width: labelWidth - 6 }), {
          scope: 'Row',
        });
        this.leaf(row, 'TD', () => this.text(value, x + labelWidth, this.y, { width: valueWidth, align: 'right' }));
      });
      row.end();
      this.y += height;
    }
    table.end();
    this.y += 4;
  }

  /** A small grey note over as many lines as it needs. */
  note(parent: Struct, value: string) {
    const lines = this.wrap(value, 7, WIDTH);
    this.ensure(Math.min(lines.length, 3) * 9);
    const paragraph = this.struct(parent, 'P');
    for (const line of lines) {
      // A note that runs onto the next page stays one paragraph: its lines there are marked into the same element.
      this.ensure(9);
      this.mark(paragraph, 'P', () => this.text(line, PAGE.margin, this.y, { size: 7, color: GREY }));
      this.y += 9;
    }
    paragraph.end();
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
  const { l } = w;
  // "Harta" is the letterhead (the document's author is in its properties): a reader starts at the title.
  w.artifact(() => w.text('Harta', PAGE.margin, w.y, { size: 18, bold: true }));
  w.leaf(w.root, 'H1', () =>
    w.text(periodTitle(doc, l), PAGE.margin, w.y + 4, { size: 12, bold: true, width: WIDTH, align: 'right' }),
  );
  w.y += 30;
  const right = PAGE.margin + WIDTH / 2;
  const top = w.y;
  const lines = [doc.client.name, ...doc.client.addressLines];
  const address = w.struct(w.root, 'P');
  let left = top;
  lines.forEach((line, i) => {
    w.mark(address, 'P', () => {
      left += w.block(line, PAGE.margin, left, { size: 10, bold: i === 0, width: WIDTH / 2 - 10, lineHeight: 12 });
    });
  });
  address.end();
  const facts: [string, string][] = [
    [l.t('statementPeriod'), periodRange(doc, l)],
    [l.t('statementDate'), l.date(doc.issuedOn)],
    [l.t('clientReference'), doc.client.reference],
  ];
  const table = w.struct(w.root, 'Table');
  facts.forEach(([label, value], i) => {
    const row = w.struct(table, 'TR');
    w.leaf(row, 'TH', () => w.text(label, right, top + i * 12, { color: GREY }), { scope: 'Row' });
    w.leaf(row, 'TD', () => w.text(value, right, top + i * 12, { width: WIDTH / 2, align: 'right' }));
    row.end();
  });
  table.end();
  w.y = Math.max(left, top + facts.length * 12) + 10;
  w.rule(w.y);
  w.y += 6;
}

/** Wide enough for "-1,234,567.89" and for the Malay headers on two lines; the goal's name has the rest. */
const AMOUNT = 74;

function drawSummary(w: Writer, doc: StatementDocument) {
  const { l } = w;
  const section = w.struct(w.root, 'Sect');
  w.heading(section, l.t('summaryHeading'), 2);
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
    section,
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
  w.note(section, l.t('summaryNote'));
  w.y += 2;
  drawIncomeSummary(w, section, doc);

  // The client's money as a whole, next to each portfolio's own returns in its section.
  w.heading(section, l.t('combinedHeading'), 3, 9.5);
  w.pairs(section, returnPairs(doc, l, doc.combinedReturns), 1);
  w.y -= 4;
  w.note(section, l.t('combinedNote'));
  w.y += 4;
  section.end();
}

/**
 * The annual statement's income lines (docs/money.md "Dividends"): the year's dividends, the tax withheld on them
 * and, for Shariah goals, the purification set aside for charity. Omitted when the year had no dividend.
 */
function drawIncomeSummary(w: Writer, section: Struct, doc: StatementDocument) {
  const { summary } = doc;
  if (doc.period.kind !== 'ANNUAL' || summary.dividendsSen === 0n) return;
  const { l } = w;
  const pairs: [string, string][] = [[l.t('dividendsYear'), formatRinggit(summary.dividendsSen)]];
  if (summary.withholdingSen > 0n) pairs.push([l.t('withholdingYear'), formatRinggit(summary.withholdingSen)]);
  if (summary.purificationSen > 0n) pairs.push([l.t('purificationYear'), formatRinggit(summary.purificationSen)]);
  w.pairs(section, pairs, 1);
  if (summary.purificationSen > 0n) {
    w.y -= 4;
    w.note(section, l.t('purificationNote'));
  }
  w.y += 2;
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

/** Each asset class's colour on the donut: fixed per class, so a class looks the same in every section. */
const ASSET_COLOURS: Record<string, string> = {
  EQUITY: '#1c7ed6',
  FIXED_INCOME: '#37b24d',
  SUKUK: '#0ca678',
  REIT: '#f76707',
  GOLD: '#f0b400',
  MONEY_MARKET: '#7048e8',
  CASH: '#868e96',
};

/** A share of a total as a percentage with one decimal ('62.5%'), from the integers (half up). */
function percentOf(part: bigint, total: bigint): string {
  if (total <= 0n) return '0.0%';
  const tenths = (part * 2000n + total) / (2n * total);
  return `${tenths / 10n}.${tenths % 10n}%`;
}

/**
 * The section's allocation by asset class at the end of the period (cash included) as a donut with its legend,
 * tagged as one Figure whose alternative text says the shares in words.
 */
function drawAllocation(w: Writer, parent: Struct, doc: StatementDocument, p: PortfolioSection) {
  const { l } = w;
  const byClass = new Map<string, bigint>();
  for (const h of p.holdings) byClass.set(h.assetClass, (byClass.get(h.assetClass) ?? 0n) + h.valueSen);
  if (p.cashSen > 0n) byClass.set('CASH', p.cashSen);
  const slices = [...byClass].filter(([, sen]) => sen > 0n);
  const total = slices.reduce((sum, [, sen]) => sum + sen, 0n);
  if (total <= 0n) return;
  const name = (assetClass: string) =>
    assetClass === 'CASH' ? l.t('cash') : l.t(`assetClass_${assetClass}` as StatementTextKey) || assetClass;
  const legend = slices.map(([assetClass, sen]) => `${name(assetClass)} ${percentOf(sen, total)}`);
  const radius = 26;
  const height = Math.max(radius * 2 + 6, legend.length * 11 + 4);
  w.heading(parent, l.t('allocationHeading', { date: l.date(doc.period.end) }), 3, 9.5);
  w.ensure(height);
  const top = w.y;
  const cx = PAGE.margin + radius + 2;
  const cy = top + radius + 2;
  w.leaf(
    parent,
    'Figure',
    () => {
      let angle = -Math.PI / 2;
      for (const [assetClass, sen] of slices) {
        const sweep = (Number((sen * 1_000_000n) / total) / 1_000_000) * Math.PI * 2;
        const colour = ASSET_COLOURS[assetClass] ?? '#495057';
        if (slices.length === 1) w.doc.circle(cx, cy, radius).fill(colour);
        else {
          const end = angle + sweep;
          const large = sweep > Math.PI ? 1 : 0;
          const x1 = cx + radius * Math.cos(angle);
          const y1 = cy + radius * Math.sin(angle);
          const x2 = cx + radius * Math.cos(end);
          const y2 = cy + radius * Math.sin(end);
          w.doc.path(`M ${cx} ${cy} L ${x1} ${y1} A ${radius} ${radius} 0 ${large} 1 ${x2} ${y2} Z`).fill(colour);
          angle = end;
        }
      }
      w.doc.circle(cx, cy, radius * 0.55).fill('white');
      slices.forEach(([assetClass], i) => {
        const y = top + 2 + i * 11;
        w.doc.rect(cx + radius + 14, y + 1, 7, 7).fill(ASSET_COLOURS[assetClass] ?? '#495057');
        w.text(legend[i]!, cx + radius + 26, y, { size: 8 });
      });
    },
    {
      alt: l.t('allocationAlt', { shares: legend.join(', ') }),
      bbox: [PAGE.margin, top, PAGE.margin + 220, top + height],
      placement: 'Block',
    } as StructOptions,
  );
  w.y = top + height + 6;
}

function drawPortfolio(w: Writer, doc: StatementDocument, p: PortfolioSection) {
  w.ensure(160);
  const section = w.struct(w.root, 'Sect');
  w.heading(section, `${p.goalName} (${p.riskLevelName})`, 2, 11);
  const { l } = w;
  w.pairs(section, [
    [`${l.t('openingValue')}${p.openingDate ? ` (${l.date(p.openingDate)})` : ''}`, formatRinggit(p.openingSen)],
    [`${l.t('closingValue')}${p.closingDate ? ` (${l.date(p.closingDate)})` : ''}`, formatRinggit(p.closingSen)],
    [l.t('netDeposits'), formatSignedSen(p.netFlowSen)],
    [l.t('fees'), formatRinggit(p.feesSen)],
    [l.t('gain'), formatSignedSen(p.gainSen)],
  ]);
  w.pairs(section, returnPairs(doc, l, p.returns), 1);
  drawAllocation(w, section, doc, p);

  w.heading(section, l.t('holdingsOn', { date: l.date(doc.period.end) }), 3, 9.5);
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
    section,
    [
      { title: l.t('fund'), width: WIDTH - 80 - 80 - 56 - AMOUNT, align: 'left' },
      { title: l.t('units'), width: 80, align: 'right' },
      { title: l.t('price'), width: 80, align: 'right' },
      { title: 'USD/MYR', width: 56, align: 'right' },
      { title: l.t('valueRm'), width: AMOUNT, align: 'right' },
    ],
    holdingRows,
    { boldLast: true },
  );
  if (p.usdMyr !== null) w.note(section, l.t('usdNote', { rate: formatPrice(p.usdMyr) }));

  if (doc.period.kind === 'MONTHLY') {
    w.ensure(ROW * 3);
    w.heading(section, l.t('transactions'), 3, 9.5);
    if (p.transactions.length === 0) {
      w.leaf(section, 'P', () => w.text(l.t('noTransactions'), PAGE.margin, w.y, { color: GREY }));
      w.y += ROW + 4;
    } else {
      w.table(
        section,
        [
          { title: l.t('date'), width: 62, align: 'left' },
          { title: l.t('type'), width: 84, align: 'left' },
          { title: l.t('description'), width: WIDTH - 62 - 84 - 66 - AMOUNT, align: 'left' },
          { title: l.t('status'), width: 66, align: 'left' },
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
    w.heading(section, l.t('yearTransactions'), 3, 9.5);
    w.table(
      section,
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
  section.end();
  w.y += 6;
}

/**
 * The regulatory footer and "Page n of m" on every page. They repeat on every page, so they are running artifacts;
 * the regulatory text is also the document's last paragraph (on the last page), so a screen reader reads it once.
 */
function drawFooters(w: Writer, doc: StatementDocument) {
  const range = w.doc.bufferedPageRange();
  const lines = footerLines(doc.footer, w.l);
  const last = range.start + range.count - 1;
  for (let i = range.start; i <= last; i += 1) {
    w.doc.switchToPage(i);
    const top = PAGE.height - PAGE.margin - FOOTER_HEIGHT + 8;
    w.rule(top - 4);
    const draw = () =>
      w.wrap(lines.join(' '), 6.5, WIDTH).forEach((line, n) => {
        w.text(line, PAGE.margin, top + n * 8, { size: 6.5, color: GREY });
      });
    if (i === last) w.leaf(w.root, 'P', draw);
    else w.artifact(draw, 'Pagination');
    w.artifact(
      () =>
        w.text(
          `${doc.client.name}  ·  ${periodRange(doc, w.l)}  ·  ${w.l.t('page', { page: i + 1, pages: range.count })}`,
          PAGE.margin,
          PAGE.height - PAGE.margin - 10,
          { size: 7, width: WIDTH, align: 'right', color: GREY },
        ),
      'Pagination',
    );
  }
}

/** The statement as PDF bytes: PDF 1.7, tagged, declaring PDF/UA-1, in the statement's language. */
export async function renderStatementPdf(
  doc: StatementDocument,
  fonts: StatementFonts = statementFonts(),
): Promise<Buffer> {
  const texts = statementTexts(doc.language);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    // pdfkit writes the PDF/UA identification into the metadata; its typings list only the PDF/A subsets.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    // A reader's window shows the title, not the file name (PDF/UA requires it).
    displayTitle: true,
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
  w.root.end();
  pdf.end();
  return finished;
}
