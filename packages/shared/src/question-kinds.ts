import { z } from 'zod';

/**
 * The question types of the bank (docs/decisions/0025) and what a candidate's sheet carries of a form:
 * the light part of question-forms.ts, here so the exam pages (exam.ts) do not carry the forms'
 * authoring schemas and messages.
 */

export const FORM_TYPES = [
  'PG Kompleks',
  'PG Jawaban Ganda',
  'Isian Angka',
  'Isian Singkat',
  'Menjodohkan',
  'Benar/Salah',
] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** Every question type of the bank: PG, Essay and the forms. */
export const QUESTION_KINDS = ['PG', 'Essay', ...FORM_TYPES] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const isFormType = (t: string): t is FormType => (FORM_TYPES as readonly string[]).includes(t);

/** The forms whose options A–E are the question's pil_a … pil_e (shuffled like PG's). */
export const FORMS_WITH_OPTIONS: readonly QuestionKind[] = ['PG', 'PG Jawaban Ganda', 'Menjodohkan'];

/** The two labels of a statement table or a single statement; the first is the default. */
export const STATEMENT_LABELS = {
  'Benar/Salah': ['Benar', 'Salah'],
  'Ya/Tidak': ['Ya', 'Tidak'],
  'Sesuai/Tidak sesuai': ['Sesuai', 'Tidak sesuai'],
} as const;
export type StatementLabels = keyof typeof STATEMENT_LABELS;

/**
 * The content a candidate sees (never a key) — on the sheet beside the options: a table's labels
 * and statements, a matching's premises, a single statement's labels.
 */
export const candidateFormContentSchema = z.object({
  label: z.tuple([z.string(), z.string()]).optional(),
  pernyataan: z.array(z.string()).optional(),
  premis: z.array(z.string()).optional(),
});
export type CandidateFormContent = z.infer<typeof candidateFormContentSchema>;

/**
 * A saved answer of a form on the sheet (letters as shown): a table's rows, chosen letters, a
 * matching's letters per premise, a typed text, a truth, or null.
 */
export const sheetFormAnswerSchema = z.union([
  z.boolean(),
  z.string(),
  z.array(z.union([z.boolean(), z.enum(['A', 'B', 'C', 'D', 'E']), z.null()])),
  z.null(),
]);
export type SheetFormAnswer = z.infer<typeof sheetFormAnswerSchema>;
