import type { OptionKey } from '@tryout/shared/constants';
import { isFormType, type ScoringRule } from '@tryout/shared/question-forms';
import { scoreForm } from '../form-scoring';
import type { ItemResponse } from './patterns';

/**
 * A drawn question's answer as an IRT response (docs/decisions/0027): the calibration is dichotomous, so a
 * question of a UTBK / AKM form counts 1 only with full credit by its rule (a Kprim table with one
 * statement wrong, a 50 % isian answer or 2 of 3 pairs is 0); PG is 1 when the answer is the key.
 */
export interface DrawnAnswer {
  type_soal: string;
  kunci_pg: string | null;
  /** the PG answer (original letter) */
  value: string | null;
  /** a form's key and rule, and its stored answer (JSON text) */
  kunci: string | null;
  aturan_skor: string | null;
  form_answer: string | null;
  /** the filled options A–E (a multiple answer's default weights) */
  filled?: readonly OptionKey[];
}

/** Full credit: a score this close to 1 is 1 (a sum of weights such as 3 × 33.33 %). */
export const FULL_CREDIT = 1 - 1e-9;

const parsed = (text: string | null): unknown => {
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** 1 for a right PG answer or a form's answer with full credit, 0 otherwise (an empty answer too). */
export function irtResponse(a: DrawnAnswer): Exclude<ItemResponse, null> {
  if (!isFormType(a.type_soal)) {
    const key = (a.kunci_pg ?? '').trim().toUpperCase();
    return key !== '' && (a.value ?? '').trim().toUpperCase() === key ? 1 : 0;
  }
  const answer = parsed(a.form_answer);
  const kunci = parsed(a.kunci);
  if (answer === undefined || kunci === null || typeof kunci !== 'object') return 0;
  const score = scoreForm(
    {
      type_soal: a.type_soal,
      kunci: kunci as Record<string, unknown>,
      aturan_skor: a.aturan_skor as ScoringRule | null,
      filled: a.filled ?? [],
    },
    answer,
  );
  return score >= FULL_CREDIT ? 1 : 0;
}
