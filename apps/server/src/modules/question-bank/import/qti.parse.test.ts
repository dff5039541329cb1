import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { MATH_MSG } from '@tryout/shared/math';
import { describe, expect, it } from 'vitest';
import { parseQtiItemFile } from './qti.parse';
import type { ParsedQuestion } from './types';

/** Each QTI construct's fixture (written from the QTI 3.0 / 2.1 / 2.2 specifications) and the question it gives. */

const QTI = path.join(import.meta.dirname, 'fixtures', 'qti');
const fixture = (name: string) => fs.readFileSync(path.join(QTI, `${name}.xml`), 'utf8');
const read = (name: string) => parseQtiItemFile(fixture(name))[0];
const brief = (q: ParsedQuestion) => ({
  type: q.form?.type ?? q.type_soal,
  soal: q.soal_pg.replace(/\s+/g, ' ').trim(),
  pil: Object.values(q.pil).filter((p) => p !== ''),
  kunci: q.form ? q.form.kunci : q.type_soal === 'PG' ? q.kunci : q.kunci_essay,
  isi: q.form?.isi,
  aturan_skor: q.form?.aturan_skor,
  pembahasan: q.pembahasan.replace(/\s+/g, ' ').trim(),
  problems: q.problems,
});

describe('QTI items', () => {
  it.each<[string, Partial<ReturnType<typeof brief>>]>([
    [
      'pilihan-ganda',
      {
        type: 'PG',
        soal: '<p>Ibu kota Indonesia adalah <strong>…</strong></p>',
        pil: ['Bandung', 'Jakarta', 'Surabaya', 'Medan'],
        kunci: 'B',
        pembahasan: '<p>Jakarta sejak 1945.</p>',
        problems: [],
      },
    ],
    ['pilihan-ganda-21', { type: 'PG', pil: ['6', '8', '9', '12', '27'], kunci: 'C', problems: [] }],
    [
      'jawaban-ganda',
      {
        type: 'PG Jawaban Ganda',
        soal: '<p>Manakah yang bilangan prima?</p>',
        pil: ['2', '3', '4', '6'],
        kunci: { benar: ['A', 'B'], bobot: { A: 50, B: 50, C: -100, D: -100 } },
        aturan_skor: 'berbobot',
        problems: [],
      },
    ],
    [
      'benar-salah',
      {
        type: 'Benar/Salah',
        pil: [],
        isi: { label: 'Benar/Salah' },
        kunci: { jawaban: false },
        problems: [],
      },
    ],
    [
      'isian-singkat',
      {
        type: 'Isian Singkat',
        soal: '<p>Proklamator kemerdekaan Indonesia bersama Hatta adalah …… .</p>',
        kunci: {
          jawaban: [
            { teks: 'Soekarno', nilai: 100 },
            { teks: 'Sukarno', nilai: 100 },
            { teks: 'Bung Karno', nilai: 50 },
          ],
          abaikan_huruf_besar: true,
        },
        problems: [],
      },
    ],
    [
      'isian-angka',
      {
        type: 'Isian Angka',
        kunci: { jawaban: ['7'], toleransi: 0, jenis_toleransi: 'mutlak' },
        problems: [],
      },
    ],
    [
      'isian-angka-toleransi',
      {
        type: 'Isian Angka',
        kunci: { jawaban: ['3.14'], toleransi: 0.005, jenis_toleransi: 'mutlak' },
        problems: [],
      },
    ],
    [
      'menjodohkan',
      {
        type: 'Menjodohkan',
        soal: '<p>Jodohkan negara dengan ibu kotanya.</p>',
        pil: ['Jakarta', 'Kuala Lumpur', 'Bangkok', 'Manila'],
        isi: { premis: ['Indonesia', 'Malaysia', 'Thailand'] },
        kunci: { pasangan: ['A', 'B', 'C'] },
        aturan_skor: 'semua',
        problems: [],
      },
    ],
    [
      'menjodohkan-associate',
      {
        type: 'Menjodohkan',
        pil: ['air', 'garam dapur', 'gula'],
        isi: { premis: ['H<sub>2</sub>O', 'NaCl'] },
        kunci: { pasangan: ['A', 'B'] },
        aturan_skor: 'per_pasangan',
        problems: [],
      },
    ],
    [
      'essay',
      {
        type: 'Essay',
        soal: '<p>Jelaskan proses fotosintesis.</p>',
        kunci: '<p>Cahaya, klorofil, CO<sub>2</sub> dan air.</p>',
        problems: [],
      },
    ],
    ['khusus', { type: 'PG', kunci: 'A', problems: [IMPORT_MSG.qtiCustomProcessing] }],
    ['belum-didukung', { type: 'Essay', problems: ['Interaksi QTI "orderInteraction" belum didukung'] }],
  ])('%s', (name, expected) => {
    expect(brief(read(name))).toMatchObject(expected);
  });

  it('MathML is kept as the formula it writes (QTI 2.1 with an m: prefix): its presentation read as LaTeX', () => {
    expect(read('pilihan-ganda-21').soal_pg).toContain('<span data-tex="{x}^{2}"></span>');
  });

  const withMath = (math: string) =>
    parseQtiItemFile(
      fixture('essay').replace('<p>Jelaskan proses fotosintesis.</p>', `<p>Hitung ${math}</p>`),
    )[0];
  it.each([
    // a TeX annotation is the formula as written
    [
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mfrac><mn>1</mn><mn>2</mn></mfrac><annotation encoding="application/x-tex">\\frac{1}{2}</annotation></semantics></math>',
      '<span data-tex="\\frac{1}{2}"></span>',
    ],
    [
      '<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><msqrt><mi>π</mi></msqrt><mo>≤</mo><mfrac><mn>1</mn><msub><mi>x</mi><mn>0</mn></msub></mfrac></math>',
      '<div data-tex="\\sqrt{\\pi }\\le \\frac{1}{{x}_{0}}"></div>',
    ],
    [
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>sin</mi><mfenced><mi>x</mi></mfenced></math>',
      '<span data-tex="\\sin \\left(x\\right)"></span>',
    ],
  ])('MathML %s', (math, stored) => {
    const q = withMath(math);
    expect(q.soal_pg).toContain(stored);
    expect(q.problems).toEqual([]);
  });

  it('MathML with an element that has no LaTeX stays as its text, a problem of the item', () => {
    const q = withMath(
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><maction><mi>x</mi></maction></math>',
    );
    expect(q.soal_pg).toContain('Hitung x');
    expect(q.problems).toEqual([MATH_MSG.unreadable]);
  });

  it('an item not of QTI, a DOCTYPE, an external entity: refused before anything is read', () => {
    expect(() => parseQtiItemFile('<quiz/>')).toThrow(IMPORT_MSG.qtiNotItem);
    expect(() =>
      parseQtiItemFile(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><qti-assessment-item>&e;</qti-assessment-item>',
      ),
    ).toThrow(IMPORT_MSG.qtiDoctype);
  });
});
