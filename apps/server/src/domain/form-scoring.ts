import type { OptionKey } from '@tryout/shared/constants';
import { readNumberAnswer } from '@tryout/shared/number-answer';
import { type FormKey, type FormType, isFormType, type ScoringRule } from '@tryout/shared/question-forms';
import { scorePg } from './scoring';

/**
 * The score of one question of a UTBK / AKM form (docs/decisions/0025): a number in [0, 1], by the form's
 * rule; nilai weighs it by the question's weight (scoring.ts). Answers are in ORIGINAL letters
 * (the sheet's shown letters mapped back through the attempt's option order). An unanswered
 * question, or an answer of another shape (a stored row that no longer fits its question), is 0.
 */

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** A table's rows right: per statement, the candidate's choice equals the key (a blank row is wrong). */
function rowsRight(key: readonly boolean[], answer: unknown): number {
  if (!Array.isArray(answer)) return 0;
  return key.reduce((n, k, i) => n + (answer[i] === k ? 1 : 0), 0);
}

// ---------- PG Kompleks (a table of statements) ----------

/** All-or-nothing (SNBT / AKM): 1 only when every statement is judged right. */
export const tableAllOrNothing = (key: readonly boolean[], answer: unknown): number =>
  key.length > 0 && rowsRight(key, answer) === key.length ? 1 : 0;

/** Kprim: every statement right 1, exactly one wrong (or blank) 0.5, else 0. */
export function tableKprim(key: readonly boolean[], answer: unknown): number {
  const wrong = key.length - rowsRight(key, answer);
  if (key.length === 0) return 0;
  return wrong === 0 ? 1 : wrong === 1 ? 0.5 : 0;
}

/** Per statement: right ÷ statements. */
export const tablePerStatement = (key: readonly boolean[], answer: unknown): number =>
  key.length === 0 ? 0 : rowsRight(key, answer) / key.length;

// ---------- PG Jawaban Ganda (choose all that apply) ----------

const chosenLetters = (answer: unknown): Set<string> =>
  new Set(Array.isArray(answer) ? answer.filter((l): l is string => typeof l === 'string') : []);

/** All-or-nothing: 1 when the chosen set is exactly the right options. */
export function multipleAllOrNothing(right: readonly OptionKey[], answer: unknown): number {
  const chosen = chosenLetters(answer);
  return chosen.size === right.length && right.every((l) => chosen.has(l)) ? 1 : 0;
}

/**
 * The weights of 'berbobot' in percent: the key's own, else each right option 100 ÷ (right ones)
 * and each other filled option minus that (choosing everything scores 0).
 */
export function optionWeights(
  key: FormKey<'PG Jawaban Ganda'>,
  filled: readonly OptionKey[],
): Partial<Record<OptionKey, number>> {
  if (key.bobot) return key.bobot;
  const share = 100 / key.benar.length;
  return Object.fromEntries(filled.map((l) => [l, key.benar.includes(l) ? share : -share]));
}

/**
 * A form's key as it is stored: a 'berbobot' Jawaban Ganda without weights of its own gets the
 * default ones written down with it, so scoring (which reads no options) gives the same score
 * as the question shows. Every writer of questions stores keys through it (staff form, import).
 */
export function storedKey<K extends Record<string, unknown>>(
  type: string,
  aturan: string | null,
  kunci: K,
  filled: readonly OptionKey[],
): K {
  if (type !== 'PG Jawaban Ganda' || aturan !== 'berbobot' || kunci.bobot) return kunci;
  return { ...kunci, bobot: optionWeights(kunci as unknown as FormKey<'PG Jawaban Ganda'>, filled) };
}

/** Weighted: the sum of the chosen options' weights (percent ÷ 100), floored at 0 and at most 1. */
export function multipleWeighted(weights: Partial<Record<OptionKey, number>>, answer: unknown): number {
  let sum = 0;
  for (const l of chosenLetters(answer)) sum += weights[l as OptionKey] ?? 0;
  return clamp01(Math.round(sum * 1e6) / 1e8);
}

// ---------- Isian Angka ----------

/** How close a typed number must be to a key. */
export interface Tolerance {
  toleransi: number;
  jenis_toleransi: 'mutlak' | 'relatif';
}

/** |x − key| within the tolerance; a hair of float error at the edge still counts as within. */
export function withinTolerance(x: number, key: number, t: Tolerance): boolean {
  const allowed = t.jenis_toleransi === 'relatif' ? (Math.abs(key) * t.toleransi) / 100 : t.toleransi;
  const slack = 1e-9 * Math.max(1, Math.abs(key), Math.abs(x));
  return Math.abs(x - key) <= allowed + slack;
}

/** 1 when the typed number (readNumberAnswer) is within the tolerance of any key; empty or unreadable 0. */
export function scoreNumber(key: FormKey<'Isian Angka'>, answer: unknown): number {
  if (typeof answer !== 'string') return 0;
  const x = readNumberAnswer(answer);
  if (x === null) return 0;
  return key.jawaban.some((k) => {
    const v = readNumberAnswer(k);
    return v !== null && withinTolerance(x, v, key);
  })
    ? 1
    : 0;
}

// ---------- Isian Singkat ----------

/** A short answer as compared: trimmed, inner spaces collapsed, lower case unless case matters. */
export const normaliseShort = (text: string, ignoreCase: boolean): string => {
  const t = text.trim().replace(/\s+/g, ' ');
  return ignoreCase ? t.toLocaleLowerCase('id') : t;
};

/** The credit of the best accepted answer the text equals (100 % → 1, 50 % → 0.5); else 0. */
export function scoreShort(key: FormKey<'Isian Singkat'>, answer: unknown): number {
  if (typeof answer !== 'string') return 0;
  const typed = normaliseShort(answer, key.abaikan_huruf_besar);
  if (typed === '') return 0;
  let best = 0;
  for (const a of key.jawaban)
    if (normaliseShort(a.teks, key.abaikan_huruf_besar) === typed) best = Math.max(best, a.nilai / 100);
  return clamp01(best);
}

// ---------- Menjodohkan ----------

const pairsRight = (pairs: readonly OptionKey[], answer: unknown): number =>
  Array.isArray(answer) ? pairs.reduce((n, k, i) => n + (answer[i] === k ? 1 : 0), 0) : 0;

/** All-or-nothing: 1 when every premise is matched to its response. */
export const matchingAllOrNothing = (pairs: readonly OptionKey[], answer: unknown): number =>
  pairs.length > 0 && pairsRight(pairs, answer) === pairs.length ? 1 : 0;

/** Per pair: right pairs ÷ premises. */
export const matchingPerPair = (pairs: readonly OptionKey[], answer: unknown): number =>
  pairs.length === 0 ? 0 : pairsRight(pairs, answer) / pairs.length;

// ---------- Benar/Salah ----------

export const scoreTrueFalse = (key: boolean, answer: unknown): number => (answer === key ? 1 : 0);

// ---------- one question ----------

/** A question of a form with its stored key and rule. */
export interface FormQuestion {
  type_soal: FormType;
  kunci: Record<string, unknown>;
  /** null: the form's default rule */
  aturan_skor: ScoringRule | string | null;
  /** the filled options A–E (Jawaban Ganda's default weights) */
  filled: readonly OptionKey[];
}

/** The score in [0, 1] of one answer (original letters) to a question of a form, by its rule. */
export function scoreForm(q: FormQuestion, answer: unknown): number {
  switch (q.type_soal) {
    case 'PG Kompleks': {
      const key = (q.kunci as FormKey<'PG Kompleks'>).jawaban;
      if (q.aturan_skor === 'kprim') return tableKprim(key, answer);
      if (q.aturan_skor === 'per_pernyataan') return tablePerStatement(key, answer);
      return tableAllOrNothing(key, answer);
    }
    case 'PG Jawaban Ganda': {
      const key = q.kunci as FormKey<'PG Jawaban Ganda'>;
      return q.aturan_skor === 'berbobot'
        ? multipleWeighted(optionWeights(key, q.filled), answer)
        : multipleAllOrNothing(key.benar, answer);
    }
    case 'Isian Angka':
      return scoreNumber(q.kunci as FormKey<'Isian Angka'>, answer);
    case 'Isian Singkat':
      return scoreShort(q.kunci as FormKey<'Isian Singkat'>, answer);
    case 'Menjodohkan': {
      const pairs = (q.kunci as FormKey<'Menjodohkan'>).pasangan;
      return q.aturan_skor === 'per_pasangan'
        ? matchingPerPair(pairs, answer)
        : matchingAllOrNothing(pairs, answer);
    }
    case 'Benar/Salah':
      return scoreTrueFalse((q.kunci as FormKey<'Benar/Salah'>).jawaban, answer);
  }
}

// ---------- an attempt ----------

/** A question of a finished attempt as stored: PG, Essay or a form, with its answer. */
export interface StoredQuestion {
  type_soal: string;
  kunci_pg: string | null;
  /** the PG answer's original key ('' for a form's answer) */
  value: string | null;
  /** a form's key and rule (JSON text) */
  kunci: string | null;
  aturan_skor: string | null;
  bobot: number | string | null;
  /** a form's stored answer (JSON text, original letters); null: unanswered */
  form_answer: string | null;
}

const parsed = (text: string | null): unknown => {
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The score of each auto-scored question of an attempt (PG 1/0 by its key, a form by scoreForm;
 * essays are graded by staff and left out) with its weight, and each row's form_score for the
 * group tally (null: a form left unanswered).
 */
export function scoreQuestions<T extends StoredQuestion>(
  rows: readonly T[],
): { scores: { score: number; bobot: number }[]; rows: (T & { form_score?: number | null })[] } {
  const scores: { score: number; bobot: number }[] = [];
  const out = rows.map((r) => {
    const bobot = Number(r.bobot ?? 1);
    if (r.type_soal === 'Essay') return r;
    if (!isFormType(r.type_soal)) {
      scores.push({
        score: scorePg([{ type_soal: 'PG', kunci_pg: r.kunci_pg, value: r.value }]).correct,
        bobot,
      });
      return r;
    }
    const answer = parsed(r.form_answer);
    const kunci = parsed(r.kunci);
    const score =
      answer === undefined || kunci === null || typeof kunci !== 'object'
        ? 0
        : scoreForm(
            {
              type_soal: r.type_soal,
              kunci: kunci as Record<string, unknown>,
              aturan_skor: r.aturan_skor,
              filled: [],
            },
            answer,
          );
    scores.push({ score, bobot });
    return { ...r, form_score: answer === undefined || isEmptyAnswer(answer) ? null : score };
  });
  return { scores, rows: out };
}

/** Nothing chosen, typed or matched (the tally's 'kosong'). */
export const isEmptyAnswer = (answer: unknown): boolean =>
  answer === null ||
  (typeof answer === 'string' && answer.trim() === '') ||
  (Array.isArray(answer) && answer.every((x) => x === null));
