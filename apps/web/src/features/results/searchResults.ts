import { normaliseNim } from '@tryout/shared/nim';

/** What a results list is searched by: the taker's name and NISN/NIM (or registration number). */
export interface Searchable {
  nama_mhs: string;
  nim: string;
}

/**
 * The rows whose name contains every word typed (any case), or whose NISN/NIM contains what was
 * typed (spaces ignored, any case). An empty search keeps every row. Pure.
 */
export function searchResults<T extends Searchable>(rows: T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return rows;
  const words = q.split(/\s+/);
  const nim = normaliseNim(q);
  return rows.filter((r) => {
    const name = r.nama_mhs.toLowerCase();
    return words.every((w) => name.includes(w)) || normaliseNim(r.nim).includes(nim);
  });
}
