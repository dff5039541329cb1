import type { OptionKey } from '@tryout/shared/constants';
import type { CandidateQuestion, ExamSheet } from '@tryout/shared/exam';
import type { FormType } from '@tryout/shared/question-forms';
import type { Db } from '../src/db';
import { questionRow } from './exam-fixtures';
import { questionsOf } from './exam-helpers';

/**
 * One question of each UTBK / AKM form (docs/decisions/0025) for the results, review, export and item
 * analysis tests: options are written '<p>Respons X</p>' so a shown option tells its original letter.
 */
export interface FormQuestionSpec {
  type: FormType;
  isi: Record<string, unknown>;
  kunci: Record<string, unknown>;
  aturan_skor?: string;
  bobot?: number;
  /** the options A–D as Jawaban Ganda's options / Menjodohkan's responses */
  options?: boolean;
}

export const FORM_QUESTIONS = {
  tabel: {
    type: 'PG Kompleks',
    isi: {
      label: 'Benar/Salah',
      pernyataan: [
        '<p>Bumi bulat</p>',
        '<p>Air membeku 50 derajat</p>',
        '<p>Besi logam</p>',
        '<p>Garam manis</p>',
      ],
    },
    kunci: { jawaban: [true, false, true, false] },
    aturan_skor: 'kprim',
    bobot: 2,
  },
  ganda: {
    type: 'PG Jawaban Ganda',
    isi: {},
    kunci: { benar: ['A', 'C'] },
    options: true,
  },
  angka: {
    type: 'Isian Angka',
    isi: {},
    kunci: { jawaban: ['0,5', '1/2'], toleransi: 0.01, jenis_toleransi: 'mutlak' },
  },
  singkat: {
    type: 'Isian Singkat',
    isi: {},
    kunci: {
      jawaban: [
        { teks: 'Proklamasi', nilai: 100 },
        { teks: 'Kemerdekaan', nilai: 50 },
      ],
      abaikan_huruf_besar: true,
    },
  },
  jodoh: {
    type: 'Menjodohkan',
    isi: { premis: ['<p>Air</p>', '<p>Garam</p>', '<p>Gula</p>'] },
    kunci: { pasangan: ['B', 'D', 'A'] },
    aturan_skor: 'per_pasangan',
    options: true,
  },
  bs: { type: 'Benar/Salah', isi: { label: 'Ya/Tidak' }, kunci: { jawaban: false } },
} satisfies Record<string, FormQuestionSpec>;
export type FormName = keyof typeof FORM_QUESTIONS;

/** A question of the form into the group: its id. */
export async function addFormQuestion(db: Db, f: FormQuestionSpec, groupId: number, materiId: number) {
  const option = (l: string) => (f.options ? `<p>Respons ${l}</p>` : '');
  const row = await db
    .insertInto('questions')
    .values(
      questionRow({
        group_soal: groupId,
        id_master_materi: materiId,
        type_soal: f.type,
        soal_pg: `<p>Soal ${f.type}</p>`,
        ...{ pil_a: option('A'), pil_b: option('B'), pil_c: option('C'), pil_d: option('D') },
        isi: JSON.stringify(f.isi),
        kunci: JSON.stringify(f.kunci),
        aturan_skor: f.aturan_skor ?? null,
        bobot: f.bobot ?? 1,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every form of FORM_QUESTIONS into the group: their ids by name. */
export async function addEveryForm(db: Db, groupId: number, materiId: number) {
  const ids = {} as Record<FormName, number>;
  for (const [name, f] of Object.entries(FORM_QUESTIONS))
    ids[name as FormName] = await addFormQuestion(db, f, groupId, materiId);
  return ids;
}

/** The letter a candidate sees for the original option `key` of a question. */
export function shownLetter(sheet: ExamSheet, id: number, key: OptionKey): OptionKey {
  const q = questionsOf(sheet).find((x) => x.id_soal === id) as CandidateQuestion;
  return q.options.find((o) => new RegExp(`(Respons|Pilihan) ${key}<`).test(o.html))?.key as OptionKey;
}

/**
 * A candidate's answers to every form (original letters mapped to the shown ones), hand-scored:
 * table Kprim one wrong → 0,5 × 2; Jawaban Ganda A only → 0; '1/2' → 1; 'kemerdekaan' → 0,5;
 * matching 2 of 3 → 0,667; Benar/Salah right → 1.
 */
export function everyFormAnswer(sheet: ExamSheet, ids: Record<FormName, number>): [number, unknown][] {
  const l = (name: FormName, key: OptionKey) => shownLetter(sheet, ids[name], key);
  return [
    [ids.tabel, [true, false, true, true]],
    [ids.ganda, [l('ganda', 'A')]],
    [ids.angka, '1/2'],
    [ids.singkat, '  kemerdekaan '],
    [ids.jodoh, [l('jodoh', 'B'), l('jodoh', 'D'), l('jodoh', 'C')]],
    [ids.bs, false],
  ];
}

/** A candidate's answers in original letters: the PG's letter and each form's answer. */
export type SampleAnswers = Partial<Record<FormName | 'pg', unknown>>;

/**
 * Four candidates' answers to the PG (key A) and every form, and their item scores hand-computed
 * from each form's rule (columns: pg, tabel (Kprim), ganda, angka, singkat, jodoh (per pair), bs):
 *   c0 everything right; c1 one statement wrong (0.5), A only (0), '1/2', the 50 % answer, 2 of 3
 *   pairs; c2 everything wrong; c3 nothing answered.
 */
export const SAMPLE_ANSWERS: SampleAnswers[] = [
  {
    pg: 'A',
    tabel: [true, false, true, false],
    ganda: ['A', 'C'],
    angka: '0,5',
    singkat: 'Proklamasi',
    jodoh: ['B', 'D', 'A'],
    bs: false,
  },
  {
    pg: 'A',
    tabel: [true, false, true, true],
    ganda: ['A'],
    angka: '1/2',
    singkat: 'kemerdekaan',
    jodoh: ['B', 'D', 'C'],
    bs: false,
  },
  {
    pg: 'B',
    tabel: [false, true, true, true],
    ganda: ['A', 'B', 'C'],
    angka: '2',
    singkat: 'x',
    jodoh: ['A', 'B', 'C'],
    bs: true,
  },
  {},
];
export const SAMPLE_ORDER: (FormName | 'pg')[] = ['pg', 'tabel', 'ganda', 'angka', 'singkat', 'jodoh', 'bs'];
export const SAMPLE_SCORES = [
  [1, 1, 1, 1, 1, 1, 1],
  [1, 0.5, 0, 1, 0.5, 2 / 3, 1],
  [0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0],
];
