import type { ExamCard, Outcome } from '@tryout/shared/exam';

/** Where the candidate stands toward the KKM (spec §4: the average of each non-TOEFL materi's best nilai_pg). */
export interface KkmProgress {
  /** non-TOEFL materi with at least one finished attempt, of all of them */
  done: number;
  total: number;
  /** the server's average once every materi is done, else the average of the materi done so far */
  average: number | null;
  /** the average is the final one (every materi done) */
  final: boolean;
  kkm: number;
  /** 0–100: how far the average is toward the KKM */
  percent: number;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export function kkmProgress(cards: ExamCard[], o: Outcome): KkmProgress {
  const scored = cards.filter((c) => c.is_toefl !== '1');
  const bests = scored
    .filter((c) => c.status.length > 0)
    .map((c) => Math.max(...c.status.map((a) => a.nilai_pg ?? 0)));
  const final = o.filled && o.average != null;
  const average = final
    ? o.average
    : bests.length
      ? round2(bests.reduce((s, n) => s + n, 0) / bests.length)
      : null;
  const percent = average == null ? 0 : o.kkm <= 0 ? 100 : Math.min(100, round2((100 * average) / o.kkm));
  return { done: bests.length, total: scored.length, average, final, kkm: o.kkm, percent };
}
