import type { GroupTally, TypeSoal } from '@tryout/shared/exam';

/** Rounds to 2 decimals (half away from zero, robust to binary fractions like 1.005). */
export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

export interface ScoredQuestion {
  type_soal: 'PG' | 'Essay';
  /** the stored key A–E (PG only) */
  kunci_pg: string | null;
  /** the candidate's saved answer letter, if any */
  value: string | null;
}

export interface PgScore {
  correct: number;
  total: number;
  /** 100 × correct / PG questions in the attempt, 2 decimals; null when the attempt has no PG question */
  nilai_pg: number | null;
}

/** Scores the multiple-choice part of an attempt: 1 point per correct answer, 0 otherwise. */
export function scorePg(questions: ScoredQuestion[]): PgScore {
  let total = 0;
  let correct = 0;
  for (const q of questions) {
    if (q.type_soal !== 'PG') continue;
    total++;
    const key = (q.kunci_pg ?? '').trim().toUpperCase();
    if (key && q.value && q.value.trim().toUpperCase() === key) correct++;
  }
  return { correct, total, nilai_pg: total === 0 ? null : round2((100 * correct) / total) };
}

/**
 * The final score of an attempt (design §4): PG → nilai_pg; Essay → nilai_essay (null until graded);
 * 'PG Dan Essay' → mean of the two once the essay is graded (null before).
 */
export function finalScore(type: TypeSoal, nilaiPg: number | null, nilaiEssay: number | null): number | null {
  switch (type) {
    case 'PG':
      return nilaiPg;
    case 'Essay':
      return nilaiEssay;
    case 'PG Dan Essay':
      return nilaiEssay == null ? null : round2(((nilaiPg ?? 0) + nilaiEssay) / 2);
  }
}

/** The question type of a set of questions: both kinds → 'PG Dan Essay'; only essays → 'Essay'; else 'PG'. */
export function typeOfQuestions(types: Iterable<'PG' | 'Essay'>): TypeSoal {
  let pg = false;
  let essay = false;
  for (const t of types) {
    if (t === 'PG') pg = true;
    else essay = true;
  }
  if (pg && essay) return 'PG Dan Essay';
  return essay ? 'Essay' : 'PG';
}

/** A question of a finished attempt with its group (rows in the order of the sheet). */
export interface TalliedQuestion extends ScoredQuestion {
  group_id: number | null;
  nama_group: string | null;
}

/**
 * The tally of a finished attempt per question group, groups in order of first appearance:
 * multiple-choice answers right, wrong and empty (scored as scorePg does), and the essays.
 */
export function tallyByGroup(questions: TalliedQuestion[]): GroupTally[] {
  const groups = new Map<number | null, GroupTally>();
  for (const q of questions) {
    let g = groups.get(q.group_id);
    if (!g) {
      g = { nama_group: q.nama_group ?? 'Soal', benar: 0, salah: 0, kosong: 0, essay: 0 };
      groups.set(q.group_id, g);
    }
    if (q.type_soal === 'Essay') g.essay++;
    else if (!q.value?.trim()) g.kosong++;
    else if (scorePg([q]).correct === 1) g.benar++;
    else g.salah++;
  }
  return [...groups.values()];
}
