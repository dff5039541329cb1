import { z } from 'zod';
import { OPTION_KEYS, type OptionKey } from './constants';
import { NUMBER_ANSWER_MAX, readNumberAnswer } from './number-answer';
import {
  type CandidateFormContent,
  type FormType,
  QUESTION_KINDS,
  type QuestionKind,
  STATEMENT_LABELS,
  type StatementLabels,
} from './question-kinds';

/**
 * The question forms of UTBK-SNBT and AKM (docs/decisions/0025), each a question `type_soal` besides 'PG'
 * and 'Essay'. A question of a form stores:
 * - `isi` (questions.isi, JSON): what the candidate sees besides the question text — the
 *   statements of a table, the premises of a matching, the labels. Never a key.
 * - `kunci` (questions.kunci, JSON): the key (and weights, tolerances, accepted answers). Staff only.
 * - `aturan_skor`: the scoring rule where the form has several (null: the form's default, the first).
 * - `bobot`: the question's weight in nilai (default 1; every question has one).
 * The options of 'PG Jawaban Ganda' and the responses of 'Menjodohkan' are the question's options
 * A–E (pil_a … pil_e, with their images), so they shuffle like PG options ('Acak pilihan jawaban').
 * A candidate's answer of a form is one JSON value per question (answers.isi), shaped below.
 */

export * from './question-kinds';

const LABEL_NAMES = Object.keys(STATEMENT_LABELS) as [StatementLabels, ...StatementLabels[]];

/** The scoring rules of each form that has a choice; the first is the default. */
export const SCORING_RULES = {
  'PG Kompleks': ['semua', 'kprim', 'per_pernyataan'],
  'PG Jawaban Ganda': ['semua', 'berbobot'],
  Menjodohkan: ['semua', 'per_pasangan'],
} as const;
export type ScoringRule = (typeof SCORING_RULES)[keyof typeof SCORING_RULES][number];
/** The rule names staff see. */
export const SCORING_RULE_NAMES: Record<ScoringRule, string> = {
  semua: 'Semua atau tidak sama sekali',
  kprim: 'Kprim (satu salah: setengah nilai)',
  per_pernyataan: 'Per pernyataan',
  berbobot: 'Berbobot per pilihan',
  per_pasangan: 'Per pasangan',
};

export const STATEMENTS_MIN = 2;
export const STATEMENTS_MAX = 8;
export const NUMBER_KEYS_MAX = 10;
export const SHORT_ANSWERS_MAX = 20;
export const SHORT_ANSWER_MAX = 500;
export const QUESTION_WEIGHT_MAX = 100;

const labelList = LABEL_NAMES.map((l) => `'${l}'`).join(', ');

/** The forms' texts in the app's voice (authoring refusals and the candidate's answer refusals). */
export const FORM_MSG = {
  typeInvalid: `Tipe soal harus salah satu dari: ${QUESTION_KINDS.join(', ')}`,
  formUnreadable: 'Isi atau kunci soal tidak dapat dibaca; kirim sebagai JSON',
  statementsCount: `Jumlah pernyataan harus ${STATEMENTS_MIN} sampai ${STATEMENTS_MAX}`,
  statementRequired: 'Setiap pernyataan harus diisi',
  statementKeys: 'Kunci setiap pernyataan harus dipilih, satu untuk setiap pernyataan',
  labelsInvalid: `Label pernyataan harus salah satu dari ${labelList}`,
  ruleInvalid: (rules: readonly string[]) => `Aturan penilaian harus salah satu dari: ${rules.join(', ')}`,
  weightInvalid: `Bobot soal harus bilangan lebih dari 0 dan paling besar ${QUESTION_WEIGHT_MAX}`,
  optionsMin: 'Isi minimal dua pilihan (A–E)',
  multipleKeyRequired: 'Pilih minimal satu jawaban benar dari pilihan yang terisi',
  optionWeightsInvalid:
    'Bobot setiap pilihan harus antara -100 dan 100 persen, dan bobot pilihan benar berjumlah 100',
  numberKeysCount: `Isi 1 sampai ${NUMBER_KEYS_MAX} kunci jawaban`,
  numberKeyInvalid: 'Kunci isian angka harus berupa bilangan, misalnya 8,5 atau 1/2',
  toleranceInvalid: 'Toleransi harus bilangan tidak negatif (relatif: paling besar 100 persen)',
  shortAnswersCount: `Isi 1 sampai ${SHORT_ANSWERS_MAX} jawaban yang diterima`,
  shortAnswerRequired: 'Jawaban yang diterima tidak boleh kosong',
  creditInvalid: 'Nilai setiap jawaban yang diterima harus 1 sampai 100 persen',
  premisesCount: `Jumlah premis harus ${STATEMENTS_MIN} sampai ${STATEMENTS_MAX}`,
  premiseRequired: 'Setiap premis harus diisi',
  matchKeys: 'Setiap premis harus dipasangkan dengan salah satu respons yang terisi (A–E)',
  trueFalseKey: 'Kunci harus Benar atau Salah',
  // the candidate's answers (POST /simpanJawaban)
  answerTable: 'Jawaban berisi satu pilihan untuk setiap pernyataan soal ini, tidak lebih',
  answerMultiple:
    'Jawaban berisi huruf pilihan A–E yang ada pada soal ini, masing-masing paling banyak sekali',
  answerNumber: 'Jawaban isian angka harus berupa bilangan, misalnya 8,5 atau 1/2',
  answerShort: `Jawaban isian singkat berupa teks, maksimal ${SHORT_ANSWER_MAX} karakter`,
  answerMatching: 'Jawaban berisi satu huruf respons untuk setiap premis soal ini, tidak lebih',
  answerTrueFalse: 'Jawaban harus Benar atau Salah',
  answerNotForm: 'Soal ini dijawab dengan huruf A–E atau teks essay, bukan jawaban bentuk lain',
  answerIsForm: 'Soal ini dijawab dengan isian bentuk soalnya (jawaban), bukan huruf A–E atau teks essay',
} as const;

// ---------- the content (`isi`: what the candidate sees) ----------

const html = (message: string) => z.string({ error: message }).trim().min(1, message).max(10_000);
const labels = z.enum(LABEL_NAMES, { error: FORM_MSG.labelsInvalid }).default('Benar/Salah');
const statements = (required: string, count: string) =>
  z.array(html(required), { error: count }).min(STATEMENTS_MIN, count).max(STATEMENTS_MAX, count);

export const tableContentSchema = z.object({
  label: labels,
  pernyataan: statements(FORM_MSG.statementRequired, FORM_MSG.statementsCount),
});
export const matchingContentSchema = z.object({
  premis: statements(FORM_MSG.premiseRequired, FORM_MSG.premisesCount),
});
export const trueFalseContentSchema = z.object({ label: labels });
const noContent = z.object({}).default({});

/** Each form's content; forms without one store {}. */
export const FORM_CONTENT = {
  'PG Kompleks': tableContentSchema,
  'PG Jawaban Ganda': noContent,
  'Isian Angka': noContent,
  'Isian Singkat': noContent,
  Menjodohkan: matchingContentSchema,
  'Benar/Salah': trueFalseContentSchema,
} as const;
export type FormContent<T extends FormType> = z.output<(typeof FORM_CONTENT)[T]>;

// ---------- the key (`kunci`: staff only) ----------

const optionKey = (message: string) => z.enum(OPTION_KEYS, { error: message });
const truth = (message: string) => z.boolean({ error: message });

export const tableKeySchema = z.object({
  /** per statement: true = the first label (Benar / Ya / Sesuai) */
  jawaban: z.array(truth(FORM_MSG.statementKeys), { error: FORM_MSG.statementKeys }).max(STATEMENTS_MAX),
});

const percent = z
  .number({ error: FORM_MSG.optionWeightsInvalid })
  .min(-100, FORM_MSG.optionWeightsInvalid)
  .max(100, FORM_MSG.optionWeightsInvalid);
export const multipleKeySchema = z.object({
  benar: z
    .array(optionKey(FORM_MSG.multipleKeyRequired), { error: FORM_MSG.multipleKeyRequired })
    .min(1, FORM_MSG.multipleKeyRequired)
    .max(OPTION_KEYS.length, FORM_MSG.multipleKeyRequired)
    .refine((keys) => new Set(keys).size === keys.length, FORM_MSG.multipleKeyRequired),
  /**
   * 'berbobot': each option's weight in percent (Moodle's %50 / %-100); an option left out weighs
   * 0. Without it: each right option 100 ÷ (right ones), each wrong one minus that.
   */
  bobot: z.partialRecord(z.enum(OPTION_KEYS), percent).optional(),
});

const numberKey = z
  .string({ error: FORM_MSG.numberKeyInvalid })
  .max(NUMBER_ANSWER_MAX, FORM_MSG.numberKeyInvalid)
  .refine((s) => readNumberAnswer(s) !== null, FORM_MSG.numberKeyInvalid);
export const numberKeySchema = z
  .object({
    /** each accepted value as staff typed it ('0,5', '1/2'): read by readNumberAnswer */
    jawaban: z
      .array(numberKey, { error: FORM_MSG.numberKeysCount })
      .min(1, FORM_MSG.numberKeysCount)
      .max(NUMBER_KEYS_MAX, FORM_MSG.numberKeysCount),
    toleransi: z
      .number({ error: FORM_MSG.toleranceInvalid })
      .nonnegative(FORM_MSG.toleranceInvalid)
      .max(1e12, FORM_MSG.toleranceInvalid)
      .default(0),
    /** 'mutlak': |x − key| ≤ toleransi; 'relatif': |x − key| ≤ |key| × toleransi / 100 */
    jenis_toleransi: z.enum(['mutlak', 'relatif'], { error: FORM_MSG.toleranceInvalid }).default('mutlak'),
  })
  .refine((k) => k.jenis_toleransi === 'mutlak' || k.toleransi <= 100, {
    message: FORM_MSG.toleranceInvalid,
    path: ['toleransi'],
  });

export const shortKeySchema = z.object({
  jawaban: z
    .array(
      z.object({
        teks: z
          .string({ error: FORM_MSG.shortAnswerRequired })
          .trim()
          .min(1, FORM_MSG.shortAnswerRequired)
          .max(SHORT_ANSWER_MAX, FORM_MSG.shortAnswerRequired),
        /** the credit of this answer in percent (100 full, 50 half) */
        nilai: z
          .number({ error: FORM_MSG.creditInvalid })
          .min(1, FORM_MSG.creditInvalid)
          .max(100, FORM_MSG.creditInvalid)
          .default(100),
      }),
      { error: FORM_MSG.shortAnswersCount },
    )
    .min(1, FORM_MSG.shortAnswersCount)
    .max(SHORT_ANSWERS_MAX, FORM_MSG.shortAnswersCount),
  /** true (default): 'Jakarta' and 'jakarta' are the same answer */
  abaikan_huruf_besar: z.boolean({ error: FORM_MSG.formUnreadable }).default(true),
});

export const matchingKeySchema = z.object({
  /** per premise: the letter (A–E, as written) of its response */
  pasangan: z.array(optionKey(FORM_MSG.matchKeys), { error: FORM_MSG.matchKeys }).max(STATEMENTS_MAX),
});

export const trueFalseKeySchema = z.object({ jawaban: truth(FORM_MSG.trueFalseKey) });

export const FORM_KEY = {
  'PG Kompleks': tableKeySchema,
  'PG Jawaban Ganda': multipleKeySchema,
  'Isian Angka': numberKeySchema,
  'Isian Singkat': shortKeySchema,
  Menjodohkan: matchingKeySchema,
  'Benar/Salah': trueFalseKeySchema,
} as const;
export type FormKey<T extends FormType> = z.output<(typeof FORM_KEY)[T]>;

/** The question's weight in nilai (multipart strings coerced; blank → 1). */
export const questionWeightSchema = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: FORM_MSG.weightInvalid })
    .gt(0, FORM_MSG.weightInvalid)
    .max(QUESTION_WEIGHT_MAX, FORM_MSG.weightInvalid),
);

/** A form's rule: one of its rules, null (the default) when the form has no choice or none was sent. */
export function ruleSchema(type: QuestionKind) {
  const rules = (SCORING_RULES as Record<string, readonly string[]>)[type];
  if (!rules) return z.any().transform(() => null);
  return z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? rules[0] : v),
    z.enum(rules as [string, ...string[]], { error: FORM_MSG.ruleInvalid(rules) }),
  ) as unknown as z.ZodType<ScoringRule>;
}

/** The filled options of a question (the letters whose text or image is there). */
export type FilledOptions = readonly OptionKey[];

/**
 * A form's content and key checked together (counts that must agree: one key per statement, keys
 * among the filled options). Returns the issue's message and path, or null when they agree.
 */
export function formMismatch(
  type: FormType,
  isi: Record<string, unknown>,
  kunci: Record<string, unknown>,
  filled: FilledOptions,
): { message: string; path: string } | null {
  switch (type) {
    case 'PG Kompleks': {
      const n = (isi as FormContent<'PG Kompleks'>).pernyataan.length;
      return (kunci as FormKey<'PG Kompleks'>).jawaban.length === n
        ? null
        : { message: FORM_MSG.statementKeys, path: 'kunci' };
    }
    case 'PG Jawaban Ganda': {
      if (filled.length < 2) return { message: FORM_MSG.optionsMin, path: 'pil_a' };
      const k = kunci as FormKey<'PG Jawaban Ganda'>;
      if (k.benar.some((l) => !filled.includes(l)))
        return { message: FORM_MSG.multipleKeyRequired, path: 'kunci' };
      if (k.bobot) {
        const right = k.benar.reduce((s, l) => s + (k.bobot?.[l] ?? 0), 0);
        const wrongWeighted = Object.entries(k.bobot).some(
          ([l, w]) => (w ?? 0) !== 0 && !filled.includes(l as OptionKey),
        );
        if (Math.abs(right - 100) > 0.01 || wrongWeighted)
          return { message: FORM_MSG.optionWeightsInvalid, path: 'kunci' };
      }
      return null;
    }
    case 'Menjodohkan': {
      if (filled.length < 2) return { message: FORM_MSG.optionsMin, path: 'pil_a' };
      const n = (isi as FormContent<'Menjodohkan'>).premis.length;
      const pairs = (kunci as FormKey<'Menjodohkan'>).pasangan;
      return pairs.length === n && pairs.every((l) => filled.includes(l))
        ? null
        : { message: FORM_MSG.matchKeys, path: 'kunci' };
    }
    default:
      return null;
  }
}

// ---------- the candidate's answer (answers.isi) ----------

/** One row of a table: true = the first label, false = the second, null = not answered yet. */
const row = z.boolean({ error: FORM_MSG.answerTable }).nullable();
/** One premise: the letter of the response as shown to the candidate, null = not matched yet. */
const shownLetter = z.enum(OPTION_KEYS, { error: FORM_MSG.answerMatching }).nullable();

/**
 * The answer of one question of a form as the candidate sends it (letters as shown), by the
 * question's content: a table's row count and the shown options bound it. Extra rows, other
 * types, unknown letters and oversized text are refused with the form's message.
 */
export function formAnswerSchema(
  type: FormType,
  isi: Record<string, unknown>,
  shownOptions: number,
): z.ZodType<FormAnswer> {
  const shown = OPTION_KEYS.slice(0, shownOptions);
  switch (type) {
    case 'PG Kompleks': {
      const n = (isi as Partial<FormContent<'PG Kompleks'>>).pernyataan?.length ?? 0;
      return z.array(row, { error: FORM_MSG.answerTable }).length(n, FORM_MSG.answerTable);
    }
    case 'PG Jawaban Ganda':
      return z
        .array(z.enum(shown as [OptionKey, ...OptionKey[]], { error: FORM_MSG.answerMultiple }), {
          error: FORM_MSG.answerMultiple,
        })
        .max(shown.length, FORM_MSG.answerMultiple)
        .refine((a) => new Set(a).size === a.length, FORM_MSG.answerMultiple);
    case 'Isian Angka':
      return z
        .string({ error: FORM_MSG.answerNumber })
        .max(NUMBER_ANSWER_MAX, FORM_MSG.answerNumber)
        .refine((s) => s.trim() === '' || readNumberAnswer(s) !== null, FORM_MSG.answerNumber);
    case 'Isian Singkat':
      return z.string({ error: FORM_MSG.answerShort }).max(SHORT_ANSWER_MAX, FORM_MSG.answerShort);
    case 'Menjodohkan': {
      const n = (isi as Partial<FormContent<'Menjodohkan'>>).premis?.length ?? 0;
      return z
        .array(shownLetter, { error: FORM_MSG.answerMatching })
        .length(n, FORM_MSG.answerMatching)
        .refine((a) => a.every((l) => l === null || shown.includes(l)), FORM_MSG.answerMatching);
    }
    case 'Benar/Salah':
      return z.boolean({ error: FORM_MSG.answerTrueFalse }).nullable() as z.ZodType<FormAnswer>;
  }
}

/** A form's answer: rows (PG Kompleks), letters (Jawaban Ganda), a text (isian), pairs (Menjodohkan), a truth (Benar/Salah). */
export type FormAnswer = (boolean | null)[] | OptionKey[] | string | (OptionKey | null)[] | boolean | null;

/** A form's two labels by name (an unknown or missing name: 'Benar/Salah'). */
const labelsOf = (name: string | undefined) =>
  STATEMENT_LABELS[name as StatementLabels] ?? STATEMENT_LABELS['Benar/Salah'];

/**
 * The sheet's form content from a stored `isi` (only these fields: nothing else can pass; a
 * content missing its lists shows none rather than failing the sheet).
 */
export function candidateContent(type: FormType, isi: Record<string, unknown>): CandidateFormContent {
  switch (type) {
    case 'PG Kompleks': {
      const c = isi as FormContent<'PG Kompleks'>;
      return {
        label: [...labelsOf(c.label)],
        pernyataan: [...(c.pernyataan ?? [])],
      };
    }
    case 'Benar/Salah': {
      const c = isi as FormContent<'Benar/Salah'>;
      return { label: [...labelsOf(c.label)] };
    }
    case 'Menjodohkan':
      return { premis: [...((isi as Partial<FormContent<'Menjodohkan'>>).premis ?? [])] };
    default:
      return {};
  }
}

// ---------- a form as staff read it (the response shapes) ----------

/** A stored form content as staff read it (every form's fields, each optional). */
export const formContentOutSchema = z.object({
  label: z.enum(LABEL_NAMES).optional(),
  pernyataan: z.array(z.string()).optional(),
  premis: z.array(z.string()).optional(),
});

/** A stored form key as staff read it (every form's fields, each optional). */
export const formKeyOutSchema = z.object({
  jawaban: z
    .union([
      z.boolean(),
      z.array(z.boolean()),
      z.array(z.string()),
      z.array(z.object({ teks: z.string(), nilai: z.number() })),
    ])
    .optional(),
  benar: z.array(z.enum(OPTION_KEYS)).optional(),
  bobot: z.partialRecord(z.enum(OPTION_KEYS), z.number()).optional(),
  toleransi: z.number().optional(),
  jenis_toleransi: z.enum(['mutlak', 'relatif']).optional(),
  abaikan_huruf_besar: z.boolean().optional(),
  pasangan: z.array(z.enum(OPTION_KEYS)).optional(),
});

// ---------- a form as staff write it ----------

/** A JSON field of a form-data body: a JSON text is read, anything else stays as it is. */
export const jsonField = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

export interface FormDefinition {
  isi: Record<string, unknown>;
  kunci: Record<string, unknown>;
  aturan_skor: ScoringRule | null;
}

/**
 * A form's content, key and rule as staff sent them, checked together; the first refusal with its
 * field ('isi', 'kunci', 'aturan_skor', 'pil_a') otherwise.
 */
export function readFormDefinition(
  type: FormType,
  raw: { isi?: unknown; kunci?: unknown; aturan_skor?: unknown },
  filled: FilledOptions,
): { ok: true; form: FormDefinition } | { ok: false; message: string; path: string } {
  const parts = [
    ['isi', FORM_CONTENT[type], raw.isi ?? {}],
    ['kunci', FORM_KEY[type], raw.kunci],
    ['aturan_skor', ruleSchema(type), raw.aturan_skor],
  ] as const;
  const out: Record<string, unknown> = {};
  for (const [field, schema, value] of parts) {
    if (field !== 'aturan_skor' && (value === null || typeof value !== 'object' || Array.isArray(value)))
      return {
        ok: false,
        message: field === 'kunci' && value === undefined ? keyMissing(type) : FORM_MSG.formUnreadable,
        path: field,
      };
    const r = (schema as z.ZodType).safeParse(value);
    if (!r.success) return { ok: false, message: r.error.issues[0].message, path: field };
    out[field] = r.data;
  }
  const form = out as unknown as FormDefinition;
  const mismatch = formMismatch(type, form.isi, form.kunci, filled);
  return mismatch ? { ok: false, ...mismatch } : { ok: true, form };
}

const keyMissing = (type: FormType): string =>
  ({
    'PG Kompleks': FORM_MSG.statementKeys,
    'PG Jawaban Ganda': FORM_MSG.multipleKeyRequired,
    'Isian Angka': FORM_MSG.numberKeysCount,
    'Isian Singkat': FORM_MSG.shortAnswersCount,
    Menjodohkan: FORM_MSG.matchKeys,
    'Benar/Salah': FORM_MSG.trueFalseKey,
  })[type];
