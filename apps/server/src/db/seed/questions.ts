/**
 * The demo question bank's building blocks: its types and the question builders the materi files
 * (materi/*.ts) share. One deterministic random sequence for the whole bank, so the demo is the
 * same on every start (as long as demoBank() builds the materi in the same order).
 */
import { seededRandom } from '../../domain/random';

type Letter = 'A' | 'B' | 'C' | 'D' | 'E';
const LETTERS: Letter[] = ['A', 'B', 'C', 'D', 'E'];

interface Option {
  text: string;
  image?: string;
}
export interface DemoQuestion {
  type: 'PG' | 'Essay';
  soal: string;
  gambar?: string;
  options: Option[];
  kunci: Letter | null;
  kunciEssay?: string;
}
export interface DemoGroup {
  nama: string;
  deskripsi: string;
  jumlah: number;
  soal: DemoQuestion[];
}
export interface DemoMateri {
  kode: string;
  deskripsi: string;
  waktu: number;
  urutan: number;
  toefl: number | null;
  groups: DemoGroup[];
}

const rand = seededRandom(20260101);
export const randInt = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const p = (html: string) => (html.startsWith('<') ? html : `<p>${html}</p>`);

/**
 * A multiple-choice question: the first option is the correct one; options are shuffled
 * deterministically so keys spread over A–E. Options given as `{ image }` only get a neutral label.
 */
export function pg(
  soal: string,
  correct: string | Option,
  wrong: (string | Option)[],
  gambar?: string,
): DemoQuestion {
  if (wrong.length !== 4) throw new Error(`Soal demo harus punya 5 pilihan: ${soal}`);
  const all = [correct, ...wrong].map((o) => (typeof o === 'string' ? { text: o } : o));
  const order = [0, 1, 2, 3, 4];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const options = order.map((k, i) => {
    const o = all[k];
    return { text: o.text ? p(o.text) : `<p>Gambar ${LETTERS[i]}</p>`, image: o.image };
  });
  return { type: 'PG', soal: p(soal), gambar, options, kunci: LETTERS[order.indexOf(0)] };
}

export function essay(soal: string, kunci: string): DemoQuestion {
  return { type: 'Essay', soal: p(soal), options: [], kunci: null, kunciEssay: p(kunci) };
}

/** Numeric distractors around the answer, distinct and positive. */
export function near(answer: number, spread = [1, -1, 2, -2, 3, 5, -3, 10]): string[] {
  const out: string[] = [];
  for (const d of spread) {
    const v = answer + d;
    if (v > 0 && v !== answer && !out.includes(String(v))) out.push(String(v));
    if (out.length === 4) break;
  }
  for (let d = 4; out.length < 4; d++) if (!out.includes(String(answer + d))) out.push(String(answer + d));
  return out;
}
