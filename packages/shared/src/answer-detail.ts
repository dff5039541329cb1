import { z } from 'zod';
import { hasilRowSchema } from './results';

/**
 * One question of a finished attempt as a reader sees it (docs/decisions/0027: results, review, exports):
 * the candidate's answer and the key line by line — a table's statements with the candidate's
 * label and the key per statement, a matching's pairs as premise → response, a multiple answer's
 * options chosen or not, an isian's text against the accepted keys — and the question's score of
 * its weight. Built on the server (domain/answer-detail.ts); staff always see the key, a candidate
 * only in the review, once it is allowed.
 */

/** One line: a statement, a premise, an option, or the answer itself. */
export const detailLineSchema = z.object({
  /** 'Pernyataan 1: …', 'Air', 'A. …', 'Jawaban' */
  label: z.string(),
  /** the candidate's answer on this line ('Benar', 'B. Garam', 'Dipilih', '0,5'); '-' when left empty */
  jawaban: z.string(),
  /** the key on this line ('Salah', 'D. Gula', 'Benar (50 %)', '0,5 atau 1/2') */
  kunci: z.string().nullable(),
  /** the line judged right; null when it is not judged on its own (an essay) */
  benar: z.boolean().nullable(),
});
export type DetailLine = z.infer<typeof detailLineSchema>;

export const answerDetailSchema = z.object({
  /** the title of the lines' first column: 'Pernyataan', 'Premis → Respons', 'Pilihan', 'Jawaban' */
  kolom: z.string(),
  /** the scoring rule's name, where the form has a choice */
  aturan: z.string().nullable(),
  /** the question's score in [0, 1]; null for an essay (graded as a whole by staff) */
  skor: z.number().nullable(),
  /** the question's weight (bobot) */
  bobot: z.number(),
  /** nothing answered */
  kosong: z.boolean(),
  baris: z.array(detailLineSchema),
});
export type AnswerDetail = z.infer<typeof answerDetailSchema>;

/** One question of the result detail (staff): its text and the detail. */
export const resultQuestionSchema = z.object({
  number: z.number(),
  id_soal: z.number(),
  type_soal: z.string(),
  nama_group: z.string().nullable(),
  soal_pg: z.string(),
  rincian: answerDetailSchema,
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

/** GET /hasilujian/:id/jawaban (staff): the result and each question of its attempt. */
export const resultAnswersSchema = z.object({
  hasil: hasilRowSchema,
  soal: z.array(resultQuestionSchema),
});
export type ResultAnswers = z.infer<typeof resultAnswersSchema>;

/** A number the Indonesian way: a decimal comma, at most three decimals, no thousands point. */
export const decimal = (n: number): string =>
  n.toLocaleString('id-ID', { maximumFractionDigits: 3, useGrouping: false });

/**
 * A question's score of its weight: 'Skor 1 dari 2 (0,5 × bobot 2)', 'Skor 1 dari 1'; an essay
 * 'Dinilai bersama nilai essay'.
 */
export function scoreText(d: Pick<AnswerDetail, 'skor' | 'bobot'>): string {
  if (d.skor == null) return 'Dinilai bersama nilai essay';
  const got = `Skor ${decimal(Math.round(d.skor * d.bobot * 1000) / 1000)} dari ${decimal(d.bobot)}`;
  return d.bobot === 1
    ? got
    : `${got} (${decimal(Math.round(d.skor * 1000) / 1000)} × bobot ${decimal(d.bobot)})`;
}

export const ANSWER_DETAIL_MSG = {
  title: 'Detail Jawaban',
  empty: '-',
  chosen: 'Dipilih',
  notChosen: 'Tidak dipilih',
  right: 'Benar',
  wrong: 'Salah',
} as const;
