import { STORAGE_KEYS } from '@tryout/shared/constants';
import { clearOfflineData } from './offline-cache';

/** Browser storage of spec §3/§6: candidate token in session storage, staff token in local storage. */
const EXAM_TOKEN_KEY = 'token_ujian';

export const getCandidateToken = () => sessionStorage.getItem(STORAGE_KEYS.candidateToken);
export const setCandidateToken = (t: string) => sessionStorage.setItem(STORAGE_KEYS.candidateToken, t);
export const getExamToken = () => sessionStorage.getItem(EXAM_TOKEN_KEY);
export const setExamToken = (t: string) => sessionStorage.setItem(EXAM_TOKEN_KEY, t);
export const clearExamToken = () => sessionStorage.removeItem(EXAM_TOKEN_KEY);

/** The identity form of a course exam (/detail/:kode_ujian), kept for its exam page. */
export interface CourseExamIdentity {
  kode_ujian: string;
  email: string;
  nim: string;
  nama: string;
  prodi: string;
}
export const COURSE_IDENTITY_KEY = 'form_ujian';

export const getStaffToken = () => localStorage.getItem(STORAGE_KEYS.staffToken);
export const setStaffToken = (t: string) => localStorage.setItem(STORAGE_KEYS.staffToken, t);
export const clearStaffToken = () => localStorage.removeItem(STORAGE_KEYS.staffToken);

/**
 * The staff role written at login, shown until GET /dosenDetail answers; the server decides
 * access from the token, never from this.
 */
const STAFF_ROLE_KEY = 'role_dosen';
export const getStaffRole = () => localStorage.getItem(STAFF_ROLE_KEY);
export const setStaffRole = (role: string) => localStorage.setItem(STAFF_ROLE_KEY, role);

/** Staff logout: the token and the role hint. */
export function clearStaffSession() {
  clearStaffToken();
  localStorage.removeItem(STAFF_ROLE_KEY);
}

/** Candidate logout: removes the token from session and local storage and all exam state. */
export function clearCandidateState() {
  sessionStorage.clear();
  localStorage.removeItem(STORAGE_KEYS.candidateToken);
  clearOfflineData();
}

/** JSON value in session storage (answers, essays, identity form, profile…). */
export function readSession<T>(key: string): T | null {
  const raw = sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
export const writeSession = (key: string, value: unknown) =>
  sessionStorage.setItem(key, JSON.stringify(value));
