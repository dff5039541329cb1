import type { AnswerDetail } from '@tryout/shared/answer-detail';
import type { OptionKey } from '@tryout/shared/constants';
import type { Db } from '../../db';
import { answerDetail } from '../../domain/answer-detail';
import { plainText } from '../../lib/sanitize';
import { reviewRows } from './review.repository';

/** The stored row of a question of an attempt, as the answer detail reads it. */
export interface AnswerSource {
  type_soal: string;
  pil_a: string | null;
  pil_b: string | null;
  pil_c: string | null;
  pil_d: string | null;
  pil_e: string | null;
  gambar_pil_a: string | null;
  gambar_pil_b: string | null;
  gambar_pil_c: string | null;
  gambar_pil_d: string | null;
  gambar_pil_e: string | null;
  isi: string | null;
  kunci: string | null;
  aturan_skor: string | null;
  bobot: number | string | null;
  kunci_pg: string | null;
  kunci_essay: string | null;
  value: string | null;
  form_answer: string | null;
  essay: string | null;
}

/** An option as a line shows it: its text, '(gambar)' when it is a picture only, '' when absent. */
const optionOf = (html: string | null, picture: string | null) =>
  plainText(html ?? '') || (picture ? '(gambar)' : '');

/** The answer detail of a stored question row (the key included: staff, or an allowed review). */
export function detailOfRow(r: AnswerSource): AnswerDetail {
  const options: Record<OptionKey, string> = {
    A: optionOf(r.pil_a, r.gambar_pil_a),
    B: optionOf(r.pil_b, r.gambar_pil_b),
    C: optionOf(r.pil_c, r.gambar_pil_c),
    D: optionOf(r.pil_d, r.gambar_pil_d),
    E: optionOf(r.pil_e, r.gambar_pil_e),
  };
  return answerDetail({ ...r, options }, plainText);
}

/**
 * An attempt's questions in sheet order, each with its answer detail and the key (staff's result
 * detail; the candidate's review once it is allowed).
 */
export async function attemptAnswers(db: Db, attemptId: number) {
  const rows = await reviewRows(db, attemptId);
  return rows.map((r) => ({ ...r, rincian: detailOfRow({ ...r, essay: r.answer }) }));
}
