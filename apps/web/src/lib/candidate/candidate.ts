import { getCandidateToken, getExamToken } from '../storage';
import { readProfile } from './examStorage';

/**
 * Where a candidate page must send the visitor instead of rendering, or null: no token → login;
 * another candidate's registration number → the visitor's own overview.
 */
export function candidateRedirect(no_reg: string, needExamToken: boolean): string | null {
  const profile = readProfile();
  if (!getCandidateToken() && !getExamToken()) return '/';
  if (profile?.nisn && profile.nisn !== no_reg) return `/ujian/${profile.nisn}`;
  if (needExamToken && !getExamToken()) return `/ujian/${no_reg}`;
  return null;
}
