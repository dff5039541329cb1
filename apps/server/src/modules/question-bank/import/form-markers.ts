import { FORM_MARKER_MSG } from '@tryout/shared/form-markers';
import {
  FORM_TYPES,
  type FormType,
  SCORING_RULE_NAMES,
  type ScoringRule,
  STATEMENT_LABELS,
  type StatementLabels,
} from '@tryout/shared/question-forms';
import type { ParsedForm } from './types';

/**
 * The Word and Excel markers of the UTBK/AKM forms (docs/decisions/0027), read and written (pure; table
 * tests in form-markers.test.ts). A question of a form has, under its text:
 *
 *   Jenis: PG Kompleks              (the form's name; 'Jenis: Essay' and PG stay as they were)
 *   Label: Ya/Tidak                 (PG Kompleks, Benar/Salah; default Benar/Salah)
 *   Pernyataan 1: …                 (PG Kompleks: each statement; Menjodohkan: 'Premis 1: …')
 *   A. … E.                         (Jawaban Ganda's choices, Menjodohkan's responses)
 *   Kunci: B, S, B                  (per form: 'A, C' · '8,5; 17/2' · 'Jakarta; Batavia (50%)' ·
 *                                    '1-B, 2-A' · 'Salah')
 *   Aturan: kprim                   (a form's scoring rule, by its code or its name)
 *   Toleransi: 0,1  or  5%          (Isian Angka: absolute, or relative with %)
 *   Bobot pilihan: A=50, B=-50      (Jawaban Ganda 'berbobot')
 *   Huruf besar: dibedakan          (Isian Singkat; default diabaikan)
 *   Bobot: 2                        (any question's weight in nilai; default 1)
 *
 * Excel has the same: Jenis and Kunci in their columns, the statements one per line in
 * 'Pernyataan', 'Aturan' and 'Bobot' columns, the other lines in 'Pengaturan'. What the markers
 * cannot say is passed on as written, so the form's own check (readFormDefinition) names it.
 */

/** The settings a marker line can carry. */
export type Setting = 'label' | 'aturan' | 'toleransi' | 'bobot_pilihan' | 'huruf_besar' | 'bobot';
export type Settings = Partial<Record<Setting, string>>;

const SETTING_LINES: [RegExp, Setting][] = [
  [/^Label\s*:\s*/i, 'label'],
  [/^Aturan(?:\s+penilaian)?\s*:\s*/i, 'aturan'],
  [/^Toleransi\s*:\s*/i, 'toleransi'],
  [/^Bobot\s+pilihan\s*:\s*/i, 'bobot_pilihan'],
  [/^Huruf\s+besar\s*:\s*/i, 'huruf_besar'],
  [/^Bobot(?:\s+soal)?\s*:\s*/i, 'bobot'],
];

/** A marker line's setting and its value ('Toleransi: 5%' → toleransi, '5%'). */
export function settingOf(text: string): { setting: Setting; value: string } | null {
  const t = text.trim();
  for (const [re, setting] of SETTING_LINES) {
    const m = re.exec(t);
    if (m) return { setting, value: t.slice(m[0].length).trim() };
  }
  return null;
}

/** Whether a marker line is one of this question's: a form's settings, and a bare weight ('Bobot: 2') on any. */
export const takesSetting = (s: { setting: Setting; value: string }, isForm: boolean) =>
  isForm || (s.setting === 'bobot' && /^\d+([.,]\d+)?$/.test(s.value));

/** 'Pernyataan 2: …' (PG Kompleks) or 'Premis 2: …' (Menjodohkan), at the start of a line. */
export const ITEM_MARK = /(?:Pernyataan|Premis)(?:\s+\d{1,2})?\s*:\s*/i;

const FORM_NAMES = new Map<string, FormType>([
  ...FORM_TYPES.map((t): [string, FormType] => [t.toLowerCase(), t]),
  ['pg kompleks', 'PG Kompleks'],
  ['pilihan ganda kompleks', 'PG Kompleks'],
  ['jawaban ganda', 'PG Jawaban Ganda'],
  ['pilihan ganda jawaban ganda', 'PG Jawaban Ganda'],
  ['isian', 'Isian Angka'],
  ['benar salah', 'Benar/Salah'],
]);

/** The form a 'Jenis' text names ('pg kompleks', 'Isian Angka' …), else undefined. */
export const formTypeOf = (text: string): FormType | undefined =>
  FORM_NAMES.get(text.trim().toLowerCase().replace(/\s+/g, ' '));

/** The parts of a form as a file gave them. */
export interface FormMarks {
  type: FormType;
  /** the Kunci text */
  kunci: string;
  /** the statements (PG Kompleks) or premises (Menjodohkan), HTML */
  items: string[];
  settings: Settings;
}

/** '8,5' / '-0.5' / '50%' → a number; anything else NaN (the form's check names it). */
export const readNumber = (text: string): number => {
  const t = text.trim().replace(/%$/, '').trim().replace(',', '.');
  return /^[-+]?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
};

/** A list as written: 'B, S, B' / 'B; S; B' / 'B S B', each item without its number ('1-B'). */
function tokens(text: string): string[] {
  let parts = text.split(/[,;]/);
  if (parts.length === 1) parts = text.trim().split(/\s+/);
  return parts.map((p) => p.trim().replace(/^\d{1,2}\s*[-.):=]\s*/, '')).filter((p) => p !== '');
}

/** A truth by a pair's labels: the label or its first letter ('B', 'benar', 'T', 'tidak sesuai'). */
function truthOf(token: string, label: StatementLabels | undefined): boolean | string {
  const [yes, no] = STATEMENT_LABELS[label ?? 'Benar/Salah'] ?? STATEMENT_LABELS['Benar/Salah'];
  const t = token.trim().toLowerCase();
  if (t === yes.toLowerCase() || t === yes.charAt(0).toLowerCase()) return true;
  if (t === no.toLowerCase() || t === no.charAt(0).toLowerCase()) return false;
  return token;
}

/** A rule by its code or its name ('kprim', 'Per pernyataan'); none: null (the default). */
function ruleOf(text: string | undefined): ScoringRule | null {
  if (!text?.trim()) return null;
  const t = text.trim().toLowerCase();
  for (const [code, name] of Object.entries(SCORING_RULE_NAMES))
    if (t === code || t === name.toLowerCase() || t === code.replace('_', ' ')) return code as ScoringRule;
  return text.trim() as ScoringRule;
}

/** 'A=50, B=-50, C=50' → { A: 50, B: -50, C: 50 } (a letter not A–E stays, the check names it). */
function optionWeights(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(/[,;]/)) {
    const m = /^\s*([A-Za-z])\s*[=:]\s*(.+)$/.exec(part);
    if (m) out[m[1].toUpperCase()] = readNumber(m[2]);
    else if (part.trim()) out[part.trim()] = Number.NaN;
  }
  return out;
}

/** The form of a question from its markers: content, key and rule as /addsoalPG takes them. */
export function formOfMarks(m: FormMarks): { form: ParsedForm; problems: string[] } {
  const s = m.settings;
  const label = s.label?.trim() as StatementLabels | undefined;
  const aturan_skor = ruleOf(s.aturan);
  const problems: string[] = [];
  const form = (isi: Record<string, unknown>, kunci: Record<string, unknown>): ParsedForm => ({
    type: m.type,
    isi,
    kunci,
    aturan_skor,
  });
  switch (m.type) {
    case 'PG Kompleks':
      return {
        form: form(
          { ...(label ? { label } : {}), pernyataan: m.items },
          { jawaban: tokens(m.kunci).map((t) => truthOf(t, label)) },
        ),
        problems,
      };
    case 'PG Jawaban Ganda': {
      const benar = tokens(m.kunci).map((t) => t.toUpperCase().replace(/[.)]$/, ''));
      const bobot = s.bobot_pilihan ? optionWeights(s.bobot_pilihan) : undefined;
      return { form: form({}, bobot ? { benar, bobot } : { benar }), problems };
    }
    case 'Isian Angka': {
      const jawaban = m.kunci
        .split(/[;|]/)
        .map((k) => k.trim())
        .filter((k) => k !== '');
      const tol = s.toleransi?.trim();
      const kunci: Record<string, unknown> = { jawaban };
      if (tol) {
        kunci.toleransi = readNumber(tol);
        kunci.jenis_toleransi = tol.endsWith('%') ? 'relatif' : 'mutlak';
      }
      return { form: form({}, kunci), problems };
    }
    case 'Isian Singkat': {
      const jawaban = m.kunci
        .split(/[;|]/)
        .map((k) => k.trim())
        .filter((k) => k !== '')
        .map((k) => {
          const credit = /^(.*?)\s*\(\s*([-+]?\d+(?:[.,]\d+)?)\s*%\s*\)$/.exec(k);
          return credit ? { teks: credit[1], nilai: readNumber(credit[2]) } : { teks: k };
        });
      const kunci: Record<string, unknown> = { jawaban };
      const c = s.huruf_besar?.trim().toLowerCase();
      if (c === 'dibedakan' || c === 'beda' || c === 'tidak diabaikan') kunci.abaikan_huruf_besar = false;
      else if (c === 'diabaikan' || c === 'abaikan') kunci.abaikan_huruf_besar = true;
      else if (c) problems.push(lowerFirst(FORM_MARKER_MSG.caseInvalid));
      return { form: form({}, kunci), problems };
    }
    case 'Menjodohkan':
      return {
        form: form(
          { premis: m.items },
          { pasangan: tokens(m.kunci).map((t) => t.toUpperCase().replace(/[.)]$/, '')) },
        ),
        problems,
      };
    case 'Benar/Salah': {
      const [t = ''] = tokens(m.kunci);
      return { form: form(label ? { label } : {}, { jawaban: truthOf(t, label) }), problems };
    }
  }
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

// ---------- the writers' side ----------

/** A number as the markers write it ('0,01'). */
const written = (n: number) => String(n).replace('.', ',');

/** What the writers put under a question of a form. */
export interface WrittenMarks {
  jenis: FormType;
  /** 'Label: Ya/Tidak' when not the default, before the statements */
  label: string | null;
  /** 'Pernyataan' or 'Premis', and the items (HTML) */
  itemWord: 'Pernyataan' | 'Premis';
  items: string[];
  kunci: string;
  /** the rule's code, when the question has one */
  aturan: string | null;
  /** 'Toleransi: 0,1', 'Bobot pilihan: …', 'Huruf besar: dibedakan' (after the key) */
  settings: string[];
}

const json = (text: string | null): Record<string, unknown> => {
  if (!text) return {};
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
};
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** A stored form as markers (null for PG and Essay). */
export function marksOf(q: {
  type_soal: string;
  isi: string | null;
  kunci: string | null;
  aturan_skor: string | null;
}): WrittenMarks | null {
  const type = FORM_TYPES.find((t) => t === q.type_soal);
  if (!type) return null;
  const isi = json(q.isi);
  const k = json(q.kunci);
  const labelName = (isi.label as StatementLabels | undefined) ?? 'Benar/Salah';
  const [yes, no] = STATEMENT_LABELS[labelName] ?? STATEMENT_LABELS['Benar/Salah'];
  const out: WrittenMarks = {
    jenis: type,
    label: labelName !== 'Benar/Salah' ? `Label: ${labelName}` : null,
    itemWord: type === 'Menjodohkan' ? 'Premis' : 'Pernyataan',
    items: [],
    kunci: '',
    aturan: q.aturan_skor,
    settings: [],
  };
  switch (type) {
    case 'PG Kompleks':
      out.items = list<string>(isi.pernyataan);
      out.kunci = list<boolean>(k.jawaban)
        .map((b) => (b ? yes : no).charAt(0))
        .join(', ');
      break;
    case 'PG Jawaban Ganda': {
      out.kunci = list<string>(k.benar).join(', ');
      const w = k.bobot as Record<string, number> | undefined;
      if (w && Object.keys(w).length > 0)
        out.settings.push(
          `Bobot pilihan: ${Object.entries(w)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([l, n]) => `${l}=${written(n)}`)
            .join(', ')}`,
        );
      break;
    }
    case 'Isian Angka': {
      out.kunci = list<string>(k.jawaban).join('; ');
      const tol = Number(k.toleransi ?? 0);
      if (tol !== 0 || k.jenis_toleransi === 'relatif')
        out.settings.push(`Toleransi: ${written(tol)}${k.jenis_toleransi === 'relatif' ? '%' : ''}`);
      break;
    }
    case 'Isian Singkat':
      out.kunci = list<{ teks: string; nilai?: number }>(k.jawaban)
        .map((a) => (a.nilai === undefined || a.nilai === 100 ? a.teks : `${a.teks} (${written(a.nilai)}%)`))
        .join('; ');
      if (k.abaikan_huruf_besar === false) out.settings.push('Huruf besar: dibedakan');
      break;
    case 'Menjodohkan':
      out.items = list<string>(isi.premis);
      out.kunci = list<string>(k.pasangan)
        .map((l, i) => `${i + 1}-${l}`)
        .join(', ');
      break;
    case 'Benar/Salah':
      out.kunci = k.jawaban === true ? yes : k.jawaban === false ? no : '';
      break;
  }
  return out;
}

/** 'Bobot: 2' when a question weighs other than 1. */
export const weightLine = (bobot: number) =>
  Number(bobot) !== 1 ? `Bobot: ${written(Number(bobot))}` : null;
