import { useQuery } from '@tanstack/react-query';
import type { examSessionContract } from '@tryout/shared/api/exam-session.contract';
import type { ExamSheet } from '@tryout/shared/exam';
// Import order shapes the build's chunks: with examRequest imported before earlyRequests, the
// bundler split api/client, query-keys and react-query's useQuery out of the entry chunk into chunks
// of their own (+1.6 KiB gzip on every page). Keep earlyRequests first (it sorts first by name).
import { startEarly, takeEarly } from '../../../api/candidate/earlyRequests';
import { takerCall } from '../../../api/candidate/examRequest';
import { candidateKeys } from '../../../api/candidate/query-keys';
import { ApiError } from '../../../api/client';
import { examKeys, writeExam } from '../../../lib/candidate/examStorage';
import { readSession } from '../../../lib/storage';
import { noteServerClock } from '../session/serverClock';
import { ujianDetail } from './ujianDetail';

/** The sheet as last received, with the local time it arrived. */
interface StoredSheet {
  sheet: ExamSheet;
  received_at: number;
}

/**
 * The sheet from the server, kept in session storage for this tab. Without any answer from the
 * server (offline: status 0) a resume gets the kept sheet instead, its server clock moved on by the
 * time since it arrived, so a reload without a connection still shows the exam and its countdown;
 * the saved and queued answers come from session storage as always.
 */
async function fetchSheet(kode_ujian: string, mulai = false, token_ujian?: string): Promise<ExamSheet> {
  const key = examKeys(kode_ujian).sheet;
  try {
    const sentAt = Date.now();
    const { data } = await takerCall<typeof examSessionContract.sheet>(
      '/soalUjianPg',
      mulai ? { kode_ujian, mulai, ...(token_ujian ? { token_ujian } : {}) } : { kode_ujian },
    );
    const receivedAt = Date.now();
    writeExam(key, { sheet: data, received_at: receivedAt } satisfies StoredSheet);
    noteServerClock(data.server_now, sentAt, receivedAt);
    return data;
  } catch (err) {
    const kept =
      mulai || !(err instanceof ApiError) || err.status !== 0 ? null : readSession<StoredSheet>(key);
    if (!kept) throw err;
    // the clock as it was when the kept sheet arrived (unless this page heard the server since)
    noteServerClock(kept.sheet.server_now, undefined, kept.received_at);
    const elapsed = Date.now() - kept.received_at;
    const keys = examKeys(kode_ujian);
    return {
      ...kept.sheet,
      server_now: new Date(Date.parse(kept.sheet.server_now) + elapsed).toISOString(),
      // the answers given on this device since the sheet arrived (acknowledged or not)
      answers: { ...kept.sheet.answers, ...readSession<ExamSheet['answers']>(keys.answers) },
      essays: { ...kept.sheet.essays, ...readSession<ExamSheet['essays']>(keys.essays) },
      ragu: readSession<ExamSheet['ragu']>(keys.ragu) ?? kept.sheet.ragu,
    };
  }
}

/**
 * Starts fetching the sheet while the exam page's chunks still load (the route's loader), so the
 * questions and the page code arrive side by side instead of one after the other. The request
 * only resumes: it never starts an attempt. The start screen's facts are fetched beside it when
 * this tab holds no sheet of the card (most likely nothing started yet), else once the server says so.
 */
export function prefetchSheet(kode_ujian: string): void {
  const sheet = fetchSheet(kode_ujian);
  startEarly(`sheet:${kode_ujian}`, sheet);
  const detail = () => startEarly(`detail:${kode_ujian}`, ujianDetail(kode_ujian));
  if (!readSession(examKeys(kode_ujian).sheet)) detail();
  else sheet.catch((err) => isNotStarted(err) && detail());
}

/**
 * POST /soalUjianPg {kode_ujian}: the attempt in progress. None yet → 409 'Ujian belum dimulai'
 * (`isNotStarted`): the page shows the start screen.
 */
export const soalUjianPg = (kode_ujian: string): Promise<ExamSheet> =>
  takeEarly(`sheet:${kode_ujian}`, () => fetchSheet(kode_ujian));

/** POST /soalUjianPg {kode_ujian, mulai: true}: the deliberate start (the server clock starts). */
export const startExam = (kode_ujian: string, token?: string) => fetchSheet(kode_ujian, true, token);

/** The server's answer to a sheet request before the start: nothing runs yet on this card. */
export const isNotStarted = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && !!err.body.errors?.mulai;

export const sheetKey = candidateKeys.sheet;

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
