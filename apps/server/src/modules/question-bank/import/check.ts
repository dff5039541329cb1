import { fillText, IMPORT_MSG } from '@tryout/shared/import-messages';
import {
  FORM_MSG,
  FORMS_WITH_OPTIONS,
  QUESTION_WEIGHT_MAX,
  readFormDefinition,
} from '@tryout/shared/question-forms';
import { hasVisibleContent } from '../../../lib/sanitize';
import { textOf } from './html';
import { LETTERS, type Letter, type ParsedQuestion } from './types';

/** One question after the checks: its sanitised HTML, problems (block saving) and warnings. */
export interface CheckedQuestion {
  q: ParsedQuestion;
  problems: string[];
  warnings: string[];
}

/**
 * The rules of one question (pure; HTML already sanitised): the text, options A–E filled in order
 * (A–D required, E optional: the spec's option-E rule), a key that names a filled option.
 */
export function questionProblems(q: ParsedQuestion): string[] {
  const out = [...q.problems];
  if (q.jenis_invalid) out.push(IMPORT_MSG.typeInvalid);
  if (q.bobot !== undefined && !(q.bobot > 0 && q.bobot <= QUESTION_WEIGHT_MAX))
    out.push(lowerFirst(FORM_MSG.weightInvalid));
  if (!hasVisibleContent(q.soal_pg) && !q.soal_gambar) out.push(IMPORT_MSG.soalEmpty);
  if (q.type_soal === 'Essay') return out;
  const filled = (l: Letter) => hasVisibleContent(q.pil[l]) || q.gambar_pil[l] !== null;
  const last = LETTERS.reduce((acc, l, i) => (filled(l) ? i : acc), -1);
  for (let i = 0; i < last; i++) {
    if (filled(LETTERS[i])) continue;
    const next = LETTERS.slice(i + 1).find(filled) as Letter;
    out.push(fillText(IMPORT_MSG.optionGap, { k: next, prev: LETTERS[i] }));
  }
  if (q.form) return [...out, ...formProblems(q, LETTERS.filter(filled))];
  if (last < 3) out.push(fillText(IMPORT_MSG.optionMissing, { k: LETTERS[last + 1] }));
  const key = q.kunci.trim().toUpperCase().replace(/[.)]$/, '');
  if (key === '') out.push(IMPORT_MSG.keyEmpty);
  else if (!(LETTERS as readonly string[]).includes(key)) out.push(IMPORT_MSG.keyInvalid);
  else if (!filled(key as Letter)) out.push(fillText(IMPORT_MSG.keyWithoutOption, { k: key }));
  return out;
}

/**
 * The rules of a question of a form: its content, key and rule as /addsoalPG checks them
 * (readFormDefinition), in the import's voice ('Soal 3: jumlah premis harus 2 sampai 8').
 */
function formProblems(q: ParsedQuestion, filled: Letter[]): string[] {
  const form = q.form;
  if (!form) return [];
  if (!FORMS_WITH_OPTIONS.includes(form.type) && filled.length > 0) return [IMPORT_MSG.formWithOptions];
  const read = readFormDefinition(form.type, form, filled);
  if (!read.ok) return [lowerFirst(read.message)];
  // a statement or premise with nothing a reader sees (an empty 'Pernyataan 2:' line)
  for (const [field, message] of [
    ['pernyataan', FORM_MSG.statementRequired],
    ['premis', FORM_MSG.premiseRequired],
  ] as const) {
    const list = read.form.isi[field];
    if (Array.isArray(list) && list.some((h) => !hasVisibleContent(String(h)))) return [lowerFirst(message)];
  }
  return [];
}

/** A message of the forms in the import's voice ('Soal 3: jumlah premis …'). */
const lowerFirst = (m: string) => m.charAt(0).toLowerCase() + m.slice(1);

/** What makes two questions "the same": their visible text (question and options), case and spaces ignored. */
export function fingerprint(q: Record<'soal_pg' | 'pil_a' | 'pil_b' | 'pil_c' | 'pil_d' | 'pil_e', string>) {
  return [q.soal_pg, q.pil_a, q.pil_b, q.pil_c, q.pil_d, q.pil_e]
    .map((h) => textOf(h).toLowerCase())
    .join('\u0001');
}

export const fingerprintOf = (q: ParsedQuestion) =>
  fingerprint({
    soal_pg: q.soal_pg,
    pil_a: q.pil.A,
    pil_b: q.pil.B,
    pil_c: q.pil.C,
    pil_d: q.pil.D,
    pil_e: q.pil.E,
  });

/** Problems of every question, and the duplicates (of the group's questions, and within the file) as warnings. */
export function checkAll(questions: ParsedQuestion[], inGroup: Set<string>): CheckedQuestion[] {
  const seen = new Map<string, number>();
  return questions.map((q) => {
    const warnings: string[] = [];
    const fp = fingerprintOf(q);
    if (inGroup.has(fp)) warnings.push(IMPORT_MSG.duplicateInGroup);
    const first = seen.get(fp);
    if (first !== undefined) warnings.push(fillText(IMPORT_MSG.duplicateInFile, { n: first }));
    else seen.set(fp, q.nomor);
    return { q, problems: questionProblems(q), warnings };
  });
}

/** 'Soal 12: kunci jawaban kosong' */
export const labelled = (nomor: number, text: string) => fillText(IMPORT_MSG.soalPrefix, { n: nomor }) + text;
