import { useQuery } from '@tanstack/react-query';
import type { ExamSheet } from '@tryout/shared/exam';
import { ApiError } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { examRequest } from './examRequest';

const fetchSheet = async (kode_ujian: string, mulai = false, token_ujian?: string): Promise<ExamSheet> =>
  (
    await examRequest<ExamSheet>('soalUjianPg', {
      json: mulai ? { kode_ujian, mulai, ...(token_ujian ? { token_ujian } : {}) } : { kode_ujian },
    })
  ).data;

/** A sheet request started before the exam page's code arrived, taken over by the page's query. */
const early = new Map<string, { at: number; sheet: Promise<ExamSheet> }>();
const EARLY_MAX_AGE_MS = 30_000;

/**
 * Starts fetching the sheet while the exam page's chunks still load (the route's loader), so the
 * questions and the page code arrive side by side instead of one after the other. The request
 * only resumes: it never starts an attempt.
 */
export function prefetchSheet(kode_ujian: string): void {
  const sheet = fetchSheet(kode_ujian);
  sheet.catch(() => {}); // the page's query reports the error when it takes the request over
  early.set(kode_ujian, { at: Date.now(), sheet });
}

/**
 * POST /soalUjianPg {kode_ujian}: the attempt in progress. None yet → 409 'Ujian belum dimulai'
 * (`isNotStarted`): the page shows the start screen.
 */
export function soalUjianPg(kode_ujian: string): Promise<ExamSheet> {
  const started = early.get(kode_ujian);
  early.delete(kode_ujian);
  if (started && Date.now() - started.at < EARLY_MAX_AGE_MS) return started.sheet;
  return fetchSheet(kode_ujian);
}

/** POST /soalUjianPg {kode_ujian, mulai: true}: the deliberate start (the server clock starts). */
export const startExam = (kode_ujian: string, token?: string) => fetchSheet(kode_ujian, true, token);

/** The server's answer to a sheet request before the start: nothing runs yet on this card. */
export const isNotStarted = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && !!err.body.errors?.mulai;

export const sheetKey = queryKeys.sheet;

export const useExamSheetQuery = (kode_ujian: string, enabled = true) =>
  useQuery({
    queryKey: sheetKey(kode_ujian),
    queryFn: () => soalUjianPg(kode_ujian),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
