import type { CandidateProfile } from '@tryout/shared/accounts';
import { readSession, writeSession } from '../storage';

/** Session-storage key of the candidate profile (written by the login page and by checknoreg). */
export const PROFILE_KEY = 'profile';

export const readProfile = () => readSession<CandidateProfile>(PROFILE_KEY);

/**
 * Per-exam session keys: answers, essays, 'ragu-ragu' marks, the queue of saves not yet
 * acknowledged, and the sheet last received (shown again when the page is reloaded offline).
 */
export const examKeys = (kode: string) => ({
  answers: `jawaban_${kode}`,
  essays: `essay_${kode}`,
  /** the answers of the forms (docs/decisions/0025) as this tab holds them */
  forms: `isian_${kode}`,
  ragu: `ragu_${kode}`,
  queue: `antrian_${kode}`,
  sheet: `lembar_${kode}`,
  savedAt: `tersimpan_${kode}`,
});

export const readExam = <T>(key: string, fallback: T): T => readSession<T>(key) ?? fallback;
export const writeExam = writeSession;

/** Clears the saved answers, essays and queue of one exam (after it is submitted). */
export function clearExamState(kode: string) {
  for (const k of Object.values(examKeys(kode))) sessionStorage.removeItem(k);
}
