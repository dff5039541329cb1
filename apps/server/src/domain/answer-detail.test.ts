import { scoreText } from '@tryout/shared/answer-detail';
import { describe, expect, it } from 'vitest';
import { answerDetail, type DetailQuestion } from './answer-detail';

const noOptions = { A: '', B: '', C: '', D: '', E: '' };
const options = { A: 'Pilihan A', B: 'Pilihan B', C: 'Pilihan C', D: 'Pilihan D', E: '' };
const strip = (html: string) => html.replace(/<[^>]+>/g, '');

const q = (over: Partial<DetailQuestion>): DetailQuestion => ({
  type_soal: 'PG',
  isi: null,
  kunci: null,
  form_answer: null,
  aturan_skor: null,
  bobot: 1,
  kunci_pg: null,
  kunci_essay: null,
  value: null,
  essay: null,
  options: noOptions,
  ...over,
});
const json = JSON.stringify;

describe('answerDetail: each form’s answer and key line by line, and its score of its weight', () => {
  it('a PG Kompleks table (Kprim, weight 2): each statement with the candidate’s label and the key', () => {
    const d = answerDetail(
      q({
        type_soal: 'PG Kompleks',
        isi: json({ label: 'Benar/Salah', pernyataan: ['<p>P1</p>', '<p>P2</p>', '<p>P3</p>', '<p>P4</p>'] }),
        kunci: json({ jawaban: [true, false, true, true] }),
        aturan_skor: 'kprim',
        bobot: 2,
        form_answer: json([true, false, true, null]),
      }),
      strip,
    );
    expect(d).toMatchObject({ kolom: 'Pernyataan', aturan: 'Kprim (satu salah: setengah nilai)', skor: 0.5 });
    expect(d.baris).toEqual([
      { label: '1. P1', jawaban: 'Benar', kunci: 'Benar', benar: true },
      { label: '2. P2', jawaban: 'Salah', kunci: 'Salah', benar: true },
      { label: '3. P3', jawaban: 'Benar', kunci: 'Benar', benar: true },
      { label: '4. P4', jawaban: '-', kunci: 'Benar', benar: false },
    ]);
    expect(scoreText(d)).toBe('Skor 1 dari 2 (0,5 × bobot 2)');
  });

  it('PG Jawaban Ganda weighted: each option chosen or not against the key with its weight', () => {
    const d = answerDetail(
      q({
        type_soal: 'PG Jawaban Ganda',
        kunci: json({ benar: ['A', 'C'], bobot: { A: 50, C: 50, B: -100, D: -100 } }),
        aturan_skor: 'berbobot',
        options,
        form_answer: json(['C', 'A']),
      }),
    );
    expect(d.skor).toBe(1);
    expect(d.baris.map((b) => [b.label, b.jawaban, b.kunci, b.benar])).toEqual([
      ['A. Pilihan A', 'Dipilih', 'Dipilih (50 %)', true],
      ['B. Pilihan B', 'Tidak dipilih', 'Tidak dipilih (−100 %)', true],
      ['C. Pilihan C', 'Dipilih', 'Dipilih (50 %)', true],
      ['D. Pilihan D', 'Tidak dipilih', 'Tidak dipilih (−100 %)', true],
    ]);
  });

  it('Jawaban Ganda all-or-nothing: a missing right option is a wrong line and scores 0', () => {
    const d = answerDetail(
      q({
        type_soal: 'PG Jawaban Ganda',
        kunci: json({ benar: ['A', 'C'] }),
        options,
        form_answer: json(['A']),
      }),
    );
    expect(d.skor).toBe(0);
    expect(d.aturan).toBe('Semua atau tidak sama sekali');
    expect(d.baris.find((b) => b.label.startsWith('C'))).toMatchObject({
      jawaban: 'Tidak dipilih',
      benar: false,
    });
  });

  it('isian angka and singkat: the typed text against the accepted keys', () => {
    const angka = answerDetail(
      q({
        type_soal: 'Isian Angka',
        kunci: json({ jawaban: ['0,5', '1/2'], toleransi: 0.01, jenis_toleransi: 'mutlak' }),
        form_answer: json(' 0.50 '),
      }),
    );
    expect(angka.baris).toEqual([
      { label: 'Isian angka', jawaban: '0.50', kunci: '0,5 atau 1/2 (toleransi ± 0,01)', benar: true },
    ]);
    expect(angka.skor).toBe(1);
    const singkat = answerDetail(
      q({
        type_soal: 'Isian Singkat',
        kunci: json({
          jawaban: [
            { teks: 'Ibukota', nilai: 100 },
            { teks: 'Batavia', nilai: 50 },
          ],
          abaikan_huruf_besar: true,
        }),
        bobot: 2,
        form_answer: json('batavia'),
      }),
    );
    expect(singkat.baris[0]).toEqual({
      label: 'Isian singkat',
      jawaban: 'batavia',
      kunci: 'Ibukota atau Batavia (50 %)',
      benar: null,
    });
    expect(scoreText(singkat)).toBe('Skor 1 dari 2 (0,5 × bobot 2)');
    const empty = answerDetail(
      q({ type_soal: 'Isian Angka', kunci: json({ jawaban: ['3'] }), form_answer: null }),
    );
    expect(empty).toMatchObject({ skor: 0, kosong: true, baris: [{ jawaban: '-', kunci: '3' }] });
  });

  it('Menjodohkan per pair: each premise with the chosen response and the key’s', () => {
    const d = answerDetail(
      q({
        type_soal: 'Menjodohkan',
        isi: json({ premis: ['<p>Air</p>', '<p>Garam</p>', '<p>Gula</p>'] }),
        kunci: json({ pasangan: ['B', 'D', 'A'] }),
        aturan_skor: 'per_pasangan',
        options,
        form_answer: json(['B', null, 'C']),
      }),
      strip,
    );
    expect(d.kolom).toBe('Premis → Respons');
    expect(d.skor).toBeCloseTo(1 / 3, 10);
    expect(d.baris).toEqual([
      { label: '1. Air', jawaban: 'B. Pilihan B', kunci: 'B. Pilihan B', benar: true },
      { label: '2. Garam', jawaban: '-', kunci: 'D. Pilihan D', benar: false },
      { label: '3. Gula', jawaban: 'C. Pilihan C', kunci: 'A. Pilihan A', benar: false },
    ]);
    expect(scoreText(d)).toBe('Skor 0,333 dari 1');
  });

  it('Benar/Salah with its own labels; PG and essay as before', () => {
    const bs = answerDetail(
      q({
        type_soal: 'Benar/Salah',
        isi: json({ label: 'Ya/Tidak' }),
        kunci: json({ jawaban: false }),
        form_answer: 'true',
      }),
    );
    expect(bs).toMatchObject({
      skor: 0,
      baris: [{ label: 'Pernyataan', jawaban: 'Ya', kunci: 'Tidak', benar: false }],
    });
    const pg = answerDetail(q({ kunci_pg: 'a', value: 'A', options }));
    expect(pg).toMatchObject({
      skor: 1,
      kosong: false,
      baris: [{ jawaban: 'A. Pilihan A', kunci: 'A. Pilihan A', benar: true }],
    });
    const essay = answerDetail(q({ type_soal: 'Essay', essay: 'Teks', kunci_essay: '<p>Kunci</p>' }), strip);
    expect(essay).toMatchObject({ skor: null, baris: [{ jawaban: 'Teks', kunci: 'Kunci', benar: null }] });
    expect(scoreText(essay)).toBe('Dinilai bersama nilai essay');
  });

  it('a stored row that no longer fits its question shows what it can and scores 0', () => {
    const d = answerDetail(
      q({
        type_soal: 'PG Kompleks',
        isi: '{broken',
        kunci: json({ jawaban: [true] }),
        form_answer: json('x'),
      }),
    );
    expect(d).toMatchObject({ skor: 0, baris: [] });
  });
});
