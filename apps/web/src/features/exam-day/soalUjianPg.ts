import { useQuery } from '@tanstack/react-query';
import type { ExamSheet } from '@tryout/shared/exam';
import { queryKeys } from '../../api/query-keys';
import { examRequest } from './examRequest';

const fetchSheet = async (kode_ujian: string): Promise<ExamSheet> =>
  (await examRequest<ExamSheet>('soalUjianPg', { json: { kode_ujian } })).data;

/** A sheet request started before the exam page's code arrived, taken over by the page's query. */
const early = new Map<string, { at: number; sheet: Promise<ExamSheet> }>();
const EARLY_MAX_AGE_MS = 30_000;

/**
 * Starts fetching the sheet while the exam page's chunks still load (the route's loader), so the
 * questions and the page code arrive side by side instead of one after the other.
 */
export function prefetchSheet(kode_ujian: string): void {
  const sheet = fetchSheet(kode_ujian);
  sheet.catch(() => {}); // the page's query reports the error when it takes the request over
  early.set(kode_ujian, { at: Date.now(), sheet });
}

/** POST /soalUjianPg {kode_ujian}: starts the attempt, or resumes the one in progress. */
export function soalUjianPg(kode_ujian: string): Promise<ExamSheet> {
  const started = early.get(kode_ujian);
  early.delete(kode_ujian);
  if (started && Date.now() - started.at < EARLY_MAX_AGE_MS) return started.sheet;
  return fetchSheet(kode_ujian);
}

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
