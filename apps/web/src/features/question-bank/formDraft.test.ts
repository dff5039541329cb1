import { FORM_KEY, type FormType, readFormDefinition } from '@tryout/shared/question-forms';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  type EntryValues,
  emptyDraft,
  formEntries,
  formPayload,
  keySummary,
  row,
} from './formDraft';
import type { Soal } from './soalTypes';

const stored = (over: Partial<Soal>): Soal =>
  ({
    id_soalPG: 1,
    group_soal: 1,
    id_master_materi: 1,
    type_soal: 'PG',
    type_ujian: 'UTS',
    soal_pg: '<p>S</p>',
    soal_gambar: null,
    soal_gambar_kind: null,
    pil_a: '',
    pil_b: '',
    pil_c: '',
    pil_d: '',
    pil_e: '',
    gambar_pil_a: null,
    gambar_pil_b: null,
    gambar_pil_c: null,
    gambar_pil_d: null,
    gambar_pil_e: null,
    kunci_pg: null,
    kunci_essay: null,
    isi: null,
    kunci: null,
    aturan_skor: null,
    bobot: 1,
    pembahasan: null,
    created_at: '',
    updated_at: '',
    ...over,
  }) as Soal;

/** Each form as the server stores it: the draft read from it sends it back unchanged. */
const FORMS: [FormType, Partial<Soal>, string][] = [
  [
    'PG Kompleks',
    {
      isi: { label: 'Ya/Tidak', pernyataan: ['<p>P1</p>', '<p>P2</p>', '<p>P3</p>'] },
      kunci: { jawaban: [true, false, true] },
      aturan_skor: 'kprim',
    },
    'Y, T, Y',
  ],
  [
    'PG Jawaban Ganda',
    { isi: {}, kunci: { benar: ['A', 'C'], bobot: { A: 50, B: -50, C: 50 } }, aturan_skor: 'berbobot' },
    'A, C',
  ],
  [
    'Isian Angka',
    { isi: {}, kunci: { jawaban: ['0,5', '1/2'], toleransi: 0.01, jenis_toleransi: 'mutlak' } },
    '0,5 atau 1/2 (± 0,01)',
  ],
  [
    'Isian Singkat',
    {
      isi: {},
      kunci: {
        jawaban: [
          { teks: 'Jakarta', nilai: 100 },
          { teks: 'Batavia', nilai: 50 },
        ],
        abaikan_huruf_besar: false,
      },
    },
    'Jakarta; Batavia (50%)',
  ],
  [
    'Menjodohkan',
    { isi: { premis: ['Air', 'Garam'] }, kunci: { pasangan: ['B', 'A'] }, aturan_skor: 'per_pasangan' },
    '1-B, 2-A',
  ],
  ['Benar/Salah', { isi: { label: 'Benar/Salah' }, kunci: { jawaban: false } }, 'Salah'],
];

describe('a form as the lecturer writes it', () => {
  it.each(FORMS)(
    '%s: the stored form is sent back as it was and summed up in the list',
    (type, over, key) => {
      const soal = stored({ type_soal: type, ...over });
      const sent = formPayload(type, draftOf(soal));
      expect(sent.isi).toEqual(
        type === 'Benar/Salah' || type === 'PG Kompleks' ? over.isi : (over.isi ?? {}),
      );
      expect(sent.kunci).toEqual(over.kunci);
      expect(sent.aturan_skor).toBe(over.aturan_skor ?? undefined);
      // what is sent passes the server's own check
      const read = readFormDefinition(type, sent, ['A', 'B', 'C']);
      expect(read.ok, JSON.stringify(read)).toBe(true);
      expect(keySummary(soal)).toBe(key);
    },
  );

  it('a new form sends blanks the server refuses with its own message (shown at the field)', () => {
    const d = emptyDraft();
    expect(readFormDefinition('PG Kompleks', formPayload('PG Kompleks', d), [])).toMatchObject({
      ok: false,
      path: 'isi',
      message: 'Setiap pernyataan harus diisi',
    });
    d.pernyataan = d.pernyataan.map((r) => ({ ...r, value: { teks: 'P', kunci: null } }));
    expect(readFormDefinition('PG Kompleks', formPayload('PG Kompleks', d), [])).toMatchObject({
      ok: false,
      path: 'kunci',
    });
    expect(readFormDefinition('Isian Angka', formPayload('Isian Angka', d), [])).toMatchObject({
      ok: false,
      path: 'kunci',
      message: 'Kunci isian angka harus berupa bilangan, misalnya 8,5 atau 1/2',
    });
  });

  it('the default rule is sent when none was chosen; a form with one rule sends none', () => {
    expect(formPayload('PG Kompleks', emptyDraft()).aturan_skor).toBe('semua');
    expect(formPayload('Menjodohkan', emptyDraft()).aturan_skor).toBe('semua');
    expect(formPayload('Isian Angka', emptyDraft()).aturan_skor).toBeUndefined();
  });

  it("typed numbers read with a comma ('0,1'), blank weights left out so the server's default applies", () => {
    const d = { ...emptyDraft(), angka: [row('8,5')], toleransi: '0,1', jenisToleransi: 'relatif' as const };
    expect(formPayload('Isian Angka', d).kunci).toEqual({
      jawaban: ['8,5'],
      toleransi: 0.1,
      jenis_toleransi: 'relatif',
    });
    const m = {
      ...emptyDraft(),
      benar: ['C' as const, 'A' as const],
      aturan: 'berbobot',
      bobotPilihan: { A: '' },
    };
    expect(formPayload('PG Jawaban Ganda', m).kunci).toEqual({ benar: ['A', 'C'] });
    expect(
      FORM_KEY['PG Jawaban Ganda'].safeParse(
        formPayload('PG Jawaban Ganda', { ...m, bobotPilihan: { A: 60, C: '40', B: -20 } }).kunci,
      ).data,
    ).toEqual({ benar: ['A', 'C'], bobot: { A: 60, C: 40, B: -20 } });
  });

  it('PG and Essay keep their key in the list', () => {
    expect(keySummary(stored({ type_soal: 'PG', kunci_pg: 'B' }))).toBe('B');
    expect(keySummary(stored({ type_soal: 'Essay' }))).toBe('-');
  });
});

describe('what the add/edit form sends', () => {
  const values = (type_soal: EntryValues['type_soal']): EntryValues => ({
    type_soal,
    soal_pg: '<p>S</p>',
    bobot: '1,5',
    pil_a: 'a',
    pil_b: 'b',
    pil_c: '',
    pil_d: '',
    pil_e: '',
    kunci_pg: 'A',
    kunci_essay: 'kunci',
    pembahasan: '',
    form: emptyDraft(),
  });
  const names = (type: EntryValues['type_soal']) => formEntries(values(type)).map(([k]) => k);

  const head = ['soal_pg', 'type_soal', 'type_ujian', 'bobot'];
  const options = ['pil_a', 'pil_b', 'pil_c', 'pil_d', 'pil_e'];
  it.each([
    ['PG', [...head, ...options, 'kunci_pg', 'pembahasan']],
    ['Essay', [...head, 'kunci_essay', 'pembahasan']],
    ['PG Kompleks', [...head, 'isi', 'kunci', 'aturan_skor', 'pembahasan']],
    ['Isian Angka', [...head, 'isi', 'kunci', 'pembahasan']],
    ['Menjodohkan', [...head, ...options, 'isi', 'kunci', 'aturan_skor', 'pembahasan']],
  ] as const)('%s sends only the fields its form shows', (type, fields) => {
    expect(names(type)).toEqual(fields);
  });

  it("the weight '1,5' is sent as 1.5", () => {
    expect(formEntries(values('PG')).find(([k]) => k === 'bobot')?.[1]).toBe('1.5');
  });
});
