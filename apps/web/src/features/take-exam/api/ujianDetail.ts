import type { UjianDetail } from '@tryout/shared/exam';
import { examRequest } from '../../../api/candidate/examRequest';

/** POST /ujian_detail {kode_ujian}: the card and its facts for the start screen (read only). */
export async function ujianDetail(kode_ujian: string): Promise<UjianDetail> {
  return (await examRequest<UjianDetail>('ujian_detail', { json: { kode_ujian } })).data;
}
