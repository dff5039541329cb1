import { FORM_MSG, type FormType, readFormDefinition } from '@tryout/shared/question-forms';
import { describe, expect, it } from 'vitest';
import { type FormMarks, formOfMarks, formTypeOf, marksOf, settingOf, takesSetting } from './form-markers';

/** The Word and Excel markers of the UTBK/AKM forms (docs/decisions/0027), read and written. */

const marks = (type: FormType, kunci: string, settings: FormMarks['settings'] = {}, items: string[] = []) =>
  formOfMarks({ type, kunci, items, settings });

/** The form as /addsoalPG stores it (defaults filled), or the check's message. */
const checked = (m: ReturnType<typeof formOfMarks>, filled = ['A', 'B', 'C'] as const) => {
  const r = readFormDefinition(m.form.type, m.form, [...filled]);
  return r.ok ? { isi: r.form.isi, kunci: r.form.kunci, aturan_skor: r.form.aturan_skor } : r.message;
};

describe('reading the markers', () => {
  it.each([
    ['PG Kompleks', 'PG Kompleks'],
    ['  pg   kompleks ', 'PG Kompleks'],
    ['Pilihan Ganda Kompleks', 'PG Kompleks'],
    ['Jawaban Ganda', 'PG Jawaban Ganda'],
    ['isian angka', 'Isian Angka'],
    ['Isian Singkat', 'Isian Singkat'],
    ['menjodohkan', 'Menjodohkan'],
    ['Benar/Salah', 'Benar/Salah'],
    ['PG', undefined],
    ['Essay', undefined],
    ['Uraian panjang', undefined],
  ])("'Jenis: %s' names %s", (text, type) => {
    expect(formTypeOf(text)).toBe(type);
  });

  it.each([
    ['Label: Ya/Tidak', { setting: 'label', value: 'Ya/Tidak' }],
    ['aturan penilaian:  kprim ', { setting: 'aturan', value: 'kprim' }],
    ['Toleransi: 5%', { setting: 'toleransi', value: '5%' }],
    ['Bobot pilihan: A=50, B=-50', { setting: 'bobot_pilihan', value: 'A=50, B=-50' }],
    ['Huruf besar: dibedakan', { setting: 'huruf_besar', value: 'dibedakan' }],
    ['Bobot: 2,5', { setting: 'bobot', value: '2,5' }],
    ['Kunci: A', null],
    ['Labelnya tidak ada', null],
  ])('%j is the setting %j', (line, expected) => {
    expect(settingOf(line)).toEqual(expected);
  });

  it("'Bobot:' is a weight on a PG or Essay question only when it is a bare number ('Bobot: 5 kg' is text)", () => {
    expect(takesSetting({ setting: 'bobot', value: '2' }, false)).toBe(true);
    expect(takesSetting({ setting: 'bobot', value: '1,5' }, false)).toBe(true);
    expect(takesSetting({ setting: 'bobot', value: '5 kg' }, false)).toBe(false);
    expect(takesSetting({ setting: 'label', value: 'Ya/Tidak' }, false)).toBe(false);
    expect(takesSetting({ setting: 'label', value: 'Ya/Tidak' }, true)).toBe(true);
  });

  const items = ['<p>P1</p>', '<p>P2</p>', '<p>P3</p>'];
  it.each([
    [
      'PG Kompleks: letters of Benar/Salah',
      marks('PG Kompleks', 'B, S, B', {}, items),
      {
        isi: { label: 'Benar/Salah', pernyataan: items },
        kunci: { jawaban: [true, false, true] },
        aturan_skor: 'semua',
      },
    ],
    [
      "PG Kompleks: 'Sesuai/Tidak sesuai' by words and letters, numbered, rule by its name",
      marks(
        'PG Kompleks',
        '1-Sesuai; 2-tidak sesuai; 3-T',
        { label: 'Sesuai/Tidak sesuai', aturan: 'Per pernyataan' },
        items,
      ),
      {
        isi: { label: 'Sesuai/Tidak sesuai', pernyataan: items },
        kunci: { jawaban: [true, false, false] },
        aturan_skor: 'per_pernyataan',
      },
    ],
    [
      'PG Kompleks: Ya/Tidak separated by spaces',
      marks('PG Kompleks', 'Y T Y', { label: 'Ya/Tidak', aturan: 'kprim' }, items),
      {
        isi: { label: 'Ya/Tidak', pernyataan: items },
        kunci: { jawaban: [true, false, true] },
        aturan_skor: 'kprim',
      },
    ],
    [
      'PG Jawaban Ganda: weights per option',
      marks('PG Jawaban Ganda', 'a, C.', { aturan: 'berbobot', bobot_pilihan: 'A=50, B=-50%, C=50' }),
      { isi: {}, kunci: { benar: ['A', 'C'], bobot: { A: 50, B: -50, C: 50 } }, aturan_skor: 'berbobot' },
    ],
    [
      'Isian Angka: two keys, a relative tolerance',
      marks('Isian Angka', '8,5; 17/2', { toleransi: '5%' }),
      {
        isi: {},
        kunci: { jawaban: ['8,5', '17/2'], toleransi: 5, jenis_toleransi: 'relatif' },
        aturan_skor: null,
      },
    ],
    [
      'Isian Angka: an absolute tolerance with a comma',
      marks('Isian Angka', '3,14', { toleransi: '0,01' }),
      {
        isi: {},
        kunci: { jawaban: ['3,14'], toleransi: 0.01, jenis_toleransi: 'mutlak' },
        aturan_skor: null,
      },
    ],
    [
      'Isian Singkat: credits and case',
      marks('Isian Singkat', 'Jakarta; Batavia (50%)', { huruf_besar: 'Dibedakan' }),
      {
        isi: {},
        kunci: {
          jawaban: [
            { teks: 'Jakarta', nilai: 100 },
            { teks: 'Batavia', nilai: 50 },
          ],
          abaikan_huruf_besar: false,
        },
        aturan_skor: null,
      },
    ],
    [
      'Menjodohkan: numbered pairs',
      marks('Menjodohkan', '1-B, 2-A', { aturan: 'per_pasangan' }, ['<p>Air</p>', '<p>Garam</p>']),
      {
        isi: { premis: ['<p>Air</p>', '<p>Garam</p>'] },
        kunci: { pasangan: ['B', 'A'] },
        aturan_skor: 'per_pasangan',
      },
    ],
    [
      'Benar/Salah: by a letter',
      marks('Benar/Salah', 'S'),
      { isi: { label: 'Benar/Salah' }, kunci: { jawaban: false }, aturan_skor: null },
    ],
    [
      'Benar/Salah: Ya/Tidak by its word',
      marks('Benar/Salah', 'ya', { label: 'Ya/Tidak' }),
      { isi: { label: 'Ya/Tidak' }, kunci: { jawaban: true }, aturan_skor: null },
    ],
  ])('%s', (_name, read, expected) => {
    expect(read.problems).toEqual([]);
    expect(checked(read)).toEqual(expected);
  });

  it.each([
    [
      'PG Kompleks: a key that is no label',
      marks('PG Kompleks', 'B, X, B', {}, items),
      FORM_MSG.statementKeys,
    ],
    [
      'PG Kompleks: a key short of a statement',
      marks('PG Kompleks', 'B, S', {}, items),
      FORM_MSG.statementKeys,
    ],
    ['PG Kompleks: one statement', marks('PG Kompleks', 'B', {}, ['<p>P1</p>']), FORM_MSG.statementsCount],
    [
      'PG Kompleks: an unknown label pair',
      marks('PG Kompleks', 'B, S', { label: 'Betul/Keliru' }, items.slice(0, 2)),
      FORM_MSG.labelsInvalid,
    ],
    [
      'PG Kompleks: an unknown rule',
      marks('PG Kompleks', 'B, S', { aturan: 'separuh' }, items.slice(0, 2)),
      FORM_MSG.ruleInvalid(['semua', 'kprim', 'per_pernyataan']),
    ],
    [
      'Jawaban Ganda: a key without its option',
      marks('PG Jawaban Ganda', 'A, E'),
      FORM_MSG.multipleKeyRequired,
    ],
    [
      'Jawaban Ganda: weights of the right ones not 100',
      marks('PG Jawaban Ganda', 'A', { aturan: 'berbobot', bobot_pilihan: 'A=80' }),
      FORM_MSG.optionWeightsInvalid,
    ],
    [
      'Jawaban Ganda: an unreadable weight',
      marks('PG Jawaban Ganda', 'A', { bobot_pilihan: 'A=banyak' }),
      FORM_MSG.optionWeightsInvalid,
    ],
    ['Isian Angka: a key that is no number', marks('Isian Angka', 'delapan'), FORM_MSG.numberKeyInvalid],
    ['Isian Angka: 1e309', marks('Isian Angka', '1e309'), FORM_MSG.numberKeyInvalid],
    ['Isian Angka: no key', marks('Isian Angka', ''), FORM_MSG.numberKeysCount],
    [
      'Isian Angka: an unreadable tolerance',
      marks('Isian Angka', '1', { toleransi: 'sedikit' }),
      FORM_MSG.toleranceInvalid,
    ],
    ['Isian Singkat: no answer', marks('Isian Singkat', ' ; '), FORM_MSG.shortAnswersCount],
    ['Isian Singkat: a credit of 0', marks('Isian Singkat', 'Jakarta (0%)'), FORM_MSG.creditInvalid],
    [
      'Menjodohkan: a pair short',
      marks('Menjodohkan', 'B', {}, ['<p>a</p>', '<p>b</p>']),
      FORM_MSG.matchKeys,
    ],
    [
      'Menjodohkan: a response not there',
      marks('Menjodohkan', 'B, E', {}, ['<p>a</p>', '<p>b</p>']),
      FORM_MSG.matchKeys,
    ],
    ['Benar/Salah: neither', marks('Benar/Salah', 'mungkin'), FORM_MSG.trueFalseKey],
    ['Benar/Salah: no key', marks('Benar/Salah', ''), FORM_MSG.trueFalseKey],
  ])("%s: the form's own message", (_name, read, message) => {
    expect(checked(read)).toBe(message);
  });

  it("'Huruf besar:' neither diabaikan nor dibedakan is the import's problem", () => {
    expect(marks('Isian Singkat', 'Jakarta', { huruf_besar: 'kadang' }).problems).toEqual([
      'huruf besar: harus "diabaikan" atau "dibedakan"',
    ]);
  });
});

describe('written then read: every form comes back the same', () => {
  const stored: [FormType, object, object, string | null, string][] = [
    [
      'PG Kompleks',
      { label: 'Sesuai/Tidak sesuai', pernyataan: items3() },
      { jawaban: [true, false, false] },
      'kprim',
      'S, T, T',
    ],
    ['PG Jawaban Ganda', {}, { benar: ['A', 'C'], bobot: { A: 50, B: -50, C: 50 } }, 'berbobot', 'A, C'],
    [
      'Isian Angka',
      {},
      { jawaban: ['0,5', '1/2'], toleransi: 2.5, jenis_toleransi: 'relatif' },
      null,
      '0,5; 1/2',
    ],
    [
      'Isian Singkat',
      {},
      {
        jawaban: [
          { teks: 'Jakarta', nilai: 100 },
          { teks: 'DKI', nilai: 50 },
        ],
        abaikan_huruf_besar: false,
      },
      null,
      'Jakarta; DKI (50%)',
    ],
    [
      'Menjodohkan',
      { premis: ['<p>Air</p>', '<p>Garam</p>'] },
      { pasangan: ['C', 'A'] },
      'per_pasangan',
      '1-C, 2-A',
    ],
    ['Benar/Salah', { label: 'Ya/Tidak' }, { jawaban: true }, null, 'Ya'],
  ];
  function items3() {
    return ['<p>P1</p>', '<p>P2</p>', '<p>P3</p>'];
  }

  it.each(stored)('%s', (type, isi, kunci, aturan, keyText) => {
    const q = {
      type_soal: type,
      isi: JSON.stringify(isi),
      kunci: JSON.stringify(kunci),
      aturan_skor: aturan,
    };
    const w = marksOf(q);
    expect(w?.kunci).toBe(keyText);
    const settings: FormMarks['settings'] = { aturan: w?.aturan ?? undefined };
    for (const line of [...(w?.label ? [w.label] : []), ...(w?.settings ?? [])]) {
      const s = settingOf(line);
      if (s) settings[s.setting] = s.value;
    }
    const back = formOfMarks({ type, kunci: w?.kunci ?? '', items: w?.items ?? [], settings });
    expect(back.problems).toEqual([]);
    const original = readFormDefinition(type, { isi, kunci, aturan_skor: aturan }, ['A', 'B', 'C']);
    expect(original.ok).toBe(true);
    expect(checked(back)).toEqual(original.ok && { ...original.form });
  });

  it('PG and Essay have no markers', () => {
    expect(marksOf({ type_soal: 'PG', isi: null, kunci: null, aturan_skor: null })).toBeNull();
    expect(marksOf({ type_soal: 'Essay', isi: null, kunci: null, aturan_skor: null })).toBeNull();
  });
});
