/**
 * Item analysis (analisis butir soal, issue 20): the Indonesian labels of the classifications and the
 * attempt choices, shared by the server's statistics (domain/item-analysis) and the staff page.
 */

/** Difficulty index p: Mudah (p > 0.70), Sedang (0.30 ≤ p ≤ 0.70), Sukar (p < 0.30). */
export const DIFFICULTY_LABELS = ['Mudah', 'Sedang', 'Sukar'] as const;
export type DifficultyLabel = (typeof DIFFICULTY_LABELS)[number];

/** Discrimination D: baik sekali (≥ 0.40), baik (0.30 to < 0.40), cukup (0.20 to < 0.30), jelek (< 0.20). */
export const DISCRIMINATION_LABELS = ['baik sekali', 'baik', 'cukup', 'jelek'] as const;
export type DiscriminationLabel = (typeof DISCRIMINATION_LABELS)[number];

/** The flag of a question whose D < 0.20. */
export const REVISION_FLAG = 'revisi';

/** A distractor chosen by < 5 % of the attempts that drew the question. */
export const DISTRACTOR_LABELS = ['berfungsi', 'tidak berfungsi'] as const;
export type DistractorLabel = (typeof DISTRACTOR_LABELS)[number];

/** Which attempt of each candidate enters the analysis (first attempts by default). */
export const ATTEMPT_CHOICES = ['first', 'best'] as const;
export type AttemptChoice = (typeof ATTEMPT_CHOICES)[number];

/** Why KR-20 (and with it the SEM) is not reported. */
export const KR20_UNDEFINED = {
  noAttempts: 'tidak terdefinisi: belum ada percobaan',
  fewItems: 'tidak terdefinisi: kurang dari 2 soal yang dikerjakan oleh semua peserta',
  zeroVariance: 'tidak terdefinisi: semua peserta memperoleh skor yang sama (variansi nol)',
} as const;
