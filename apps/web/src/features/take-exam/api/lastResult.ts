import type { DataOf } from '@tryout/shared/api/contract';
import type { examSessionContract } from '@tryout/shared/api/exam-session.contract';
import { takerCall } from '../../../api/candidate/examRequest';
import { ApiError } from '../../../api/client';

/** POST /hasilujian_terakhir {kode_ujian}: the scored result of the taker's attempt once it is closed. */
type LastResult = DataOf<typeof examSessionContract.lastResult>;

export async function hasilUjianTerakhir(kode_ujian: string): Promise<LastResult> {
  return (await takerCall<typeof examSessionContract.lastResult>('/hasilujian_terakhir', { kode_ujian }))
    .data;
}

/**
 * Loaded on demand (few attempts end this way): the exam page's code carries none of it.
 *
 * The result of an attempt the server closed (or is about to close: in the 30 s after its deadline
 * it still runs, 409), asked again every `everyMs` while it runs; null when it cannot be had.
 */
export async function closedAttemptResult(
  kode_ujian: string,
  tries = 20,
  everyMs = 2000,
): Promise<LastResult | null> {
  for (let i = 0; i < tries; i++) {
    try {
      return await hasilUjianTerakhir(kode_ujian);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409)) return null;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
  return null;
}
