import { ROSTER_MSG } from '@tryout/shared/roster';
import { AppError, badRequest } from '../../lib/errors';
import { inspectZip } from '../question-bank/import/read';

/**
 * The first sheet of an Excel workbook as text rows, after the same zip checks as a question
 * import (a zip bomb, macros, links: refused before exceljs inflates anything).
 */
export async function readSheetRows(bytes: Buffer): Promise<string[][]> {
  const { format } = await inspectZip(bytes).catch((err: unknown) => {
    if (err instanceof AppError && err.statusCode === 413) throw err;
    throw badRequest(ROSTER_MSG.fileUnreadable);
  });
  if (format !== 'xlsx') throw badRequest(ROSTER_MSG.fileUnreadable);
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(ROSTER_MSG.fileUnreadable);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest(ROSTER_MSG.noRows);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text ?? '';
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}
