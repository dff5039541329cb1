import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import {
  type FormContent,
  type FormKey,
  type FormType,
  isFormType,
  STATEMENT_LABELS,
  type StatementLabels,
} from '@tryout/shared/question-forms';
import { isEmptyAnswer, scoreForm } from '../../domain/form-scoring';
import type { ScoreLevel } from '../../domain/item-analysis';
import { plainText } from '../../lib/sanitize';
import type { QuestionRow } from './item-analysis.repository';

/**
 * The UTBK / AKM forms in the item analysis (docs/decisions/0027): a form's answer scored in [0, 1] by its
 * rule, what it adds to its level (the score and its square, the options a multiple answer chose,
 * the statements or premises judged right), its key as staff read it, its parts' texts.
 */

const PART_CHARS = 80;

const parsed = (text: string | null): unknown => {
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A form question read once: its type, content, key and rule. */
export interface FormItem {
  type: FormType;
  isi: Record<string, unknown>;
  kunci: Record<string, unknown>;
  aturan_skor: string | null;
  filled: OptionKey[];
}

const pictureOf = (q: QuestionRow, k: OptionKey) =>
  q[`gambar_pil_${k.toLowerCase()}` as 'gambar_pil_a'] as string | null;
const textOf = (q: QuestionRow, k: OptionKey) => q[`pil_${k.toLowerCase()}` as 'pil_a'] as string | null;

/** The filled options A–E of a question (a text or a picture). */
export const filledOptions = (q: QuestionRow): OptionKey[] =>
  OPTION_KEYS.filter((k) => plainText(textOf(q, k) ?? '') !== '' || !!pictureOf(q, k));

/** The form of a question, or null for PG. */
export function formItem(q: QuestionRow): FormItem | null {
  if (!isFormType(q.type_soal)) return null;
  const obj = (v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  return {
    type: q.type_soal,
    isi: obj(parsed(q.isi)),
    kunci: obj(parsed(q.kunci)),
    aturan_skor: q.aturan_skor,
    filled: filledOptions(q),
  };
}

/** The statements (PG Kompleks) or premises (Menjodohkan) a form is judged by, as plain text; else null. */
export function partTexts(f: FormItem): string[] | null {
  const texts =
    f.type === 'PG Kompleks'
      ? list((f.isi as Partial<FormContent<'PG Kompleks'>>).pernyataan)
      : f.type === 'Menjodohkan'
        ? list((f.isi as Partial<FormContent<'Menjodohkan'>>).premis)
        : null;
  return (
    texts?.map((t) => {
      const s = plainText(String(t));
      return s.length > PART_CHARS ? `${s.slice(0, PART_CHARS - 1)}…` : s;
    }) ?? null
  );
}

/** The part keys a level's `parts` count against: a table's truths, a matching's letters. */
const partKeys = (f: FormItem): unknown[] =>
  f.type === 'PG Kompleks'
    ? list((f.kunci as Partial<FormKey<'PG Kompleks'>>).jawaban)
    : f.type === 'Menjodohkan'
      ? list((f.kunci as Partial<FormKey<'Menjodohkan'>>).pasangan)
      : [];

/** The right options of a multiple answer (its keys in the option table). */
export const multipleKeys = (f: FormItem): OptionKey[] =>
  f.type === 'PG Jawaban Ganda' ? (list((f.kunci as FormKey<'PG Jawaban Ganda'>).benar) as OptionKey[]) : [];

/** `count` attempts with the same stored answer (JSON text) to a form question, added to their level. */
export function addFormAnswer(level: ScoreLevel, f: FormItem, stored: string | null, count: number): void {
  const answer = parsed(stored);
  const keys = partKeys(f);
  if (keys.length > 0 && !level.parts) level.parts = keys.map(() => 0);
  level.squares ??= 0;
  if (answer === undefined || isEmptyAnswer(answer)) {
    level.empty += count;
    return;
  }
  const x = scoreForm(
    { type_soal: f.type, kunci: f.kunci, aturan_skor: f.aturan_skor, filled: f.filled },
    answer,
  );
  level.correct += count * x;
  level.squares += count * x * x;
  if (f.type === 'PG Jawaban Ganda')
    for (const l of new Set(list(answer)))
      if ((OPTION_KEYS as readonly unknown[]).includes(l))
        level.options[l as OptionKey] = (level.options[l as OptionKey] ?? 0) + count;
  const rows = list(answer);
  keys.forEach((k, i) => {
    if (level.parts && rows[i] === k) level.parts[i] += count;
  });
}

/** A form's key as the analysis table shows it: 'Benar, Salah, Benar', 'A, C', '1-B, 2-D', '0,5 atau 1/2'. */
export function formKeyText(f: FormItem): string {
  const k = f.kunci;
  const labels =
    STATEMENT_LABELS[(f.isi.label as StatementLabels) ?? 'Benar/Salah'] ?? STATEMENT_LABELS['Benar/Salah'];
  const truth = (v: unknown) => (v === true ? labels[0] : v === false ? labels[1] : '-');
  switch (f.type) {
    case 'PG Kompleks':
      return list(k.jawaban).map(truth).join(', ');
    case 'PG Jawaban Ganda':
      return list(k.benar).join(', ');
    case 'Isian Angka':
      return list(k.jawaban).map(String).join(' atau ');
    case 'Isian Singkat':
      return list(k.jawaban)
        .map((a) => String((a as { teks?: unknown }).teks ?? ''))
        .join(' atau ');
    case 'Menjodohkan':
      return list(k.pasangan)
        .map((l, i) => `${i + 1}-${String(l)}`)
        .join(', ');
    case 'Benar/Salah':
      return truth(k.jawaban);
  }
}
