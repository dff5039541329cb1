import type { examSessionContract } from '@tryout/shared/api/exam-session.contract';
import type { OptionKey } from '@tryout/shared/constants';
import { takerCall } from '../../../api/candidate/examRequest';

/** The spec body of POST /posthasilujian (`point` is ignored: the server scores). */
export interface SubmitBody {
  kode_ujian: string;
  email: string;
  nim: string;
  nama_mhs: string;
  jawaban_essay: { id_soal: number; answerEssay: string }[];
  point: number;
  array_answer: { id_soal: number; value: OptionKey | null }[];
  jumlah_soal_ujian: number;
}

export async function postHasilUjian(body: SubmitBody) {
  return (await takerCall<typeof examSessionContract.submit>('/posthasilujian', body)).data;
}
