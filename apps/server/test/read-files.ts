import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

/** pdftotext -layout of a PDF buffer, one string per page. */
export function pdfPages(buf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-pdf-'));
  try {
    const file = path.join(dir, 'file.pdf');
    fs.writeFileSync(file, buf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return text.split('\f').filter((p) => p.trim() !== '');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows of an .xlsx's first sheet (or the named one), each as its cell values. */
export async function readXlsx(buf: Buffer, sheet?: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const ws = sheet ? wb.getWorksheet(sheet) : wb.worksheets[0];
  const rows: unknown[][] = [];
  ws?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
