import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { looksLikeGift, parseGift } from './gift.parse';
import type { ParsedQuestion } from './types';

/** The GIFT reader (docs/decisions/0030): one fixture per construct of Moodle's GIFT documentation, table tests of the rest. */

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', 'gift', name), 'utf8');

/** What a question carries, without the empty parts. */
const view = (q: ParsedQuestion) => ({
  nomor: q.nomor,
  type_soal: q.type_soal,
  soal: q.soal_pg,
  pil: Object.values(q.pil).filter((p) => p !== ''),
  kunci: q.kunci,
  pembahasan: q.pembahasan,
  form: q.form ?? null,
  problems: q.problems,
});
const base = { type_soal: 'PG', pil: [], kunci: '', pembahasan: '', form: null, problems: [] };
const opts = (...t: string[]) => t.map((x) => `<p>${x}</p>`);
const trueFalse = (jawaban: boolean) => ({
  type: 'Benar/Salah',
  isi: { label: 'Benar/Salah' },
  kunci: { jawaban },
  aturan_skor: null,
});

describe('parseGift: one fixture per construct', () => {
  it('multiple choice with one right answer is PG (title and answer feedback left out)', () => {
    expect(parseGift(fixture('pilihan-ganda.gift')).map(view)).toEqual([
      {
        ...base,
        nomor: 1,
        soal: '<p>Ibu kota Indonesia adalah</p>',
        pil: opts('Jakarta', 'Bandung', 'Surabaya', 'Medan'),
        kunci: 'A',
      },
    ]);
  });

  it('weights ~%50% and several = are PG Jawaban Ganda with the weights', () => {
    expect(parseGift(fixture('jawaban-ganda.gift')).map(view)).toEqual([
      {
        ...base,
        nomor: 1,
        soal: '<p>Pilih semua bilangan prima.</p>',
        pil: opts('2', '3', '4', '6'),
        form: {
          type: 'PG Jawaban Ganda',
          isi: {},
          kunci: { benar: ['A', 'B'], bobot: { A: 50, B: 50, C: -100, D: -100 } },
          aturan_skor: 'berbobot',
        },
      },
      {
        ...base,
        nomor: 2,
        soal: '<p>Pilih dua kota di Jawa.</p>',
        pil: opts('Bandung', 'Semarang', 'Makassar', 'Palu'),
        form: {
          type: 'PG Jawaban Ganda',
          isi: {},
          kunci: { benar: ['A', 'B'], bobot: { A: 50, B: 50 } },
          aturan_skor: 'berbobot',
        },
      },
    ]);
  });

  it('{T} {FALSE#…#…} {TRUE} {F} are Benar/Salah', () => {
    expect(parseGift(fixture('benar-salah.gift')).map((q) => q.form)).toEqual([
      trueFalse(true),
      trueFalse(false),
      trueFalse(true),
      trueFalse(false),
    ]);
  });

  it('short answer with alternatives and a credit is Isian Singkat', () => {
    expect(parseGift(fixture('isian-singkat.gift')).map(view)).toEqual([
      {
        ...base,
        nomor: 1,
        soal: '<p>Siapa proklamator kemerdekaan Indonesia bersama Hatta?</p>',
        form: {
          type: 'Isian Singkat',
          isi: {},
          kunci: {
            jawaban: [
              { teks: 'Soekarno', nilai: 100 },
              { teks: 'Sukarno', nilai: 100 },
              { teks: 'Bung Karno', nilai: 50 },
            ],
            abaikan_huruf_besar: true,
          },
          aturan_skor: null,
        },
      },
    ]);
  });

  it('numeric {#7:0.5}, a range {#1..5} and several answers are Isian Angka with a tolerance', () => {
    const number = (jawaban: string[], toleransi: number) => ({
      type: 'Isian Angka',
      isi: {},
      kunci: { jawaban, toleransi, jenis_toleransi: 'mutlak' },
      aturan_skor: null,
    });
    expect(parseGift(fixture('isian-angka.gift')).map((q) => [q.form, q.problems])).toEqual([
      [number(['7'], 0.5), []],
      [number(['3'], 2), []],
      [number(['3.14', '3.1416'], 0.005), []],
    ]);
  });

  it('matching pairs, with a lone "= -> x" as a distractor response, are Menjodohkan', () => {
    expect(parseGift(fixture('menjodohkan.gift')).map(view)).toEqual([
      {
        ...base,
        nomor: 1,
        soal: '<p>Pasangkan negara dengan ibu kotanya.</p>',
        pil: opts('Jakarta', 'Kuala Lumpur', 'Bangkok', 'Manila'),
        form: {
          type: 'Menjodohkan',
          isi: { premis: opts('Indonesia', 'Malaysia', 'Thailand') },
          kunci: { pasangan: ['A', 'B', 'C'] },
          aturan_skor: 'semua',
        },
      },
    ]);
  });

  it('{} is an Essay', () => {
    expect(parseGift(fixture('essay.gift')).map(view)).toEqual([
      { ...base, nomor: 1, type_soal: 'Essay', soal: '<p>Jelaskan proses fotosintesis.</p>' },
    ]);
  });

  it('category, comments, format markers, escapes, missing word and general feedback', () => {
    const qs = parseGift(fixture('format-dan-escape.gift'));
    expect(qs.map(view)).toEqual([
      {
        ...base,
        nomor: 1,
        soal: '<p>Hasil <b>2 = 1 + 1</b> benar: kurung { dan } juga ~ tanda # pagar.</p>',
        form: trueFalse(true),
      },
      { ...base, nomor: 2, soal: '<p>Nilai a &lt; b dan baris<br>baru.</p>', form: trueFalse(false) },
      { ...base, nomor: 3, type_soal: 'Essay', soal: '<p>Teks *markdown* tetap teks.</p>' },
      {
        ...base,
        nomor: 4,
        soal: '<p>Kata yang hilang: Soekarno lahir di _____ pada tahun 1901.</p>',
        form: {
          type: 'Isian Singkat',
          isi: {},
          kunci: {
            jawaban: [
              { teks: 'Surabaya', nilai: 100 },
              { teks: 'Blitar', nilai: 100 },
            ],
            abaikan_huruf_besar: true,
          },
          aturan_skor: null,
        },
      },
      {
        ...base,
        nomor: 5,
        soal: '<p>Soal dengan pembahasan.</p>',
        pil: opts('satu', 'dua', 'tiga', 'empat'),
        kunci: 'A',
        pembahasan: '<p>Karena satu adalah jawabannya.</p>',
      },
    ]);
  });

  it('broken questions carry their problems', () => {
    expect(parseGift(fixture('bermasalah.gift')).map((q) => [q.soal_pg, q.problems])).toEqual([
      ['<p>Soal tanpa jawaban.</p>', ['tidak ada bagian jawaban dalam kurung kurawal { }']],
      ['<p>Soal tanpa penutup</p>', ['kurung kurawal jawaban tidak ditutup']],
      ['<p>Teks sebelum jawaban</p>', ['bagian jawaban tidak dapat dibaca: teks =a ~b']],
      ['<p>Angka rusak</p>', ['jawaban angka tidak dapat dibaca: abc']],
      ['<p>Terlalu banyak pilihan</p>', ['pilihan lebih dari lima (hanya A sampai E)']],
    ]);
  });
});

describe('parseGift: table', () => {
  it.each([
    // one option at 100 %, the others 0: still PG
    ['Q {~%100%a ~b ~c ~d}', { kunci: 'A', form: null }],
    // a right answer that is not first
    ['Q {~a ~b =c ~d}', { kunci: 'C', form: null }],
    // TRUE in lower case, with feedback
    ['Q {true#benar}', { kunci: '', form: trueFalse(true) }],
    // Windows line ends and a BOM
    ['\uFEFFQ\r\n{\r\n=a\r\n~b\r\n~c\r\n~d\r\n}', { kunci: 'A', form: null }],
  ])('%j', (text, expected) => {
    const [q] = parseGift(text);
    expect({ kunci: q.kunci, form: q.form ?? null }).toEqual(expected);
  });

  it('an escaped backslash before a brace keeps the brace a brace', () => {
    const [q] = parseGift('[plain]a \\\\{T}');
    expect(q.soal_pg).toBe('<p>a \\</p>');
    expect(q.form).toEqual(trueFalse(true));
  });

  it('partial credit on a numeric answer is a problem, not dropped silently', () => {
    const [q] = parseGift('Q {#=7 =%50%8}');
    expect(q.problems).toEqual([
      'nilai sebagian pada jawaban angka belum didukung; hanya jawaban bernilai penuh',
    ]);
  });

  it('blank lines separate questions; a category alone is no question', () => {
    expect(parseGift('$CATEGORY: a/b\n\nSatu {T}\n\n\n// c\nDua {F}')).toHaveLength(2);
  });

  it.each([
    ['Soal {=a ~b}', true],

    ['Teks biasa', false],
    ['Hanya \\{ escape \\}', false],
  ])('looksLikeGift(%j) is %s', (text, expected) => {
    expect(looksLikeGift(text)).toBe(expected);
  });
});
