import { formOfMarks, formTypeOf, readNumber, type Settings, settingOf } from './form-markers';
import { textWithFormulas } from './formula-export';
import { splitBlocks } from './html';
import { kindOf, LETTERS, type Letter, newQuestion, type ParsedQuestion, type RawImage } from './types';

/** One run of a cell's text with its formatting. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  sub?: boolean;
  sup?: boolean;
}
/** A cell as the reader hands it over: plain text, formatted runs, or empty. */
export type SheetCell = string | Run[] | null;

/**
 * The template's columns (header names, case and 'Pilihan ' ignored); the last four carry the
 * UTBK/AKM forms' markers (form-markers.ts) and a question's weight, and may be left out.
 */
export const SHEET_COLUMNS = [
  'No',
  'Soal',
  'A',
  'B',
  'C',
  'D',
  'E',
  'Kunci',
  'Jenis',
  'Pembahasan',
  'Pernyataan',
  'Aturan',
  'Bobot',
  'Pengaturan',
] as const;
type Column = (typeof SHEET_COLUMNS)[number];

const headerName = (cell: SheetCell): Column | undefined => {
  const t = cellText(cell)
    .trim()
    .toLowerCase()
    .replace(/^pilihan\s+/, '')
    .replace(/^kunci jawaban$/, 'kunci')
    .replace(/^jenis soal$/, 'jenis');
  return SHEET_COLUMNS.find((c) => c.toLowerCase() === t);
};

export const cellText = (cell: SheetCell): string =>
  cell == null ? '' : typeof cell === 'string' ? cell : cell.map((r) => r.text).join('');

/** A cell as HTML: one paragraph per line, runs in b/i/u/sub/sup. */
export function cellHtml(cell: SheetCell): string {
  const runs: Run[] = cell == null ? [] : typeof cell === 'string' ? [{ text: cell }] : cell;
  const lines: string[] = [''];
  for (const r of runs) {
    const parts = r.text.replace(/\r\n?/g, '\n').split('\n');
    parts.forEach((part, i) => {
      if (i > 0) lines.push('');
      if (part === '') return;
      // a formula between \( \) (the Excel form of a formula, as the export writes it)
      let h = textWithFormulas(part);
      if (r.sub) h = `<sub>${h}</sub>`;
      if (r.sup) h = `<sup>${h}</sup>`;
      if (r.underline) h = `<u>${h}</u>`;
      if (r.italic) h = `<em>${h}</em>`;
      if (r.bold) h = `<strong>${h}</strong>`;
      lines[lines.length - 1] += h;
    });
  }
  return lines
    .filter((l) => l.trim() !== '')
    .map((l) => `<p>${l}</p>`)
    .join('');
}

/** An image anchored in a cell (row and column 1-based, as exceljs numbers them). */
export interface CellImage {
  row: number;
  col: number;
  image: RawImage;
}

/**
 * The Excel template: a header row (No, Soal, A–E, Kunci, Jenis, Pembahasan) and one row per
 * question below it; a picture anchored in the Soal cell or an option's cell is that part's
 * image. Rows with nothing in them are skipped. `rows[r][c]` is row r+1, column c+1.
 */
export function questionsFromSheet(rows: SheetCell[][], images: CellImage[] = []): ParsedQuestion[] {
  const headerRow = rows.findIndex((r) => r.some((c) => headerName(c) === 'Soal'));
  if (headerRow < 0) return [];
  const col = new Map<Column, number>();
  rows[headerRow].forEach((c, i) => {
    const name = headerName(c);
    if (name && !col.has(name)) col.set(name, i);
  });
  const at = (r: SheetCell[], c: Column) => (col.has(c) ? (r[col.get(c) as number] ?? null) : null);
  const imageAt = (row: number, c: Column) =>
    col.has(c) ? images.filter((im) => im.row === row && im.col === (col.get(c) as number) + 1) : [];
  const out: ParsedQuestion[] = [];
  for (let i = headerRow + 1; i < rows.length; i++) {
    const r = rows[i];
    const rowImages = images.filter((im) => im.row === i + 1);
    if (r.every((c) => cellText(c).trim() === '') && rowImages.length === 0) continue;
    const no = Number.parseInt(cellText(at(r, 'No')), 10);
    const q = newQuestion(Number.isFinite(no) && no > 0 ? no : out.length + 1);
    const jenis = cellText(at(r, 'Jenis'));
    const kind = kindOf(jenis);
    const formType = kind ? undefined : formTypeOf(jenis);
    if (kind) q.type_soal = kind;
    else if (!formType) q.jenis_invalid = true;
    q.soal_pg = cellHtml(at(r, 'Soal'));
    q.soal_gambar = imageAt(i + 1, 'Soal')[0]?.image ?? null;
    for (const l of LETTERS as readonly Letter[]) {
      q.pil[l] = q.type_soal === 'PG' ? cellHtml(at(r, l)) : '';
      q.gambar_pil[l] = q.type_soal === 'PG' ? (imageAt(i + 1, l)[0]?.image ?? null) : null;
    }
    if (q.type_soal === 'PG') q.kunci = cellText(at(r, 'Kunci'));
    else q.kunci_essay = cellHtml(at(r, 'Kunci'));
    q.pembahasan = cellHtml(at(r, 'Pembahasan'));
    const bobot = cellText(at(r, 'Bobot')).trim();
    if (bobot !== '') q.bobot = readNumber(bobot);
    if (formType) {
      const settings: Settings = { aturan: cellText(at(r, 'Aturan')) };
      for (const line of cellText(at(r, 'Pengaturan')).split(/\r?\n/)) {
        const s = settingOf(line);
        if (s && s.setting !== 'bobot') settings[s.setting] = s.value;
      }
      const read = formOfMarks({
        type: formType,
        kunci: q.kunci,
        items: splitBlocks(cellHtml(at(r, 'Pernyataan'))),
        settings,
      });
      q.form = read.form;
      q.problems.push(...read.problems);
    }
    out.push(q);
  }
  return out;
}
