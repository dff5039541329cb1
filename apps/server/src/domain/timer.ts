import { ANSWER_GRACE_SECONDS } from '@tryout/shared/constants';

/**
 * The server's deadline of an attempt: started + waktu minutes, but never after the moment the
 * exam closes (a course exam's `selesai`), when one is given.
 */
export function deadlineOf(startedAtIso: string, waktuMinutes: number, closesAtIso?: string | null): string {
  const end = Date.parse(startedAtIso) + waktuMinutes * 60_000;
  const closes = closesAtIso ? Date.parse(closesAtIso) : Number.NaN;
  return new Date(Number.isNaN(closes) ? end : Math.min(end, closes)).toISOString();
}

/** Whether answers are still accepted: until deadline + grace (inclusive). */
export function acceptsAnswers(
  deadlineIso: string,
  nowIso: string,
  graceSeconds = ANSWER_GRACE_SECONDS,
): boolean {
  return Date.parse(nowIso) <= Date.parse(deadlineIso) + graceSeconds * 1000;
}

/** Attempts whose deadline lies before this instant are past deadline + grace at `nowIso`. */
export function graceCutoff(nowIso: string, graceSeconds = ANSWER_GRACE_SECONDS): string {
  return new Date(Date.parse(nowIso) - graceSeconds * 1000).toISOString();
}

/** Minutes of an exam: the materi's waktu, else the exam's waktu_ujian, else 60. */
export function durationMinutes(materiWaktu: number | null | undefined, examWaktu?: number | null): number {
  if (materiWaktu != null && materiWaktu > 0) return materiWaktu;
  if (examWaktu != null && examWaktu > 0) return examWaktu;
  return 60;
}
