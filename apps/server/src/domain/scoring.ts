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

/** A question's score in [0, 1] and its weight in nilai (the question's bobot; 1 by default). */
export interface WeightedScore {
  score: number;
  bobot: number;
}

/**
 * nilai over the auto-scored questions (PG and the UTBK / AKM forms, docs/decisions/0025): 100 × Σ(bobot ×
 * score) ÷ Σ bobot, 2 decimals; null without such questions. With every weight 1 and every score
 * 0 or 1 this is scorePg's 100 × correct ÷ total.
 */
export function weightedNilai(scores: readonly WeightedScore[]): number | null {
  let weights = 0;
  let earned = 0;
  for (const { score, bobot } of scores) {
    const w = Number.isFinite(bobot) && bobot > 0 ? bobot : 1;
    weights += w;
    earned += w * Math.min(1, Math.max(0, Number.isFinite(score) ? score : 0));
  }
  return weights === 0 ? null : round2((100 * earned) / weights);
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

/**
 * The question type of a set of questions: both kinds → 'PG Dan Essay'; only essays → 'Essay'; else
 * 'PG' (every auto-scored form — PG Kompleks, Isian, … — counts with PG: it is in nilai_pg).
 */
export function typeOfQuestions(types: Iterable<string>): TypeSoal {
  let pg = false;
  let essay = false;
  for (const t of types) {
    if (t === 'Essay') essay = true;
    else pg = true;
  }
  if (pg && essay) return 'PG Dan Essay';
  return essay ? 'Essay' : 'PG';
}

/** A question of a finished attempt with its group (rows in the order of the sheet). */
export interface TalliedQuestion extends Omit<ScoredQuestion, 'type_soal'> {
  /** PG, Essay, or a form (docs/decisions/0025) */
  type_soal: string;
  group_id: number | null;
  nama_group: string | null;
  /** a form's question: its score in [0, 1], null when unanswered (PG and Essay: absent) */
  form_score?: number | null;
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
    else if (q.form_score !== undefined) {
      // a form: right only with full credit (partial credit counts in nilai, not here)
      if (q.form_score === null) g.kosong++;
      else if (q.form_score === 1) g.benar++;
      else g.salah++;
    } else if (!q.value?.trim()) g.kosong++;
    else if (scorePg([{ type_soal: 'PG', kunci_pg: q.kunci_pg, value: q.value }]).correct === 1) g.benar++;
    else g.salah++;
  }
  return [...groups.values()];
}
