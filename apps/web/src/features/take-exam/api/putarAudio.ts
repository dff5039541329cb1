import { examRequest } from '../../../api/candidate/examRequest';

/** POST /putarAudio: records one play of a question's audio; the server refuses the third. */
export async function putarAudio(kode_ujian: string, id_soal: number): Promise<void> {
  await examRequest<unknown>('putarAudio', { json: { kode_ujian, id_soal } });
}
