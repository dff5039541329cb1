import { ROSTER_MAX_ROWS, ROSTER_MSG, type RosterEntry, rosterEntrySchema } from '@tryout/shared/roster';

/**
 * A course's student list read from a table (an Excel sheet's or a CSV file's rows, docs/decisions/0018):
 * the columns NIM, Nama and Email found by their header (any order and case: 'NIM', 'Nama
 * Mahasiswa', 'E-mail'…), or in that order when the first row is no header. Blank rows are
 * skipped; a row without NIM or name, with a bad e-mail, or with a NIM seen before is refused
 * with its row number.
 */

export interface RosterRead {
  entries: RosterEntry[];
  ditolak: { baris: number; alasan: string }[];
}

const HEADERS: Record<'nim' | 'nama' | 'email', RegExp> = {
  nim: /^(nim|no\.?\s*induk|nomor\s*induk)/i,
  nama: /^nama/i,
  email: /^(e-?\s*mail|surel|alamat\s*e-?mail)/i,
};

/** Where each column is: from the header row, or NIM, Nama, Email in that order without one. */
function columnsOf(first: string[]): { nim: number; nama: number; email: number; header: boolean } {
  const find = (re: RegExp) => first.findIndex((c) => re.test(c.trim()));
  const nim = find(HEADERS.nim);
  const nama = find(HEADERS.nama);
  if (nim >= 0 && nama >= 0) return { nim, nama, email: find(HEADERS.email), header: true };
  return { nim: 0, nama: 1, email: 2, header: false };
}

export function rosterFromTable(rows: string[][]): RosterRead {
  const out: RosterRead = { entries: [], ditolak: [] };
  if (rows.length === 0) return out;
  const cols = columnsOf(rows[0]);
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    if (cols.header && i === 0) continue;
    if (row.every((c) => c.trim() === '')) continue;
    const baris = i + 1;
    const cell = (n: number) => (n >= 0 ? (row[n] ?? '') : '');
    const parsed = rosterEntrySchema.safeParse({
      nim: cell(cols.nim),
      nama: cell(cols.nama),
      email: cell(cols.email),
    });
    if (!parsed.success) {
      out.ditolak.push({ baris, alasan: parsed.error.issues[0]?.message ?? ROSTER_MSG.fileUnreadable });
      continue;
    }
    if (seen.has(parsed.data.nim)) {
      out.ditolak.push({ baris, alasan: ROSTER_MSG.nimTwiceInFile });
      continue;
    }
    seen.add(parsed.data.nim);
    out.entries.push(parsed.data);
  }
  return out;
}

/** Whether a table holds more students than one file may. */
export const tooManyRows = (rows: string[][]) => rows.length > ROSTER_MAX_ROWS + 1;
