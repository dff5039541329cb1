import { useQuery } from '@tanstack/react-query';
import type { CourseExamInfo } from '@tryout/shared/exam';
import { examDayApi } from '../../../api/candidate/examDay';
import { candidateKeys } from '../../../api/candidate/query-keys';
import { ApiError } from '../../../api/client';

/** GET /detailUjian/:kode_ujian (public): the course exam a code names, without its password. */
export async function detailUjian(kode_ujian: string): Promise<CourseExamInfo> {
  return (await examDayApi.courseExam({ params: { kode_ujian } })).data;
}

export const useDetailUjian = (kode_ujian: string) =>
  useQuery({
    queryKey: candidateKeys.detailUjian(kode_ujian),
    queryFn: () => detailUjian(kode_ujian),
    // a refusal (unknown code) is final; a lost connection is tried again
    retry: (n, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && n < 2,
    // while the exam is not open yet, look again so the page opens it in time
    refetchInterval: (q) => (q.state.data?.window === 'belum_dibuka' ? 30_000 : false),
  });
