import type { examSessionContract } from '@tryout/shared/api/exam-session.contract';
import { takerCall } from '../../../api/candidate/examRequest';

/** POST /ujian_detail {kode_ujian}: the card and its facts for the start screen (read only). */
export async function ujianDetail(kode_ujian: string) {
  return (await takerCall<typeof examSessionContract.detail>('/ujian_detail', { kode_ujian })).data;
}
