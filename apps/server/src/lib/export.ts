import { formatWibLong, wibWallClock } from './wib';

// exceljs and pdfkit weigh ~30 MB each in memory: they load on the first export, not at boot.

export interface XlsxColumn<T> {
  header: string;
  width: number;
  kind: 'text' | 'number' | 'date';
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
            ? { numFmt: '0.##' }
            : { numFmt: '@' },
    }));
    const header = ws.getRow(1);
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
    for (const r of rows) {
      ws.addRow(
        columns.map((c) => {
          const v = c.value(r);
          if (v == null || v === '') return null;
          if (c.kind === 'date') return wibWallClock(String(v));
          if (c.kind === 'number') return Number(v);
          return String(v);
        }),
      );
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

/**
 * The printable results (A4 landscape, pdfkit `doc.table()`): title, lines, the table split over
 * pages with the header row repeated on each page, and 'Halaman N dari M' at the foot of each page.
 */
export async function buildPdf(report: PdfReport): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
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
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(SIZE);
    return (
      Math.max(...cells.map((t, i) => doc.heightOfString(t || ' ', { width: widths[i] - 2 * PAD }))) + 2 * PAD
    );
  };
  const headerCells = report.columns.map((c) => c.header);
  const startTable = () => {
    const table = doc.table({
      position: { x: left, y: doc.y },
      columnStyles: report.columns.map((c) => ({
        width: c.width,
        align: { x: c.align ?? 'left', y: 'center' },
      })),
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
    return table;
  };

  doc.font(FONT).fontSize(SIZE);
  let table = startTable();
  if (report.rows.length === 0) {
    table.row([{ text: 'Tidak Ada Data', colSpan: report.columns.length, font: { src: FONT, size: SIZE } }]);
  }
  for (const [i, row] of report.rows.entries()) {
    const cells = row.map(pdfText);
    if (doc.y + rowHeight(cells, FONT) > bottom()) {
      table.end();
      doc.addPage();
      table = startTable();
    }
    table.row(
      cells.map((text) => ({
        text,
        font: { src: FONT, size: SIZE },
        backgroundColor: i % 2 === 1 ? '#f8f9fa' : undefined,
      })),
    );
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
