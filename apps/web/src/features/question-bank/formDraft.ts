import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import {
  FORMS_WITH_OPTIONS,
  type FormType,
  isFormType,
  type QuestionKind,
  SCORING_RULE_NAMES,
  SCORING_RULES,
  STATEMENT_LABELS,
  STATEMENTS_MIN,
  type StatementLabels,
} from '@tryout/shared/question-forms';
import type { Soal } from './soalTypes';

/**
 * The authoring state of a question form (docs/decisions/0025) and what the add/edit form sends of it:
 * `isi`, `kunci` and `aturan_skor` as POST /addsoalPG and /updatesoal/:id take them
 * (shared/question-forms.ts). Pure: no React, table-tested in formDraft.test.ts.
 */

/** The names staff choose from ('Tipe soal'); PG and Essay keep their names of the old form. */
export const KIND_NAMES: Record<QuestionKind, string> = {
  PG: 'Pilihan Ganda',
  Essay: 'Essay',
  'PG Kompleks': 'PG Kompleks',
  'PG Jawaban Ganda': 'PG Jawaban Ganda',
  'Isian Angka': 'Isian Angka',
  'Isian Singkat': 'Isian Singkat',
  Menjodohkan: 'Menjodohkan',
  'Benar/Salah': 'Benar/Salah',
};

/** One row of a list (a statement, a premise, a key): `id` keeps its editor when rows move. */
export interface Row<T> {
  id: number;
  value: T;
}

export interface FormDraft {
  label: StatementLabels;
  /** PG Kompleks: the statements (HTML) and their keys (true = the first label) */
  pernyataan: Row<{ teks: string; kunci: boolean | null }>[];
  /** the rule of the form that has several ('' = the default, the first) */
  aturan: string;
  /** PG Jawaban Ganda: the right options and, when 'berbobot', each option's weight in percent */
  benar: OptionKey[];
  bobotPilihan: Partial<Record<OptionKey, number | string>>;
  /** Isian Angka */
  angka: Row<string>[];
  toleransi: number | string;
  jenisToleransi: 'mutlak' | 'relatif';
  /** Isian Singkat: accepted answers with their credit in percent */
  singkat: Row<{ teks: string; nilai: number | string }>[];
  abaikanHurufBesar: boolean;
  /** Menjodohkan: premises (HTML) and the letter of each one's response */
  premis: Row<{ teks: string; pasangan: OptionKey | null }>[];
  /** Benar/Salah */
  benarSalah: boolean | null;
}

let nextId = 1;
/** A new row (ids unique in this page). */
export const row = <T>(value: T): Row<T> => ({ id: nextId++, value });
const rows = <T>(n: number, value: () => T): Row<T>[] => Array.from({ length: n }, () => row(value()));

const blankStatement = () => ({ teks: '', kunci: null as boolean | null });
const blankPremise = () => ({ teks: '', pasangan: null as OptionKey | null });

export function emptyDraft(): FormDraft {
  return {
    label: 'Benar/Salah',
    pernyataan: rows(STATEMENTS_MIN, blankStatement),
    aturan: '',
    benar: [],
    bobotPilihan: {},
    angka: [row('')],
    toleransi: 0,
    jenisToleransi: 'mutlak',
    singkat: [row({ teks: '', nilai: 100 as number | string })],
    abaikanHurufBesar: true,
    premis: rows(STATEMENTS_MIN, blankPremise),
    benarSalah: null,
  };
}

const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The draft of a stored question (a PG or Essay question: the empty draft, for a change of type). */
export function draftOf(soal?: Soal): FormDraft {
  const d = emptyDraft();
  if (!soal || !isFormType(soal.type_soal)) return d;
  const isi = soal.isi ?? {};
  const k = soal.kunci ?? {};
  if (isi.label) d.label = isi.label;
  d.aturan = soal.aturan_skor ?? '';
  switch (soal.type_soal) {
    case 'PG Kompleks': {
      const keys = arr<boolean>(k.jawaban);
      d.pernyataan = arr<string>(isi.pernyataan).map((teks, i) => row({ teks, kunci: keys[i] ?? null }));
      break;
    }
    case 'PG Jawaban Ganda':
      d.benar = [...(k.benar ?? [])];
      d.bobotPilihan = { ...(k.bobot ?? {}) };
      break;
    case 'Isian Angka':
      d.angka = arr<string>(k.jawaban).map((v) => row(String(v)));
      d.toleransi = k.toleransi ?? 0;
      d.jenisToleransi = k.jenis_toleransi ?? 'mutlak';
      break;
    case 'Isian Singkat':
      d.singkat = arr<{ teks: string; nilai: number }>(k.jawaban).map((a) =>
        row({ teks: a.teks, nilai: a.nilai as number | string }),
      );
      d.abaikanHurufBesar = k.abaikan_huruf_besar ?? true;
      break;
    case 'Menjodohkan': {
      const pairs = k.pasangan ?? [];
      d.premis = arr<string>(isi.premis).map((teks, i) => row({ teks, pasangan: pairs[i] ?? null }));
      break;
    }
    case 'Benar/Salah':
      d.benarSalah = typeof k.jawaban === 'boolean' ? k.jawaban : null;
      break;
  }
  return d;
}

/** A typed number as sent (blank stays blank so the server names it; '8,5' reads as 8.5). */
const num = (v: number | string): number | string => {
  if (typeof v === 'number') return v;
  const t = v.trim().replace(',', '.');
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : v;
};

/** The rules a form offers (none: a form with one rule). */
export const rulesOf = (type: QuestionKind): readonly string[] =>
  (SCORING_RULES as Record<string, readonly string[]>)[type] ?? [];

/** What the form sends of a form type: content, key and rule (JSON, as the server reads them). */
export function formPayload(
  type: FormType,
  d: FormDraft,
): { isi: Record<string, unknown>; kunci: Record<string, unknown>; aturan_skor?: string } {
  const rule = rulesOf(type).length > 0 ? { aturan_skor: d.aturan || rulesOf(type)[0] } : {};
  switch (type) {
    case 'PG Kompleks':
      return {
        isi: { label: d.label, pernyataan: d.pernyataan.map((r) => r.value.teks) },
        kunci: { jawaban: d.pernyataan.map((r) => r.value.kunci) },
        ...rule,
      };
    case 'PG Jawaban Ganda': {
      const weighted = (rule.aturan_skor ?? '') === 'berbobot';
      const typed = Object.entries(d.bobotPilihan).filter(([, w]) => String(w).trim() !== '');
      const benar = OPTION_KEYS.filter((l) => d.benar.includes(l));
      return {
        isi: {},
        kunci:
          weighted && typed.length > 0
            ? { benar, bobot: Object.fromEntries(typed.map(([l, w]) => [l, num(w as number | string)])) }
            : { benar },
        ...rule,
      };
    }
    case 'Isian Angka':
      return {
        isi: {},
        kunci: {
          jawaban: d.angka.map((r) => r.value),
          toleransi: String(d.toleransi).trim() === '' ? 0 : num(d.toleransi),
          jenis_toleransi: d.jenisToleransi,
        },
      };
    case 'Isian Singkat':
      return {
        isi: {},
        kunci: {
          jawaban: d.singkat.map((r) => ({ teks: r.value.teks, nilai: num(r.value.nilai) })),
          abaikan_huruf_besar: d.abaikanHurufBesar,
        },
      };
    case 'Menjodohkan':
      return {
        isi: { premis: d.premis.map((r) => r.value.teks) },
        kunci: { pasangan: d.premis.map((r) => r.value.pasangan) },
        ...rule,
      };
    case 'Benar/Salah':
      return { isi: { label: d.label }, kunci: { jawaban: d.benarSalah } };
  }
}

/** The two labels of a pair's name ('Ya/Tidak' → ['Ya', 'Tidak']). */
export const labelsOf = (name: string | undefined): readonly [string, string] =>
  STATEMENT_LABELS[name as StatementLabels] ?? STATEMENT_LABELS['Benar/Salah'];

/** A number as staff read it in Indonesian ('0,01'). */
const idNumber = (n: number) => String(n).replace('.', ',');

/**
 * A question's key in one short line for the bank list ('B, S, B', 'A, C', '8,5 (± 0,1)',
 * 'Jakarta; Batavia (50%)', '1-B, 2-A', 'Benar'); PG its letter, Essay '-'.
 */
export function keySummary(soal: Pick<Soal, 'type_soal' | 'kunci_pg' | 'isi' | 'kunci'>): string {
  const k = soal.kunci ?? {};
  switch (soal.type_soal) {
    case 'PG':
      return soal.kunci_pg ?? '-';
    case 'Essay':
      return '-';
    case 'PG Kompleks': {
      const [yes, no] = labelsOf(soal.isi?.label);
      return arr<boolean>(k.jawaban)
        .map((b) => (b ? yes : no).charAt(0))
        .join(', ');
    }
    case 'PG Jawaban Ganda':
      return (k.benar ?? []).join(', ') || '-';
    case 'Isian Angka': {
      const tol = k.toleransi ?? 0;
      const keys = arr<string>(k.jawaban).join(' atau ');
      if (tol === 0) return keys;
      return `${keys} (± ${idNumber(tol)}${k.jenis_toleransi === 'relatif' ? '%' : ''})`;
    }
    case 'Isian Singkat':
      return arr<{ teks: string; nilai: number }>(k.jawaban)
        .map((a) => (a.nilai === 100 ? a.teks : `${a.teks} (${idNumber(a.nilai)}%)`))
        .join('; ');
    case 'Menjodohkan':
      return (k.pasangan ?? []).map((l, i) => `${i + 1}-${l}`).join(', ');
    case 'Benar/Salah':
      return typeof k.jawaban === 'boolean' ? labelsOf(soal.isi?.label)[k.jawaban ? 0 : 1] : '-';
  }
}

/** A rule's name as staff read it (a form's default when none is stored). */
export function ruleName(type: QuestionKind, rule: string | null): string | null {
  const rules = rulesOf(type);
  if (rules.length === 0) return null;
  const r = rule && rules.includes(rule) ? rule : rules[0];
  return SCORING_RULE_NAMES[r as keyof typeof SCORING_RULE_NAMES];
}

/** Whether a type has the options A–E (PG, Jawaban Ganda's choices, Menjodohkan's responses). */
export const hasOptions = (type: QuestionKind) => FORMS_WITH_OPTIONS.includes(type);

const OPTION_NAMES = ['pil_a', 'pil_b', 'pil_c', 'pil_d', 'pil_e'] as const;

/** What the add/edit form holds of a question's text fields. */
export interface EntryValues extends Record<(typeof OPTION_NAMES)[number], string> {
  type_soal: QuestionKind;
  soal_pg: string;
  bobot: number | string;
  kunci_pg: string | null;
  kunci_essay: string;
  pembahasan: string;
  form: FormDraft;
}

/**
 * The text fields of /addsoalPG and /updatesoal (spec §7.4 names) that the form shows for the
 * type, and only those: the options where the type has them, its key, a form's content, key and
 * rule as JSON, the weight.
 */
export function formEntries(v: EntryValues): [string, string][] {
  const out: [string, string][] = [
    ['soal_pg', v.soal_pg],
    ['type_soal', v.type_soal],
    ['type_ujian', 'UTS'],
    ['bobot', String(v.bobot).trim().replace(',', '.')],
  ];
  if (hasOptions(v.type_soal)) for (const field of OPTION_NAMES) out.push([field, v[field]]);
  if (v.type_soal === 'PG') out.push(['kunci_pg', v.kunci_pg ?? '']);
  if (v.type_soal === 'Essay') out.push(['kunci_essay', v.kunci_essay]);
  if (isFormType(v.type_soal)) {
    const f = formPayload(v.type_soal, v.form);
    out.push(['isi', JSON.stringify(f.isi)], ['kunci', JSON.stringify(f.kunci)]);
    if (f.aturan_skor) out.push(['aturan_skor', f.aturan_skor]);
  }
  out.push(['pembahasan', v.pembahasan]);
  return out;
}
