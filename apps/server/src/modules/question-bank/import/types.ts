import type { OptionKey } from '@tryout/shared/constants';
import type { FormType, ScoringRule } from '@tryout/shared/question-forms';

export const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const satisfies readonly OptionKey[];
export type Letter = (typeof LETTERS)[number];

/** An image found in a file, before its type and size are checked. */
export interface RawImage {
  bytes: Buffer;
  /** an audio file (QTI's audio/object): allowed as the question's own media only */
  audio?: boolean;
}

/**
 * One question as read from a file (Word, Excel or Aiken), before the checks. HTML is as the file
 * gave it (sanitised later); `problems` holds what the reader itself found (texts of IMPORT_MSG
 * without the 'Soal N: ' prefix).
 */
export interface ParsedQuestion {
  /** the number the lecturer sees: the typed number (Word), the No column or row order (Excel), the order (Aiken) */
  nomor: number;
  type_soal: 'PG' | 'Essay';
  /** the 'Jenis' text when it named neither PG nor Essay */
  jenis_invalid?: boolean;
  soal_pg: string;
  pil: Record<Letter, string>;
  /** the key as written ('B', ' b ', '' …) for PG */
  kunci: string;
  kunci_essay: string;
  pembahasan: string;
  soal_gambar: RawImage | null;
  gambar_pil: Record<Letter, RawImage | null>;
  problems: string[];
  /**
   * A question of one of the forms (docs/decisions/0025; GIFT and Moodle XML carry them): its type, content
   * and key as /addsoalPG stores them (`isi`, `kunci`, `aturan_skor`). Its options, if any, are in
   * `pil` (the choices of Jawaban Ganda, the responses of Menjodohkan); `type_soal` stays 'PG'.
   */
  form?: ParsedForm;
  /** the type the file named that the bank does not have (Moodle's 'ddwtos' …): a problem unless left out */
  unsupported?: string;
  /** the question's weight in nilai as the file gave it (Moodle's defaultgrade); none: 1 */
  bobot?: number;
  /** the shared passage it is shown with (a QTI stimulus): one stimulus of the group per key */
  wacana?: { key: string; judul: string; html: string };
}

export interface ParsedForm {
  type: FormType;
  isi: Record<string, unknown>;
  kunci: Record<string, unknown>;
  aturan_skor: ScoringRule | null;
}

export const emptyOptions = <T>(value: T): Record<Letter, T> => ({
  A: value,
  B: value,
  C: value,
  D: value,
  E: value,
});

export function newQuestion(nomor: number): ParsedQuestion {
  return {
    nomor,
    type_soal: 'PG',
    soal_pg: '',
    pil: emptyOptions(''),
    kunci: '',
    kunci_essay: '',
    pembahasan: '',
    soal_gambar: null,
    gambar_pil: emptyOptions<RawImage | null>(null),
    problems: [],
  };
}

/** 'Essay', 'essay', 'Uraian' → Essay; 'PG', 'Pilihan Ganda', '' → PG; anything else: undefined. */
export function kindOf(text: string): 'PG' | 'Essay' | undefined {
  const t = text.trim().toLowerCase();
  if (t === '' || t === 'pg' || t === 'pilihan ganda') return 'PG';
  if (t === 'essay' || t === 'esai' || t === 'esay' || t === 'uraian') return 'Essay';
  return undefined;
}
