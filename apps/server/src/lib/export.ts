/// <reference path="../types/svg-to-pdfkit.d.ts" />
import { hasDelimitedTex, splitDelimitedTex } from '@tryout/shared/math';
import type { SvgFormula } from './math-svg';
import { formatWibLong, wibWallClock } from './wib';

// exceljs and pdfkit weigh ~30 MB each in memory: they load on the first export, not at boot.

export interface XlsxColumn<T> {
  header: string;
  width: number;
  /** 'auto': a number stays a number, anything else is text (a summary's mixed lines) */
  kind: 'text' | 'number' | 'date' | 'auto';
  /** a number's Excel format (default: a whole number as '0', else up to two decimals), or per row (an 'auto' column's lines differ) */
  numFmt?: string | ((row: T) => string);
  value: (row: T) => string | number | null;
}

export interface XlsxSheet<T> {
  name: string;
  columns: XlsxColumn<T>[];
  rows: T[];
}

/**
 * A real .xlsx: one sheet, a bold header row (frozen, with a filter), text as text, scores as
 * numbers, times as Excel dates showing the WIB wall clock.
 */
/** A number without a format of its own: '0' for a whole number ('0.##' would show '5.'), else up to two decimals. */
export const plainNumberFormat = (v: number) => (Number.isInteger(v) ? '0' : '0.##');

export async function buildXlsx<T>(sheetName: string, columns: XlsxColumn<T>[], rows: T[]): Promise<Buffer> {
  return buildWorkbook([{ name: sheetName, columns, rows }]);
}

/** A real .xlsx of several sheets, each as buildXlsx makes its one. */
export async function buildWorkbook(sheets: XlsxSheet<any>[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Tryout';
  wb.created = new Date();
  for (const { name, columns, rows } of sheets) {
    const ws = wb.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = columns.map((c) => ({
      header: c.header,
      width: c.width,
      style:
        c.kind === 'date'
          ? { numFmt: 'dd/mm/yyyy hh:mm' }
          : c.kind === 'number'
            ? { numFmt: typeof c.numFmt === 'string' ? c.numFmt : '0' }
            : c.kind === 'auto'
              ? {}
              : { numFmt: '@' },
    }));
    const header = ws.getRow(1);
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
    for (const r of rows) {
      const row = ws.addRow(
        columns.map((c) => {
          const v = c.value(r);
          if (v == null || v === '') return null;
          if (c.kind === 'date') return wibWallClock(String(v));
          if (c.kind === 'number' || (c.kind === 'auto' && typeof v === 'number')) return Number(v);
          return String(v);
        }),
      );
      columns.forEach((c, i) => {
        if (c.kind !== 'auto' && c.kind !== 'number') return;
        const cell = row.getCell(i + 1);
        if (typeof cell.value === 'number')
          cell.numFmt =
            typeof c.numFmt === 'function' ? c.numFmt(r) : (c.numFmt ?? plainNumberFormat(cell.value));
        else if (c.kind === 'auto') cell.numFmt = '@';
      });
    }
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export interface PdfColumn {
  header: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface PdfReport {
  title: string;
  /** lines under the title (exam, programme, …) */
  lines: string[];
  columns: PdfColumn[];
  rows: string[][];
  printedAt: string;
}

/**
 * Text as the standard PDF fonts can draw it (WinAnsi): the arrow and the minus sign of the answer
 * detail in their plain forms.
 */
const PDF_PLAIN: Record<string, string> = { '→': '->', '−': '-', '≤': '<=', '≥': '>=' };
const pdfText = (s: string) => s.replace(/[→−≤≥]/g, (c) => PDF_PLAIN[c]);

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const SIZE = 9;
const PAD = 4;
/** a formula is drawn no taller than this (points); a taller one is scaled down to it */
const MAX_FORMULA_HEIGHT = 120;
/** a formula that cannot be drawn prints its source, cut to this many characters */
const FALLBACK_CHARS = 200;

type Doc = PDFKit.PDFDocument;
type SvgOf = (tex: string, display: boolean) => SvgFormula | null;
type DrawSvg = typeof import('svg-to-pdfkit').default;

/** One piece of a laid-out cell: a word (or words) of text, or a formula with its box in points. */
type Item =
  | { kind: 'text'; s: string; w: number; space: boolean }
  | { kind: 'math'; svg: string; w: number; a: number; d: number; space: boolean };
interface Line {
  items: Item[];
  width: number;
  ascent: number;
  descent: number;
  centre: boolean;
}
interface Layout {
  lines: Line[];
  height: number;
}

/**
 * A cell's text holding formulas between \( \) or \[ \] (how plainText writes them) laid out in
 * lines of the cell's width: words wrap as pdfkit wraps them, each formula is one unbreakable box
 * (scaled down when wider than the cell or taller than MAX_FORMULA_HEIGHT), a display formula
 * stands centred on its own line, a line is as tall as its tallest box. Null when the text holds
 * no formula (pdfkit draws it as before). A formula that cannot be drawn stays as its source text.
 */
function layoutCell(doc: Doc, text: string, width: number, svgOf: SvgOf): Layout | null {
  const pieces = splitDelimitedTex(text);
  if (!pieces.some((p) => 'tex' in p)) return null;
  doc.font(FONT).fontSize(SIZE);
  const font = (doc as unknown as { _font: { ascender: number; descender: number; lineGap: number } })._font;
  const textAscent = (font.ascender / 1000) * SIZE;
  const textDescent = (-font.descender / 1000) * SIZE;
  const gap = (font.lineGap / 1000) * SIZE;
  const spaceW = doc.widthOfString(' ');

  type Token = Item | { kind: 'break' } | { kind: 'display'; item: Item };
  const tokens: Token[] = [];
  let space = false;
  const pushText = (t: string) => {
    for (const part of pdfText(t).split(/(\s+)/)) {
      if (part === '') continue;
      if (/^\s+$/.test(part)) {
        if (part.includes('\n')) {
          tokens.push({ kind: 'break' });
          space = false;
        } else space = true;
        continue;
      }
      // a word wider than the cell is cut into pieces that fit
      let rest = part;
      while (rest) {
        let n = rest.length;
        while (n > 1 && doc.widthOfString(rest.slice(0, n)) > width) n--;
        const s = rest.slice(0, n);
        tokens.push({ kind: 'text', s, w: doc.widthOfString(s), space });
        space = false;
        rest = rest.slice(n);
      }
    }
  };
  for (const p of pieces) {
    if ('text' in p) {
      pushText(p.text);
      continue;
    }
    const f = svgOf(p.tex, p.display);
    if (!f) {
      const src = p.tex.length > FALLBACK_CHARS ? `${p.tex.slice(0, FALLBACK_CHARS - 1)}…` : p.tex;
      pushText(p.display ? ` \\[${src}\\] ` : `\\(${src}\\)`);
      continue;
    }
    let w = f.width * SIZE;
    let a = f.ascent * SIZE;
    let d = f.descent * SIZE;
    const scale = Math.min(1, width / w, MAX_FORMULA_HEIGHT / (a + d));
    w *= scale;
    a *= scale;
    d *= scale;
    const item: Item = { kind: 'math', svg: f.svg, w, a, d, space };
    space = false;
    tokens.push(p.display ? { kind: 'display', item } : item);
  }

  const lines: Line[] = [];
  const newLine = (centre = false): Line => {
    const line = { items: [], width: 0, ascent: textAscent, descent: textDescent, centre };
    lines.push(line);
    return line;
  };
  const add = (line: Line, item: Item) => {
    const lead = line.items.length > 0 && item.space ? spaceW : 0;
    line.items.push(line.items.length ? item : { ...item, space: false });
    line.width += lead + item.w;
    if (item.kind === 'math') {
      line.ascent = Math.max(line.ascent, item.a);
      line.descent = Math.max(line.descent, item.d);
    }
  };
  let line = newLine();
  for (const t of tokens) {
    if (t.kind === 'break') line = newLine();
    else if (t.kind === 'display') {
      if (line.items.length) line = newLine(true);
      else line.centre = true;
      add(line, t.item);
      line = newLine();
    } else {
      const lead = line.items.length > 0 && t.space ? spaceW : 0;
      if (line.items.length > 0 && line.width + lead + t.w > width + 0.01) line = newLine();
      add(line, t);
    }
  }
  while (lines.length > 1 && lines[lines.length - 1].items.length === 0) lines.pop();
  const height = lines.reduce((h, l) => h + l.ascent + l.descent + gap, 0);
  return { lines, height };
}

/** Draws a laid-out cell from (x, y) within width; text runs as single strings (pdftotext reads them). */
function drawLayout(
  doc: Doc,
  drawSvg: DrawSvg,
  layout: Layout,
  x: number,
  y: number,
  width: number,
  align: PdfColumn['align'],
) {
  const gap = layout.lines.length
    ? (layout.height - layout.lines.reduce((h, l) => h + l.ascent + l.descent, 0)) / layout.lines.length
    : 0;
  doc.font(FONT).fontSize(SIZE).fillColor('black');
  let top = y;
  for (const line of layout.lines) {
    const baseline = top + line.ascent;
    const where = line.centre ? 'center' : (align ?? 'left');
    let cx = x + (where === 'right' ? width - line.width : where === 'center' ? (width - line.width) / 2 : 0);
    let run = '';
    let runX = cx;
    const flush = () => {
      if (run) doc.text(run, runX, baseline, { lineBreak: false, baseline: 'alphabetic' });
      run = '';
    };
    for (const [i, item] of line.items.entries()) {
      const lead = i > 0 && item.space ? doc.widthOfString(' ') : 0;
      if (item.kind === 'text') {
        if (!run) runX = cx + lead;
        run += (run && item.space ? ' ' : '') + item.s;
        cx += lead + item.w;
      } else {
        flush();
        cx += lead;
        drawSvg(doc, item.svg, cx, baseline - item.a, {
          width: item.w,
          height: item.a + item.d,
          preserveAspectRatio: 'none',
        });
        cx += item.w;
      }
    }
    flush();
    top += line.ascent + line.descent + gap;
  }
}

/**
 * The printable results (A4 landscape, pdfkit `doc.table()`): title, lines, the table split over
 * pages with the header row repeated on each page, and 'Halaman N dari M' at the foot of each page.
 * A cell's formulas (\( \) in its text) are drawn as formulas (math-svg.ts, svg-to-pdfkit), inline.
 */
export async function buildPdf(report: PdfReport): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  let svgOf: SvgOf | null = null;
  let drawSvg: DrawSvg = () => {};
  if (report.rows.some((r) => r.some(hasDelimitedTex))) {
    svgOf = (await import('./math-svg')).texToSvg;
    drawSvg = (await import('svg-to-pdfkit')).default;
  }
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: 40, bottom: 50, left: 40, right: 40 },
    bufferPages: true,
    info: { Title: report.title, Author: 'Tryout' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  doc.font(BOLD).fontSize(16).text(report.title, { align: 'center' });
  doc.moveDown(0.4);
  doc.font(FONT).fontSize(10);
  for (const line of report.lines) doc.text(pdfText(line), { align: 'center' });
  doc.text(`Dicetak: ${formatWibLong(report.printedAt)}`, { align: 'center' });
  doc.moveDown(1);

  const widths = report.columns.map((c) => c.width);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const cellHeight = (t: string, i: number, layout: Layout | null) => {
    if (layout) return layout.height;
    return doc.heightOfString(t || ' ', { width: widths[i] - 2 * PAD });
  };
  const headerCells = report.columns.map((c) => c.header);
  // a row with formulas is as tall as its laid-out cells (pdfkit measures those cells as empty)
  let minHeights: number[] = [];
  let rowIndex = 0;
  const startTable = () => {
    minHeights = [];
    rowIndex = 0;
    const table = doc.table({
      position: { x: left, y: doc.y },
      columnStyles: report.columns.map((c) => ({
        width: c.width,
        align: { x: c.align ?? 'left', y: 'center' },
      })),
      rowStyles: (i: number) => ({ minHeight: minHeights[i] ?? 0 }),
      defaultStyle: { padding: PAD, border: 0.5, borderColor: '#868e96' },
    });
    table.row(
      headerCells.map((text) => ({
        text,
        type: 'TH' as const,
        font: { src: BOLD, size: SIZE },
        backgroundColor: '#e9ecef',
      })),
    );
    rowIndex = 1;
    return table;
  };

  doc.font(FONT).fontSize(SIZE);
  let table = startTable();
  if (report.rows.length === 0) {
    table.row([{ text: 'Tidak Ada Data', colSpan: report.columns.length, font: { src: FONT, size: SIZE } }]);
  }
  for (const [i, row] of report.rows.entries()) {
    const layouts = row.map((t, c) => (svgOf ? layoutCell(doc, t, widths[c] - 2 * PAD, svgOf) : null));
    const cells = row.map((t, c) => (layouts[c] ? '' : pdfText(t)));
    doc.font(FONT).fontSize(SIZE);
    const height = Math.max(...cells.map((t, c) => cellHeight(t, c, layouts[c]))) + 2 * PAD;
    if (doc.y + height > bottom()) {
      table.end();
      doc.addPage();
      table = startTable();
    }
    let top = doc.y;
    if (layouts.some(Boolean)) minHeights[rowIndex] = height;
    table.row(
      cells.map((text) => ({
        text,
        font: { src: FONT, size: SIZE },
        backgroundColor: i % 2 === 1 ? '#f8f9fa' : undefined,
      })),
    );
    rowIndex++;
    const after = doc.y;
    // the table moved the row to a new page of its own (it measures a hair differently)
    if (after <= top) top = doc.page.margins.top;
    const rowHeight = after - top;
    let x = left;
    for (const [c, layout] of layouts.entries()) {
      if (layout) {
        const inner = rowHeight - 2 * PAD;
        doc.save().rect(x, top, widths[c], rowHeight).clip();
        drawLayout(
          doc,
          drawSvg,
          layout,
          x + PAD,
          top + PAD + Math.max(0, (inner - layout.height) / 2),
          widths[c] - 2 * PAD,
          report.columns[c].align,
        );
        doc.restore();
      }
      x += widths[c];
    }
    // doc.text moved the cursor: back under the row, where the table goes on
    doc.x = left;
    doc.y = after;
    doc.font(FONT).fontSize(SIZE);
  }
  table.end();

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor('#495057')
      .text(`Halaman ${i + 1} dari ${range.count}`, left, doc.page.height - margin + 15, {
        width: doc.page.width - left - doc.page.margins.right,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
