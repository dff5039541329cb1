import { describe, expect, it } from 'vitest';
import { type FileAnswer, formAnswerText, rescueDecision, type StoredAnswer } from './rescue';

const T0 = Date.parse('2026-11-26T01:00:00.000Z');
const window = {
  started_at: new Date(T0).toISOString(),
  deadline_at: new Date(T0 + 3_600_000).toISOString(),
};
const at = (s: number) => T0 + s * 1000;

describe("the rescue file's answers: which the server takes", () => {
  const pg = (pilihan: string | null, seq: number | null, ragu: boolean | null = false): StoredAnswer => ({
    type: 'PG',
    pilihan,
    ragu,
    seq,
  });
  const essay = (text: string | null, seq: number | null): StoredAnswer => ({
    type: 'Essay',
    essay: text,
    seq,
  });
  const form = (
    isi: string | null,
    seq: number | null,
    type = 'PG Kompleks',
    ragu: boolean | null = false,
  ): StoredAnswer => ({
    type,
    isi,
    ragu,
    seq,
  });
  const file = (v: Partial<FileAnswer>): FileAnswer => ({ urutan: at(60), pada: at(60), ...v });

  it.each<[string, FileAnswer, StoredAnswer, string]>([
    ['nothing stored', file({ pilihan: 'B' }), pg(null, null), 'terapkan'],
    ['an older save stored', file({ pilihan: 'B' }), pg('A', at(30)), 'terapkan'],
    ['a save without urutan stored', file({ pilihan: 'B' }), pg('A', null), 'terapkan'],
    ["the submit's carried answer (urutan 0)", file({ pilihan: 'B' }), pg('A', 0), 'terapkan'],
    ['a newer save stored', file({ pilihan: 'B' }), pg('C', at(61)), 'server_lebih_baru'],
    ['the same urutan stored', file({ pilihan: 'B' }), pg('C', at(60)), 'server_lebih_baru'],
    ['the same letter', file({ pilihan: 'B' }), pg('B', at(61)), 'sama'],
    [
      'the page never changed it (no urutan)',
      file({ pilihan: 'B', urutan: null, pada: null }),
      pg('C', null),
      'server_lebih_baru',
    ],
    ['a mark only, newer', file({ ragu: true }), pg('A', at(30), false), 'terapkan'],
    ['a mark only, the same', file({ ragu: false }), pg('A', at(30), null), 'sama'],
    ['at the start', file({ pilihan: 'B', pada: at(0) }), pg(null, null), 'terapkan'],
    ['before the start', file({ pilihan: 'B', pada: at(-1) }), pg(null, null), 'di_luar_waktu'],
    [
      'within the grace after the deadline',
      file({ pilihan: 'B', pada: at(3630) }),
      pg(null, null),
      'terapkan',
    ],
    ['after deadline + grace', file({ pilihan: 'B', pada: at(3631) }), pg(null, null), 'di_luar_waktu'],
    ['no device time', file({ pilihan: 'B', pada: null }), pg(null, null), 'di_luar_waktu'],
    ['an essay, newer', file({ essay: 'jawab' }), essay('jaw', at(10)), 'terapkan'],
    ['an essay, nothing stored', file({ essay: 'jawab' }), essay(null, null), 'terapkan'],
    ['an essay, the same', file({ essay: 'jawab' }), essay('jawab', at(90)), 'sama'],
    ['an empty essay, nothing stored', file({ essay: '' }), essay(null, null), 'sama'],
    ['not drawn', file({ pilihan: 'B' }), { seq: null }, 'bukan_soal'],
    ['a letter for an essay', file({ pilihan: 'B' }), essay(null, null), 'bukan_soal'],
    ['an essay for a PG question', file({ essay: 'x' }), pg(null, null), 'bukan_soal'],
    ["a form's answer, nothing stored", file({ isi: '[true,false]' }), form(null, null), 'terapkan'],
    [
      "a form's answer, an older save",
      file({ isi: '[true,false]' }),
      form('[true,true]', at(30)),
      'terapkan',
    ],
    [
      "a form's answer, a newer save",
      file({ isi: '[true,false]' }),
      form('[true,true]', at(61)),
      'server_lebih_baru',
    ],
    ["a form's answer, the same", file({ isi: '"0,5"' }), form('"0,5"', at(90), 'Isian Angka'), 'sama'],
    [
      "a form's answer, after deadline + grace",
      file({ isi: '"0,5"', pada: at(3631) }),
      form(null, null, 'Isian Angka'),
      'di_luar_waktu',
    ],
    ["a form's answer the question refuses", file({ masalah: 'x' }), form(null, null), 'tidak_sah'],
    ["a refused form's answer, not drawn", file({ masalah: 'x' }), { seq: null }, 'bukan_soal'],
    ["a form's answer for a PG question", file({ isi: '"A"' }), pg(null, null), 'bukan_soal'],
    ["a form's answer for an essay", file({ isi: '"teks"' }), essay(null, null), 'bukan_soal'],
    ["a letter for a form's question", file({ pilihan: 'B' }), form(null, null), 'bukan_soal'],
    ["a form's mark only, newer", file({ ragu: true }), form('[true]', at(30)), 'terapkan'],
    ["a form's mark only, the same", file({ ragu: false }), form(null, null, 'Menjodohkan', null), 'sama'],
    [
      "a form's answer the same, its mark changed",
      file({ isi: '"0,5"', ragu: true }),
      form('"0,5"', at(30), 'Isian Angka'),
      'terapkan',
    ],
    [
      "a form's answer and mark the same",
      file({ isi: '"0,5"', ragu: true }),
      form('"0,5"', at(90), 'Isian Angka', true),
      'sama',
    ],
    ["a form's mark, a newer save", file({ ragu: true }), form('[true]', at(61)), 'server_lebih_baru'],
    ['a mark for an essay', file({ ragu: true }), essay(null, null), 'bukan_soal'],
  ])('%s', (_name, f, s, want) => {
    expect(rescueDecision(f, s, window)).toBe(want);
  });

  it('a deadline moved by extra time or outage credit widens the window', () => {
    const late = file({ pilihan: 'B', pada: at(3900) });
    expect(rescueDecision(late, pg(null, null), window)).toBe('di_luar_waktu');
    const moved = { ...window, deadline_at: new Date(T0 + 3_900_000).toISOString() };
    expect(rescueDecision(late, pg(null, null), moved)).toBe('terapkan');
  });

  it.each<[string, string, unknown, string | undefined, string | null]>([
    ['a table', 'PG Kompleks', [true, false, null], undefined, '1. Benar; 2. Salah; 3. –'],
    ['a table, its labels', 'PG Kompleks', [false, true], 'Ya/Tidak', '1. Tidak; 2. Ya'],
    ['letters', 'PG Jawaban Ganda', ['A', 'C'], undefined, 'A, C'],
    ['no letter', 'PG Jawaban Ganda', [], undefined, null],
    ['a number', 'Isian Angka', '0,5', undefined, '0,5'],
    ['a text', 'Isian Singkat', 'Batavia', undefined, 'Batavia'],
    ['pairs', 'Menjodohkan', ['B', null], undefined, '1 → B; 2 → –'],
    ['a truth', 'Benar/Salah', false, 'Sesuai/Tidak sesuai', 'Tidak sesuai'],
    ['no answer', 'Benar/Salah', null, undefined, null],
  ])("a form's answer as the preview shows it: %s", (_name, type, answer, label, want) => {
    expect(formAnswerText(type, answer, label)).toBe(want);
  });
});
