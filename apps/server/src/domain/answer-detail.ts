import {
  type AnswerDetail,
  type DetailLine,
  decimal,
  ANSWER_DETAIL_MSG as M,
} from '@tryout/shared/answer-detail';
import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import {
  type FormContent,
  type FormKey,
  isFormType,
  SCORING_RULE_NAMES,
  SCORING_RULES,
  type ScoringRule,
  STATEMENT_LABELS,
  type StatementLabels,
} from '@tryout/shared/question-forms';
import { isEmptyAnswer, optionWeights, scoreForm } from './form-scoring';
import { scorePg } from './scoring';

/**
 * A question of a finished attempt as a reader sees it (docs/decisions/0027): the candidate's answer and
 * the key line by line, and the score of its weight (shared/answer-detail.ts). Answers are in
 * ORIGINAL letters, as stored; the options are the question's own (plain text, by the caller).
 */
export interface DetailQuestion {
  type_soal: string;
  /** a form's content and key and the candidate's form answer, as stored (JSON text) */
  isi: string | null;
  kunci: string | null;
  form_answer: string | null;
  aturan_skor: string | null;
  bobot: number | string | null;
  kunci_pg: string | null;
  kunci_essay: string | null;
  /** the PG letter chosen (original) */
  value: string | null;
  /** the essay's text */
  essay: string | null;
  /** each option's plain text ('' when the option is not there) */
  options: Record<OptionKey, string>;
}

const parsed = (text: string | null): unknown => {
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const percent = (n: number) => `${n < 0 ? '−' : ''}${decimal(Math.abs(n))} %`;
const blank = (s: string | null | undefined) => (s == null || s.trim() === '' ? M.empty : s.trim());

/** 'B. Garam' (an option with its text), or the letter alone when it has none. */
function optionText(options: Record<OptionKey, string>, letter: unknown): string {
  if (typeof letter !== 'string' || !(OPTION_KEYS as readonly string[]).includes(letter)) return M.empty;
  const t = options[letter as OptionKey];
  return t ? `${letter}. ${t}` : letter;
}

const filledOf = (options: Record<OptionKey, string>) => OPTION_KEYS.filter((k) => options[k] !== '');

const ruleName = (type: string, rule: string | null): string | null => {
  const rules = (SCORING_RULES as Record<string, readonly string[]>)[type];
  if (!rules) return null;
  const r = rule && rules.includes(rule) ? rule : rules[0];
  return SCORING_RULE_NAMES[r as ScoringRule];
};

/** The lines of a form's answer against its key. */
function formLines(
  q: DetailQuestion,
  type: string,
  isi: Record<string, unknown>,
  kunci: Record<string, unknown>,
  answer: unknown,
  text: (html: string) => string,
): { kolom: string; baris: DetailLine[] } {
  const labelsOf = (name: unknown) =>
    STATEMENT_LABELS[name as StatementLabels] ?? STATEMENT_LABELS['Benar/Salah'];
  const truth = (labels: readonly [string, string], v: unknown) =>
    v === true ? labels[0] : v === false ? labels[1] : M.empty;
  switch (type) {
    case 'PG Kompleks': {
      const c = isi as Partial<FormContent<'PG Kompleks'>>;
      const key = list((kunci as Partial<FormKey<'PG Kompleks'>>).jawaban);
      const labels = labelsOf(c.label);
      const rows = list(answer);
      return {
        kolom: 'Pernyataan',
        baris: list(c.pernyataan).map((s, i) => ({
          label: `${i + 1}. ${text(String(s))}`,
          jawaban: truth(labels, rows[i]),
          kunci: truth(labels, key[i]),
          benar: typeof key[i] === 'boolean' && rows[i] === key[i],
        })),
      };
    }
    case 'PG Jawaban Ganda': {
      const k = kunci as FormKey<'PG Jawaban Ganda'>;
      const right = new Set(list(k.benar));
      const chosen = new Set(list(answer));
      const weighted = q.aturan_skor === 'berbobot';
      const weights = weighted
        ? optionWeights({ ...k, benar: list(k.benar) as OptionKey[] }, filledOf(q.options))
        : {};
      return {
        kolom: 'Pilihan',
        baris: filledOf(q.options).map((l) => {
          const should = right.has(l) ? M.chosen : M.notChosen;
          return {
            label: optionText(q.options, l),
            jawaban: chosen.has(l) ? M.chosen : M.notChosen,
            kunci: weighted ? `${should} (${percent(weights[l] ?? 0)})` : should,
            benar: chosen.has(l) === right.has(l),
          };
        }),
      };
    }
    case 'Isian Angka': {
      const k = kunci as Partial<FormKey<'Isian Angka'>>;
      const tol = Number(k.toleransi ?? 0);
      const within =
        tol > 0 ? ` (toleransi ± ${decimal(tol)}${k.jenis_toleransi === 'relatif' ? ' %' : ''})` : '';
      return {
        kolom: 'Jawaban',
        baris: [
          {
            label: 'Isian angka',
            jawaban: blank(typeof answer === 'string' ? answer : null),
            kunci: `${list(k.jawaban).map(String).join(' atau ')}${within}`,
            benar: null,
          },
        ],
      };
    }
    case 'Isian Singkat': {
      const k = kunci as Partial<FormKey<'Isian Singkat'>>;
      const accepted = list(k.jawaban).map((a) => {
        const r = record(a);
        const credit = Number(r.nilai ?? 100);
        return credit === 100 ? String(r.teks) : `${String(r.teks)} (${decimal(credit)} %)`;
      });
      return {
        kolom: 'Jawaban',
        baris: [
          {
            label: 'Isian singkat',
            jawaban: blank(typeof answer === 'string' ? answer : null),
            kunci: `${accepted.join(' atau ')}${k.abaikan_huruf_besar !== true ? ' (huruf besar/kecil diperhatikan)' : ''}`,
            benar: null,
          },
        ],
      };
    }
    case 'Menjodohkan': {
      const premises = list((isi as Partial<FormContent<'Menjodohkan'>>).premis);
      const pairs = list((kunci as Partial<FormKey<'Menjodohkan'>>).pasangan);
      const matched = list(answer);
      return {
        kolom: 'Premis → Respons',
        baris: premises.map((p, i) => ({
          label: `${i + 1}. ${text(String(p))}`,
          jawaban: optionText(q.options, matched[i]),
          kunci: optionText(q.options, pairs[i]),
          benar: pairs[i] != null && matched[i] === pairs[i],
        })),
      };
    }
    default: {
      // Benar/Salah: one statement (the question text)
      const labels = labelsOf(isi.label);
      const key = (kunci as Partial<FormKey<'Benar/Salah'>>).jawaban;
      return {
        kolom: 'Jawaban',
        baris: [
          {
            label: 'Pernyataan',
            jawaban: truth(labels, answer),
            kunci: truth(labels, key),
            benar: typeof key === 'boolean' && answer === key,
          },
        ],
      };
    }
  }
}

/** The detail of one question of a finished attempt, with the key (staff; a candidate's allowed review). */
export function answerDetail(q: DetailQuestion, text: (html: string) => string = (s) => s): AnswerDetail {
  const bobot = Number(q.bobot ?? 1) || 1;
  if (q.type_soal === 'Essay')
    return {
      kolom: 'Jawaban',
      aturan: null,
      skor: null,
      bobot,
      kosong: blank(q.essay) === M.empty,
      baris: [
        {
          label: 'Essay',
          jawaban: blank(q.essay),
          kunci: q.kunci_essay == null ? null : text(q.kunci_essay),
          benar: null,
        },
      ],
    };
  if (!isFormType(q.type_soal)) {
    const skor = scorePg([{ type_soal: 'PG', kunci_pg: q.kunci_pg, value: q.value }]).correct;
    return {
      kolom: 'Pilihan',
      aturan: null,
      skor,
      bobot,
      kosong: blank(q.value) === M.empty,
      baris: [
        {
          label: 'Pilihan',
          jawaban: optionText(q.options, q.value),
          kunci: optionText(q.options, (q.kunci_pg ?? '').trim().toUpperCase()),
          benar: skor === 1,
        },
      ],
    };
  }
  const answer = parsed(q.form_answer);
  const isi = record(parsed(q.isi));
  const kunci = record(parsed(q.kunci));
  const skor =
    answer === undefined
      ? 0
      : scoreForm(
          { type_soal: q.type_soal, kunci, aturan_skor: q.aturan_skor, filled: filledOf(q.options) },
          answer,
        );
  const lines = formLines(q, q.type_soal, isi, kunci, answer ?? null, text);
  // an isian line is right with full credit, wrong with none, not judged on its own with part credit
  const whole = skor === 1 ? true : skor === 0 ? false : null;
  const baris = lines.baris.map((b) => (b.benar === null ? { ...b, benar: whole } : b));
  return {
    kolom: lines.kolom,
    aturan: ruleName(q.type_soal, q.aturan_skor),
    skor,
    bobot,
    kosong: answer === undefined || isEmptyAnswer(answer),
    baris,
  };
}
