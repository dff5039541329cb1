import { describe, expect, it } from 'vitest';
import { type DrawnAnswer, irtResponse } from './responses';

const json = JSON.stringify;
const a = (over: Partial<DrawnAnswer>): DrawnAnswer => ({
  type_soal: 'PG',
  kunci_pg: null,
  value: null,
  kunci: null,
  aturan_skor: null,
  form_answer: null,
  ...over,
});

describe('IRT responses: 0/1, full credit = 1 (docs/decisions/0025)', () => {
  const table = a({
    type_soal: 'PG Kompleks',
    kunci: json({ jawaban: [true, false, true, true] }),
    aturan_skor: 'kprim',
  });
  const cases: [string, DrawnAnswer, 0 | 1][] = [
    ['PG right', a({ kunci_pg: 'B', value: 'b' }), 1],
    ['PG wrong', a({ kunci_pg: 'B', value: 'A' }), 0],
    ['PG empty', a({ kunci_pg: 'B' }), 0],
    ['PG without a key', a({ value: 'A' }), 0],
    ['Kprim all right', { ...table, form_answer: json([true, false, true, true]) }, 1],
    ['Kprim one wrong (0.5) is 0', { ...table, form_answer: json([true, false, true, false]) }, 0],
    [
      'Jawaban Ganda weighted 50 % + 50 % = full',
      a({
        type_soal: 'PG Jawaban Ganda',
        kunci: json({ benar: ['A', 'C'], bobot: { A: 50, C: 50 } }),
        aturan_skor: 'berbobot',
        form_answer: json(['A', 'C']),
      }),
      1,
    ],
    [
      'Jawaban Ganda weighted half is 0',
      a({
        type_soal: 'PG Jawaban Ganda',
        kunci: json({ benar: ['A', 'C'], bobot: { A: 50, C: 50 } }),
        aturan_skor: 'berbobot',
        form_answer: json(['A']),
      }),
      0,
    ],
    [
      'Jawaban Ganda weighted by default (right ones share 100 %, wrong ones minus that): both right = 1',
      a({
        type_soal: 'PG Jawaban Ganda',
        kunci: json({ benar: ['A', 'C'] }),
        aturan_skor: 'berbobot',
        form_answer: json(['A', 'C']),
        filled: ['A', 'B', 'C', 'D'],
      }),
      1,
    ],
    [
      'Isian Singkat 50 % answer is 0',
      a({
        type_soal: 'Isian Singkat',
        kunci: json({
          jawaban: [
            { teks: 'Jakarta', nilai: 100 },
            { teks: 'Batavia', nilai: 50 },
          ],
          abaikan_huruf_besar: true,
        }),
        form_answer: json('batavia'),
      }),
      0,
    ],
    [
      'Isian Angka within the tolerance',
      a({
        type_soal: 'Isian Angka',
        kunci: json({ jawaban: ['0,5'], toleransi: 0, jenis_toleransi: 'mutlak' }),
        form_answer: json('1/2'),
      }),
      1,
    ],
    [
      'Menjodohkan per pair 2 of 3 is 0',
      a({
        type_soal: 'Menjodohkan',
        kunci: json({ pasangan: ['B', 'D', 'A'] }),
        aturan_skor: 'per_pasangan',
        form_answer: json(['B', 'D', 'C']),
      }),
      0,
    ],
    [
      'Benar/Salah right',
      a({ type_soal: 'Benar/Salah', kunci: json({ jawaban: false }), form_answer: 'false' }),
      1,
    ],
    ['a form left empty', a({ type_soal: 'Benar/Salah', kunci: json({ jawaban: false }) }), 0],
    ['a broken stored key', a({ type_soal: 'Benar/Salah', kunci: '{', form_answer: 'false' }), 0],
  ];
  it.each(cases)('%s', (_, answer, expected) => expect(irtResponse(answer)).toBe(expected));
});
