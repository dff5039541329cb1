import type { examSessionContract } from '@tryout/shared/api/exam-session.contract';
import { takerCall } from '../../../api/candidate/examRequest';

/** POST /putarAudio: records one play of a question's audio; the server refuses the third. */
export async function putarAudio(kode_ujian: string, id_soal: number): Promise<void> {
  await takerCall<typeof examSessionContract.audio>('/putarAudio', { kode_ujian, id_soal });
}
